import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTaggedCache, type TaggedCache } from '../lib/tagged-cache.ts';

interface Answer {
  body: Buffer;
  etag: string;
}

/** Answers of public reads, kept as ready JSON with an ETag, dropped when what they show changes. */
export function createPublicCache(cache: TaggedCache<Answer>) {
  return {
    async serve(request: FastifyRequest, reply: FastifyReply, tags: readonly string[], load: () => Promise<unknown>) {
      const answer = await cache.get(request.url, tags, async () => {
        const body = Buffer.from(JSON.stringify(await load()));
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).headers(cachedHeaders(answer.etag)).send();
      return reply.headers({ ...cachedHeaders(answer.etag), 'content-type': 'application/json; charset=utf-8' }).send(answer.body);
    },
  };
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
      return cache;
    });
    app.decorate('publicCache', createPublicCache(app.createCache<Answer>()));
  },
  { name: 'public-cache', dependencies: ['changes'] },
);

const cachedHeaders = (etag: string) => ({ etag, 'cache-control': 'public, no-cache' });

function matchesEtag(header: string | undefined, etag: string) {
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
