import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { makeNoticePdf } from '../../seed/assets.ts';
import { mediaStoreKinds, openTestMediaStore } from '../../test-support/media-stores.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

let app: App;

const uploader = asCaller('media.upload', 'homepage_slider.create', 'homepage_slider.update', 'homepage_slider.delete');
const boundary = '----sahay-upload';
function multipart(name: string, filename: string, type: string, bytes: Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (bytes: Buffer, filename = 'file.bin', type = 'application/octet-stream', headers = uploader, to = app) => {
  const body = multipart('file', filename, type, bytes);
  return to.inject({
    method: 'POST',
    url: '/media/api/v1/media/upload/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
/** What a browser gets at a file's address. */
const served = (path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, headers });
const jpeg = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#b04a12' } })
    .jpeg()
    .toBuffer();

describe.each(mediaStoreKinds)('media in a %s', (kind) => {
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestMediaStore(kind);
    closeStore = opened.close;
    app = await createTestApp({ media: opened.store });
  });
  afterAll(async () => {
    await app.close();
    await closeStore();
  });

  describe('POST /media/api/v1/media/upload/', () => {
    it('stores a picture under a random name, with WebP variants and a srcset, served with cache headers', async () => {
      const picture = await jpeg(1200);
      const res = await upload(picture, '../../../etc/photo.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ kind: 'image', path: expect.stringMatching(/^\/media\/uploads\/[\w-]+\.w1200\.jpg$/) });
      expect(body.path).not.toContain('photo');
      expect(body.srcSet.split(', ')).toHaveLength(3);

      const original = await served(body.path);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload).toEqual(picture);
      expect(original.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(picture.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        etag: expect.any(String),
        'last-modified': expect.any(String),
      });
      const variant = await served(body.path.replace('.jpg', '-480.webp'));
      expect([variant.statusCode, variant.headers['content-type'], variant.headers['cache-control']]).toEqual([
        200,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    });

    it('stores a PDF, served whole, by ranges (as PDF viewers ask) and as not modified to a browser that has it', async () => {
      const pdf = await makeNoticePdf('AGM', '2026-01-01', 'Minutes.');
      const res = await upload(pdf, 'minutes.pdf', 'application/pdf');
      expect(res.statusCode).toBe(201);
      const { path } = res.json();
      expect(res.json()).toMatchObject({ kind: 'pdf', path: expect.stringMatching(/\.pdf$/) });

      const whole = await served(path);
      expect([whole.statusCode, whole.headers['content-type'], whole.headers['accept-ranges']]).toEqual([200, 'application/pdf', 'bytes']);
      expect(whole.rawPayload).toEqual(pdf);

      const first = await served(path, { range: 'bytes=0-7' });
      expect([first.statusCode, first.headers['content-range'], first.headers['content-length'], first.body]).toEqual([
        206,
        `bytes 0-7/${pdf.length}`,
        '8',
        pdf.subarray(0, 8).toString(),
      ]);
      const last = await served(path, { range: 'bytes=-5' });
      expect([last.statusCode, last.rawPayload]).toEqual([206, pdf.subarray(-5)]);
      const past = await served(path, { range: `bytes=${pdf.length}-` });
      expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${pdf.length}`]);

      const again = await served(path, { 'if-none-match': String(whole.headers.etag) });
      expect([again.statusCode, again.body]).toEqual([304, '']);
    });

    it('answers 404 for a file never stored and for paths that try to leave the store', async () => {
      for (const path of [
        '/media/uploads/never-stored.w1200.jpg',
        '/media/..%2F..%2Fetc%2Fpasswd',
        '/media/%2e%2e/%2e%2e/etc/passwd',
        '/media/uploads/%2e%2e/%2e%2e/package.json',
        '/media/.hidden',
      ])
        expect((await served(path)).statusCode, path).toBe(404);
    });
  });

  describe('files a record no longer uses', () => {
    it('are no longer served when the record gets another file, and when it is deleted', async () => {
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
      expect((await served(first)).statusCode).toBe(404);
      expect((await served(first.replace('.jpg', '-480.webp'))).statusCode).toBe(404);
      expect((await served(second)).statusCode).toBe(200);

      await app.inject({ method: 'DELETE', url: `/homepage_slider/api/v1/homepage_slider/delete/${id}`, headers: uploader });
      expect((await served(second)).statusCode).toBe(404);
      expect((await served(second.replace('.jpg', '-480.webp'))).statusCode).toBe(404);
    });
  });
});

describe('uploads refused, whichever the store', () => {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

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

  it('refuses a picture over 10 MB with 413', async () => {
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
