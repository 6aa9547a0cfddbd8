import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '../../seed/assets.ts';
import { asCaller, createTestApp, testMediaDir } from '../../test-support/test-app.ts';

const app = await createTestApp();
afterAll(() => app.close());

const uploader = asCaller('media.upload', 'homepage_slider.create', 'homepage_slider.update', 'homepage_slider.delete');
const boundary = '----sahay-upload';
function multipart(name: string, filename: string, type: string, bytes: Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (bytes: Buffer, filename = 'file.bin', type = 'application/octet-stream', headers = uploader) => {
  const body = multipart('file', filename, type, bytes);
  return app.inject({
    method: 'POST',
    url: '/media/api/v1/media/upload/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const onDisk = (path: string) => existsSync(join(testMediaDir(), path.replace('/media/', '')));
const jpeg = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#b04a12' } })
    .jpeg()
    .toBuffer();

describe('POST /media/api/v1/media/upload/', () => {
  it('stores a picture under a random name, with WebP variants and a srcset', async () => {
    const res = await upload(await jpeg(1200), '../../../etc/photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'image', path: expect.stringMatching(/^\/media\/uploads\/[\w-]+\.w1200\.jpg$/) });
    expect(body.path).not.toContain('photo');
    expect(body.srcSet.split(', ')).toHaveLength(3);
    expect(onDisk(body.path)).toBe(true);
    expect((await app.inject({ method: 'GET', url: body.path.replace('.jpg', '-480.webp') })).headers['content-type']).toBe('image/webp');
  });

  it('stores a PDF', async () => {
    const res = await upload(await makeNoticePdf('AGM', '2026-01-01', 'Minutes.'), 'minutes.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'pdf', path: expect.stringMatching(/\.pdf$/) });
  });

  it('refuses an SVG, and a file that claims to be an image but is not, with a clear message', async () => {
    for (const [bytes, name, type] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('MZ this is a program'), 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ file: ['The file must be a JPEG, PNG, WebP or GIF image or a PDF document.'] });
    }
  });

  it('refuses a picture over 10 MB with 413 and keeps nothing', async () => {
    const big = Buffer.concat([await jpeg(100), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(big, 'huge.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/at most 10 MB/);
  });

  it('answers 401 to an anonymous caller and 403 without media.upload', async () => {
    expect((await upload(await jpeg(10), 'a.jpg', 'image/jpeg', {} as typeof uploader)).statusCode).toBe(401);
    expect((await upload(await jpeg(10), 'a.jpg', 'image/jpeg', asCaller('notice.create'))).statusCode).toBe(403);
  });
});

describe('files a record no longer uses', () => {
  it('are removed when the record gets another file, and when it is deleted', async () => {
    const first = (await upload(await jpeg(900), 'a.jpg', 'image/jpeg')).json().path;
    const second = (await upload(await jpeg(900), 'b.jpg', 'image/jpeg')).json().path;
    const created = await app.inject({
      method: 'POST',
      url: '/homepage_slider/api/v1/homepage_slider/create/',
      headers: uploader,
      payload: { image: first, link: '/donate' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    await app.inject({
      method: 'PUT',
      url: `/homepage_slider/api/v1/homepage_slider/update/${id}`,
      headers: uploader,
      payload: { image: second },
    });
    expect(onDisk(first)).toBe(false);
    expect(onDisk(first.replace('.jpg', '-480.webp'))).toBe(false);
    expect(onDisk(second)).toBe(true);

    await app.inject({ method: 'DELETE', url: `/homepage_slider/api/v1/homepage_slider/delete/${id}`, headers: uploader });
    expect(onDisk(second)).toBe(false);
  });
});
