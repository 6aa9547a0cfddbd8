import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTaggedCache, type TaggedCache } from '../lib/tagged-cache.ts';

interface Answer {
  /** Text, not bytes: Node then writes the answer's head and body to the socket in one piece, not two. */
  body: string;
  etag: string;
}

/** Answers of public reads, kept as ready JSON with an ETag, dropped when what they show changes. */
export function createPublicCache(cache: TaggedCache<Answer>) {
  return {
    async serve(request: FastifyRequest, reply: FastifyReply, tags: readonly string[], load: () => Promise<unknown>) {
      const answer = await cache.get(request.url, tags, async () => {
        const body = JSON.stringify(await load());
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      return send(request, reply, answer);
    },
    /** The answer kept for this address, if one is. */
    kept: (url: string) => cache.peek(url),
  };
}

function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).headers(cachedHeaders(answer.etag)).send();
  return reply.headers({ ...cachedHeaders(answer.etag), 'content-type': 'application/json; charset=utf-8' }).send(answer.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: ReturnType<typeof createPublicCache>;
    /** A cache of the app's own, invalidated by the change bus like every other. */
    createCache<T>(): TaggedCache<T>;
  }
}

export default fp(
  async function publicCache(app: FastifyInstance) {
    app.decorate('createCache', <T>() => {
      const cache = createTaggedCache<T>();
      app.changes.subscribe((entity) => cache.invalidate(entity));
      // A kept value built before a scheduled moment is not given after it (a post that went live since).
      return {
        ...cache,
        get: (...args: Parameters<typeof cache.get>) => {
          app.changes.catchUp();
          return cache.get(...args);
        },
        peek: (key: string) => {
          app.changes.catchUp();
          return cache.peek(key);
        },
        get size() {
          return cache.size;
        },
      };
    });
    app.decorate('publicCache', createPublicCache(app.createCache<Answer>()));
    // A visitor's read that is already kept is answered as soon as the caller is known (the auth hook, registered
    // before this one, ran): without validating the query again (the same address passed once, or it would not be
    // kept) and without the route's handler. Only answers any anonymous visitor gets are kept, keyed by address; a
    // signed-in caller takes the route's own path, which decides what they may see.
    app.addHook('onRequest', (request, reply, done) => {
      const answer = request.method === 'GET' && request.caller === null ? app.publicCache.kept(request.url) : undefined;
      if (answer) send(request, reply, answer);
      else done();
    });
  },
  { name: 'public-cache', dependencies: ['changes', 'auth'] },
);

const cachedHeaders = (etag: string) => ({ etag, 'cache-control': 'public, no-cache' });

function matchesEtag(header: string | undefined, etag: string) {
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
