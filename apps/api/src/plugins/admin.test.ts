import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.ts';
import type { App } from '../app.ts';
import { createTestApp } from '../test-support/test-app.ts';

let app: App;
let missing: App;
let distDir: string;
// A bundle big enough to be worth compressing.
const vendorScript = Array.from({ length: 400 }, (_, i) => `export const part${i} = "${'admin '.repeat(i % 7)}";`).join('\n');
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sahay-admin-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Sahay admin</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("admin")');
  writeFileSync(join(distDir, 'assets', 'vendor-def456.js'), vendorScript);
  await precompress(distDir);
  app = await createTestApp({ admin: { distDir } });
  missing = await createTestApp({ admin: { distDir: join(distDir, 'nothing-here') } });
});
afterAll(async () => {
  await app.close();
  await missing.close();
});

describe('GET /admin/*', () => {
  it('answers the page shell for the back office and any path under it, without sign-in and never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/homepage_slider/3', '/admin/login?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for good, and a missing asset as 404 rather than the shell', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log("admin")');
    const gone = await app.inject({ method: 'GET', url: '/admin/assets/index-old.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="root">');
  });

  it('sends the brotli or gzip copy the build wrote, byte for byte, to browsers that take it', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const asset = await app.inject({ method: 'GET', url: '/admin/assets/vendor-def456.js', headers: { 'accept-encoding': encoding } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.rawPayload.equals(readFileSync(join(distDir, 'assets', `vendor-def456.js.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(
        true,
      );
      expect(decode(asset.rawPayload).toString()).toBe(vendorScript);
    }
    const plain = await app.inject({ method: 'GET', url: '/admin/assets/vendor-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(vendorScript);
  });

  it('sends a Content-Security-Policy that allows scripts from this server only', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the API alone: data under /admin paths still needs sign-in through the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/user/api/v1/user/all/' });
    expect(response.statusCode).toBe(401);
  });

  it('says how to build the back office when there is no build', async () => {
    const response = await missing.inject({ method: 'GET', url: '/admin/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'The back office is not built: run `npm run build`.' });
  });
});

describe('GET /admin/* in development', () => {
  let dev: App;
  beforeAll(async () => {
    dev = await createTestApp({ admin: { dev: true } });
  });
  afterAll(() => dev.close());

  it('answers the page shell with Vite’s hot-reload client, and the app’s source compiled on request', async () => {
    const shell = await dev.inject({ method: 'GET', url: '/admin/users/3' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('/admin/@vite/client');
    expect(shell.body).toContain('src="/admin/src/main.tsx"');
    // Vite's React preamble is an inline script: the production policy would block it.
    expect(shell.headers['content-security-policy']).toBeUndefined();
    const module = await dev.inject({ method: 'GET', url: '/admin/src/main.tsx' });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toContain('javascript');
    expect(module.body).not.toContain('</'); // compiled: no JSX left
  });
});
