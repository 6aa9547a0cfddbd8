import { cmsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as cms from './cms.service.ts';

/** The public reads of the site's menu, page blocks and images (spec section 7), as declared in the contracts, served from the cache. */
export default async function cmsRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const cached = (...tags: string[]) => ({ cache: () => tags });

  serve(app, endpoints.siteMenu, async () => ({ menus: await cms.nestedMenus(db()) }), cached('cms_menu'));
  serve(
    app,
    endpoints.menuBlocks,
    async (request) => ({ menu_contents: await cms.menuContents(db(), request.params.menuId) }),
    cached('cms_menu_content'),
  );
  serve(
    app,
    endpoints.menuImageLists,
    async (request) => ({ content_images: await cms.menuImageLists(db(), request.params.menuId) }),
    cached('cms_menu_content_image'),
  );
  serve(
    app,
    endpoints.menuImages,
    async (request) => ({ content_images: await cms.menuImages(db(), request.params.menuId) }),
    cached('cms_menu_content_image'),
  );
  serve(
    app,
    endpoints.menuBlocksAndImages,
    (request) => cms.menuBlocksAndImages(db(), request.params.menuId),
    cached('cms_menu_content', 'cms_menu_content_image'),
  );
}
