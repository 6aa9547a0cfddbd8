import { cmsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { storedUpload } from './upload.service.ts';

/**
 * One upload route for the back office, as declared in the contracts: an image (JPEG, PNG, WebP, GIF) or a
 * PDF, its type decided from its bytes (SVG refused), stored under a random name; images get WebP variants
 * for srcset. The answer's `path` then goes into a record's file field.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  // The multipart form as the media plugin left it (no body schema: its refusals of the file come first).
  serve(app, endpoints.upload, (request) => storedUpload(request.isMultipart(), request.body));
}
