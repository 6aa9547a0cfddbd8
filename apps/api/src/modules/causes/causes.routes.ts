import { causesEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { causeContentAndImages, causeContents, causeImages, createCause, deleteCause, updateCause } from './causes.service.ts';

/**
 * Causes' own routes, as declared in the contracts: create, change and delete (each posting to the books in
 * its transaction), and the public reads of a cause's blocks and images at the contract's paths, served from
 * the cache. A gift to a cause is a donation: the donations module serves `cause_donation/create/`.
 */
export default async function causesRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const cached = (...tags: string[]) => ({ cache: () => tags });

  serve(app, endpoints.createCause, (request) => createCause(app, db(), request.body, request.caller));
  serve(app, endpoints.updateCause, (request) => updateCause(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.deleteCause, async (request) => {
    await deleteCause(app, db(), request.params.id, request.caller);
    return { detail: `Cause id - ${request.params.id} is deleted successfully` };
  });

  serve(
    app,
    endpoints.contentsOfCause,
    async (request) => ({ cms_menu_contents: await causeContents(db(), request.params.causeId) }),
    cached('cause_content'),
  );
  serve(
    app,
    endpoints.imagesOfCause,
    async (request) => ({ content_images: await causeImages(db(), request.params.causeId) }),
    cached('cause_content_image'),
  );
  serve(
    app,
    endpoints.contentAndImagesOfCause,
    (request) => causeContentAndImages(db(), request.params.causeId),
    cached('cause_content', 'cause_content_image'),
  );
}
