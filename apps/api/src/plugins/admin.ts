import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicScope } from './auth.ts';

const adminDir = join(import.meta.dirname, '../../../admin');
export const adminDistDir = join(adminDir, 'dist');

export function hasAdminBuild(distDir = adminDistDir) {
  return existsSync(join(distDir, 'index.html'));
}

/**
 * The back office's own rules: scripts and styles from this server only (MUI's styles are inline),
 * pictures and PDFs from the media folder, no framing by other sites. Rich text shown here can
 * therefore never run a script, whatever got into the database.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The back office (apps/admin's build) under /admin/: hashed assets cached for good, and the page
 * shell for every other /admin path, so the single-page app's own router takes over. The shell and
 * assets are public; everything they show comes from the API, which asks for sign-in.
 */
export default fp(
  async function admin(app: FastifyInstance, options: { distDir?: string; dev?: boolean } = {}) {
    const distDir = options.distDir ?? adminDistDir;
    await app.register(async (scope) => {
      publicScope(scope);
      await scope.register(compress, { threshold: 1024 });
      scope.addHook('onSend', async (_request, reply, payload) => {
        // In development Vite adds inline scripts (React's hot-reload preamble), which the policy would block.
        if (!options.dev) reply.header('content-security-policy', contentSecurityPolicy);
        reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin').header('x-frame-options', 'SAMEORIGIN');
        return payload;
      });
      if (options.dev) {
        await serveWithVite(app, scope);
        return;
      }
      if (!hasAdminBuild(distDir)) {
        const notBuilt = { detail: 'The back office is not built: run `npm run build`.' };
        scope.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.code(503).send(notBuilt));
        scope.get('/admin/*', { schema: { hide: true } }, (_request, reply) => reply.code(503).send(notBuilt));
        return;
      }
      await scope.register(fastifyStatic, {
        root: join(distDir, 'assets'),
        prefix: '/admin/assets/',
        decorateReply: false,
        wildcard: true,
        index: false,
        // Vite puts a content hash in every asset's name.
        immutable: true,
        maxAge: '365d',
        // The build wrote brotli and gzip copies (scripts/precompress.ts): no compression per request.
        preCompressed: true,
      });
      // A missing file under /admin/assets/ is the static route's 404, never the page shell.
      // Read at each request (a small file the OS keeps cached), so a new build is served without a restart.
      const sendShell = async (_request: unknown, reply: FastifyReply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await readFile(join(distDir, 'index.html')));
      scope.get('/admin', { schema: { hide: true } }, sendShell);
      scope.get('/admin/*', { schema: { hide: true } }, sendShell);
    });
  },
  { name: 'admin', dependencies: ['auth'] },
);

/**
 * Development: apps/admin's own Vite configuration in middleware mode, on the app's port, with hot
 * reload. Its websocket listens at /admin/ on the app's server, beside the public site's at /.
 */
async function serveWithVite(app: FastifyInstance, scope: FastifyInstance) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(adminDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onClose', () => vite.close());
  await scope.register(middie);
  scope.use(vite.middlewares);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await vite.transformIndexHtml(request.url, await readFile(join(adminDir, 'index.html'), 'utf8')));
  scope.get('/admin', { schema: { hide: true } }, sendShell);
  scope.get('/admin/*', { schema: { hide: true } }, sendShell);
}
