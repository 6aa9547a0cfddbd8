import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { responsiveImage } from '@sahay/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localMediaStore } from './media-store.ts';

const root = mkdtempSync(join(tmpdir(), 'sahay-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = localMediaStore(root);
const png = (width: number) =>
  sharp({ create: { width, height: 200, channels: 3, background: '#0f5e59' } })
    .png()
    .toBuffer();

describe('a stored image', () => {
  it('carries its width in its name and gets WebP variants at the standard widths below it', async () => {
    const path = await store.save(await png(1000), 'png', 'demo');
    expect(path).toMatch(/^\/media\/demo\/[\w-]+\.w1000\.png$/);
    const files = readdirSync(join(root, 'demo'));
    const stem = path
      .split('/')
      .pop()
      ?.replace(/\.png$/, '');
    expect(files.sort()).toEqual([`${stem}-480.webp`, `${stem}-960.webp`, `${stem}.png`].sort());
    const variant = await sharp(join(root, 'demo', `${stem}-480.webp`)).metadata();
    expect([variant.format, variant.width]).toEqual(['webp', 480]);
  });

  it('is described to pages by a srcset of exactly the variants that exist', async () => {
    const path = await store.save(await png(1000), 'png', 'pages');
    const { src, srcSet } = responsiveImage(path);
    expect(src).toBe(path);
    for (const candidate of srcSet?.split(', ') ?? []) {
      const file = candidate.split(' ')[0].replace('/media/', '');
      expect(existsSync(join(root, file)), candidate).toBe(true);
    }
    expect(srcSet?.split(', ')).toHaveLength(3);
  });

  it('is removed with its variants', async () => {
    const path = await store.save(await png(700), 'png', 'gone');
    expect(readdirSync(join(root, 'gone'))).toHaveLength(2);
    await store.remove(path);
    expect(readdirSync(join(root, 'gone'))).toEqual([]);
  });

  it('refuses a path outside the media folder', async () => {
    await expect(store.remove('/media/../../etc/passwd')).rejects.toThrow(/Not a media path/);
  });
});

describe('a stored PDF', () => {
  it('keeps a plain random name and gets no variants', async () => {
    const path = await store.save(Buffer.from('%PDF-1.4\n'), 'pdf', 'docs');
    expect(path).toMatch(/^\/media\/docs\/[\w-]+\.pdf$/);
    expect(readdirSync(join(root, 'docs'))).toHaveLength(1);
    expect(responsiveImage(path)).toEqual({ src: path });
  });
});
