import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FileKind } from '@sahay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unflattenBracketKeys } from '../lib/bracket-keys.ts';
import { HttpError } from '../lib/http-error.ts';
import { type ByteRange, contentTypeOf, type MediaStore, mediaCacheControl } from '../lib/media-store.ts';
import { checkedUpload, maxFileBytes } from '../lib/upload-check.ts';
import { publicScope } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
  interface FastifyRequest {
    /** Files this request stored; removed again if the request fails. */
    savedMedia: string[];
  }
  interface FastifyContextConfig {
    /** Which multipart file fields a route accepts, and of what kind. */
    files?: Partial<Record<string, FileKind | readonly FileKind[]>>;
  }
}

/** Multipart values the original clients send for "no value". */
const emptyValues = new Set(['', 'undefined', 'null']);

async function storeUpload(this: FastifyRequest, part: MultipartFile) {
  const field = part.fieldname.replace(/\[.*$/, '');
  const accepted = this.routeOptions.config.files?.[field];
  const bytes = await part.toBuffer();
  if (!accepted) throw new HttpError(400, { [field]: ['This field does not take a file.'] });
  const sniffed = checkedUpload(field, bytes, accepted);
  const path = await this.server.media.save(bytes, sniffed.extension);
  this.savedMedia = [...(this.savedMedia ?? []), path];
  (part as unknown as { value: string }).value = path;
}

export default fp(
  async function media(app: FastifyInstance, options: { store: MediaStore }) {
    const store = options.store;
    app.decorate('media', store);
    app.decorateRequest('savedMedia', null as never);

    await app.register(multipart, {
      attachFieldsToBody: true,
      onFile: storeUpload,
      limits: { fileSize: maxFileBytes, files: 50, fields: 500, fieldSize: 1024 * 1024 },
    });

    /** Multipart fields arrive as parts; turn them into the same object a JSON client sends. */
    async function formToBody(request: FastifyRequest) {
      if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
      const files = request.routeOptions.config.files ?? {};
      const pairs: [string, unknown][] = [];
      for (const [name, parts] of Object.entries(request.body as Record<string, unknown>)) {
        for (const part of [parts].flat() as { type: string; value: unknown }[]) {
          const isFileField = name.replace(/\[.*$/, '') in files;
          if (part.type === 'field' && emptyValues.has(String(part.value))) continue;
          // A file field sent back as text is the existing file's address: keep the stored one.
          if (part.type === 'field' && isFileField) continue;
          pairs.push([name, part.value]);
        }
      }
      request.body = unflattenBracketKeys(pairs);
    }

    /** Before the answer leaves, so a client that sees the failure never finds its file. */
    async function removeFilesOfFailure(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      if (reply.statusCode >= 400 && request.savedMedia?.length) await Promise.all(request.savedMedia.map((path) => store.remove(path)));
      return payload;
    }

    // Only routes that take a body pay for these hooks; public reads stay lean.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH')) return;
      route.preValidation = [...[route.preValidation ?? []].flat(), formToBody] as typeof route.preValidation;
      route.onSend = [...[route.onSend ?? []].flat(), removeFilesOfFailure] as typeof route.onSend;
    });

    /**
     * Files are streamed through the app from whichever store holds them, rather than redirected to
     * the bucket: addresses, cache headers and content types stay the same with either store, the
     * bucket can stay private, and the site's CSP keeps naming one origin for pictures.
     */
    async function serveMedia(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
      const path = `/media/${request.params['*']}`;
      const found = await store.read(path, byteRange(request.headers.range));
      if (!found) return reply.callNotFound();
      reply
        .header('content-type', contentTypeOf(path))
        .header('cache-control', mediaCacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      const known = request.headers['if-none-match']?.split(/\s*,\s*/) ?? [];
      if (known.includes(found.etag) || known.includes('*')) {
        found.body?.destroy();
        return reply.code(304).send();
      }
      if (!found.body) return reply.code(416).header('content-range', `bytes */${found.size}`).send();
      if (found.range) {
        const { start, end } = found.range;
        reply
          .code(206)
          .header('content-range', `bytes ${start}-${end}/${found.size}`)
          .header('content-length', end - start + 1);
      } else reply.header('content-length', found.size);
      return reply.send(found.body);
    }

    await app.register(async (scope) => {
      publicScope(scope);
      scope.get('/media/*', { schema: { hide: true } }, serveMedia);
    });
  },
  { name: 'media', dependencies: ['auth'] },
);

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-500`); anything else is answered with the whole file. */
function byteRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}
