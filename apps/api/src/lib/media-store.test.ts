import { imageVariantWidths, responsiveImage } from '@sahay/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, mediaStoreKinds, openTestMediaStore } from '../test-support/media-stores.ts';
import type { MediaStore } from './media-store.ts';

const png = (width: number) =>
  sharp({ create: { width, height: 200, channels: 3, background: '#0f5e59' } })
    .png()
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n% a notice\n%%EOF\n');

describe.each(mediaStoreKinds)('media in a %s', (kind) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await openTestMediaStore(kind));
  });
  afterAll(() => close());
  const exists = async (path: string) => {
    const found = await store.read(path);
    found?.body?.destroy();
    return found !== undefined;
  };

  describe('a stored image', () => {
    it('carries its width in its name and gets WebP variants at the standard widths below it', async () => {
      const path = await store.save(await png(1000), 'png', 'demo');
      expect(path).toMatch(/^\/media\/demo\/[\w-]+\.w1000\.png$/);
      const original = await bytesOf(await store.read(path));
      expect(await sharp(original).metadata()).toMatchObject({ format: 'png', width: 1000 });
      const variant = await bytesOf(await store.read(path.replace('.png', '-480.webp')));
      expect(await sharp(variant).metadata()).toMatchObject({ format: 'webp', width: 480 });
      expect(await exists(path.replace('.png', '-960.webp'))).toBe(true);
      expect(await exists(path.replace('.png', '-1440.webp'))).toBe(false);
    });

    it('is described to pages by a srcset of exactly the variants that exist', async () => {
      const path = await store.save(await png(1000), 'png', 'pages');
      const { src, srcSet } = responsiveImage(path);
      expect(src).toBe(path);
      const candidates = srcSet?.split(', ') ?? [];
      expect(candidates).toHaveLength(3);
      for (const candidate of candidates) expect(await exists(candidate.split(' ')[0]), candidate).toBe(true);
    });

    it('is removed with its variants, and removing it again is no error', async () => {
      const path = await store.save(await png(1000), 'png', 'gone');
      const variants = imageVariantWidths.filter((w) => w < 1000).map((w) => path.replace('.png', `-${w}.webp`));
      expect(await Promise.all([path, ...variants].map(exists))).toEqual([true, true, true]);
      await store.remove(path);
      expect(await Promise.all([path, ...variants].map(exists))).toEqual([false, false, false]);
      await store.remove(path);
    });
  });

  describe('a stored PDF', () => {
    it('keeps a plain random name, gets no variants, and reads back byte for byte', async () => {
      const path = await store.save(pdf, 'pdf', 'docs');
      expect(path).toMatch(/^\/media\/docs\/[\w-]+\.pdf$/);
      expect(responsiveImage(path)).toEqual({ src: path });
      const found = await store.read(path);
      expect(found).toMatchObject({ size: pdf.length, etag: expect.any(String) });
      expect(await bytesOf(found)).toEqual(pdf);
    });

    it('reads a range of its bytes, the last bytes, and nothing past its end', async () => {
      const path = await store.save(pdf, 'pdf', 'docs');
      const head = await store.read(path, { start: 0, end: 3 });
      expect([head?.range, head?.size, (await bytesOf(head))?.toString()]).toEqual([{ start: 0, end: 3 }, pdf.length, '%PDF']);
      const tail = await store.read(path, { suffix: 6 });
      expect((await bytesOf(tail))?.toString()).toBe('%%EOF\n');
      const rest = await store.read(path, { start: pdf.length - 6 });
      expect([rest?.range?.end, (await bytesOf(rest))?.toString()]).toEqual([pdf.length - 1, '%%EOF\n']);
      const past = await store.read(path, { start: pdf.length + 10 });
      expect([past?.body, past?.size]).toEqual([undefined, pdf.length]);
    });
  });

  describe('paths', () => {
    it('a file never stored reads as missing', async () => {
      expect(await store.read('/media/uploads/never-stored.w100.png')).toBeUndefined();
    });

    it('refuses to remove a path outside the store, and reads none', async () => {
      await expect(store.remove('/media/../../etc/passwd')).rejects.toThrow(/Not a media path/);
      await expect(store.remove('/etc/passwd')).rejects.toThrow(/Not a media path/);
      for (const path of ['/media/../../etc/passwd', '/media/demo/../../x.png', '/media/.hidden', '/etc/passwd', '/media//x.png'])
        expect(await store.read(path), path).toBeUndefined();
    });
  });

  it('clearing removes every stored file', async () => {
    const kept = [await store.save(pdf, 'pdf', 'docs'), await store.save(await png(500), 'png', 'demo')];
    expect(await Promise.all(kept.map(exists))).toEqual([true, true]);
    await store.clear();
    expect(await Promise.all([...kept, kept[1].replace('.png', '-480.webp')].map(exists))).toEqual([false, false, false]);
    expect(await exists(await store.save(pdf, 'pdf', 'docs'))).toBe(true);
  });
});
