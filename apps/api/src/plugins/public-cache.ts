import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  body: string;
  etag: string;
  tags: readonly string[];
}

/**
 * Answers of public reads, kept as ready JSON with an ETag. An entry is dropped when any
 * entity it was built from changes; an answer built while a change happened is not kept.
 */
export function createPublicCache() {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    invalidate(entity: string) {
      generation++;
      for (const [key, entry] of entries) if (entry.tags.includes(entity)) entries.delete(key);
    },
    async serve(request: FastifyRequest, reply: FastifyReply, tags: readonly string[], load: () => Promise<unknown>) {
      const key = request.url;
      let entry = entries.get(key);
      if (!entry) {
        const startedAt = generation;
        const body = JSON.stringify(await load());
        entry = { body, tags, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (startedAt === generation) entries.set(key, entry);
      }
      reply.header('etag', entry.etag).header('cache-control', 'public, no-cache');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
    get size() {
      return entries.size;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: ReturnType<typeof createPublicCache>;
  }
}

export default fp(
  async function publicCache(app: FastifyInstance) {
    const cache = createPublicCache();
    app.changes.subscribe((entity) => cache.invalidate(entity));
    app.decorate('publicCache', cache);
  },
  { name: 'public-cache', dependencies: ['changes'] },
);

function matchesEtag(header: string | undefined, etag: string) {
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
