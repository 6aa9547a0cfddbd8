import { responsiveImage, uploadAnswer, writeErrorAnswers } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';

/**
 * One upload route for the back office: an image (JPEG, PNG, WebP, GIF) or a PDF, its type decided
 * from its bytes (SVG refused), stored under a random name; images get WebP variants for srcset.
 * The answer's `path` then goes into a record's file field.
 */
export default async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/media/api/v1/media/upload',
    {
      config: { permission: 'media.upload', files: { file: ['image', 'pdf'] } },
      schema: {
        tags: ['media'],
        summary: 'Upload an image or a PDF (multipart field `file`)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadAnswer, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field `file`.');
      const path = (request.body as { file?: unknown } | undefined)?.file;
      if (typeof path !== 'string' || !path.startsWith('/media/')) throw new HttpError(400, { file: ['Choose a file to upload.'] });
      return reply.code(201).send({ path, kind: path.endsWith('.pdf') ? 'pdf' : 'image', ...responsiveImage(path) });
    },
  );
}
