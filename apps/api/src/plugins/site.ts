import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { SiteContent } from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { chosenEncoding, type Encoding, encodedBody } from '../lib/encoded-body.ts';
import { createSiteContent } from '../modules/cms/index.ts';
import { pageTags } from '../modules/index.ts';
import { publicScope } from './auth.ts';
import { paintBeforeScripts } from './site-boot.ts';
import { inlineScriptHashes, publicContentSecurityPolicy } from './site-csp.ts';

interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A page kept for anonymous visitors: the same bytes for everyone, compressed once per encoding. */
interface KeptPage extends RenderedPage {
  encoded?: (encoding: Encoding) => Promise<Buffer>;
}

const isHtml = (page: RenderedPage) => page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
const isText = (page: RenderedPage) =>
  page.headers.some(([name, value]) => name === 'content-type' && /^text\/|xml|json|javascript/.test(value));
// Below this a compressed answer saves less than its headers cost.
const compressFrom = 1024;

const webDir = join(import.meta.dirname, '../../../web');
export const webBuildDir = join(webDir, 'build');

export function hasWebBuild(buildDir = webBuildDir) {
  return existsSync(join(buildDir, 'server/index.js'));
}

type SiteEntry = {
  siteContentContext: Parameters<RouterContextProvider['set']>[0];
  clientAddressContext: Parameters<RouterContextProvider['set']>[0];
};

/**
 * The page's request as React Router takes it. Its address is on PUBLIC_URL when set, never on a Host header a client
 * chose: pages are kept for every visitor, and they carry absolute addresses (sharing tags, the sitemap, the feeds).
 */
function toFetchRequest(request: FastifyRequest, publicUrl?: string) {
  const url = new URL(request.url, publicUrl ?? `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) for (const v of [value].flat()) headers.append(name, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

async function toRenderedPage(response: Response): Promise<RenderedPage> {
  // forEach rather than entries(): pdfmake's typings bring a Headers declaration without the iterator methods.
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    headers.push([name, value]);
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Development: Vite in middleware mode on the same port, with hot reload and no page cache. */
async function devRenderer(app: FastifyInstance, scope: FastifyInstance) {
  const { createServer } = await import('vite');
  // Hot reload's websocket shares the app's own HTTP server: one port for everything.
  const vite = await createServer({ root: webDir, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  await scope.register(middie);
  scope.use(vite.middlewares);
  const load = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  return { handle: createRequestHandler(load, 'development'), entry: async () => (await load()).entry.module as unknown as SiteEntry };
}

async function productionRenderer(scope: FastifyInstance, buildDir: string) {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  await scope.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    // The build wrote brotli and gzip copies (scripts/precompress.ts): no compression per request.
    preCompressed: true,
    setHeaders(res, path) {
      // Hashed file names never change content: cache them for good.
      if (path.includes(`${join('client', 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return { handle: createRequestHandler(build, 'production'), entry: async () => build.entry.module as unknown as SiteEntry };
}

/** The public site: server-rendered React Router pages for every path the API does not answer. */
export default fp(
  async function site(app: FastifyInstance, options: { buildDir?: string; dev?: boolean; publicUrl?: string } = {}) {
    const content: SiteContent = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
    // Pages as anonymous visitors see them, per language; emptied when what they show changes.
    const pages = app.createCache<KeptPage>();

    // A page's boot waits for its first paint (site-boot.ts), and its policy names the inline scripts it then holds.
    // Development pages carry Vite's inline hot-reload preamble, which the policy would block: left as they are.
    const finished = (page: RenderedPage): RenderedPage => {
      if (options.dev || !isHtml(page)) return page;
      const html = paintBeforeScripts(page.body.toString('utf8'));
      return {
        ...page,
        headers: [...page.headers, ['content-security-policy', publicContentSecurityPolicy(inlineScriptHashes(html))]],
        body: Buffer.from(html),
      };
    };
    const kept = (page: RenderedPage): KeptPage =>
      page.body.length >= compressFrom && isText(page) ? { ...page, encoded: encodedBody(page.body) } : page;

    const send = async (reply: FastifyReply, page: KeptPage) => {
      for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
      reply.code(page.status);
      if (!page.encoded) return reply.send(page.body);
      reply.header('vary', 'accept-encoding');
      const encoding = chosenEncoding(reply.request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.body);
      return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
    };

    await app.register(async (scope) => {
      publicScope(scope);
      await scope.register(compress, { threshold: 1024 });
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'strict-origin-when-cross-origin')
          .header('x-frame-options', 'SAMEORIGIN');
        return payload;
      });
      const renderer = options.dev ? await devRenderer(app, scope) : await productionRenderer(scope, options.buildDir ?? webBuildDir);
      const render = async (request: FastifyRequest) => {
        const entry = await renderer.entry();
        const context = new RouterContextProvider();
        context.set(entry.siteContentContext, content);
        context.set(entry.clientAddressContext, request.ip);
        return finished(await toRenderedPage(await renderer.handle(toFetchRequest(request, options.publicUrl), context)));
      };

      // Route actions read the body themselves (request.formData()), so nothing parses it here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

      scope.all('/*', async (request, reply) => {
        if (request.url.includes('/api/v1/'))
          return reply.code(404).send({ detail: `No route ${request.method} ${request.url.split('?')[0]}.` });
        const anonymousRead = request.method === 'GET' && !request.headers.authorization && !options.dev;
        // A requester's private ticket page is never kept: its thread must be fresh at every visit, every read
        // must count against the link's rate limit, and one person's ticket must never sit in a shared cache.
        // (Paths match whatever their case; a page that says `no-store` is not kept either.)
        const privatePage = /^\/support\//i.test(request.url);
        if (!anonymousRead || privatePage) return send(reply, await render(request));
        const language = /(?:^|;\s*)lang=(bn)/.exec(request.headers.cookie ?? '')?.[1] ?? 'en';
        // Only finished pages are kept; an error page is rendered afresh next time.
        const page = await pages.get(
          `${language} ${request.url}`,
          pageTags,
          async () => kept(await render(request)),
          (p) =>
            (p.status === 200 || p.status === 404) &&
            !p.headers.some(([name, value]) => name === 'cache-control' && value.includes('no-store')),
        );
        return send(reply, page);
      });
    });
  },
  { name: 'site', dependencies: ['public-cache', 'database', 'auth', 'resource-engine'] },
);
