import { cmsEndpoints as endpoints, menuPath, pageEditorialEndpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { serveEditorialRoutes } from '../publishing/index.ts';
import * as cms from './cms.service.ts';

/**
 * The public reads of the site's menu, page blocks and images (spec section 7), as declared in the contracts,
 * served from the cache: only the entries visitors see now (the editorial workflow's), and their blocks and
 * images. And the workflow's routes of pages: versions, restore, a preview link to the entry's page.
 */
export default async function cmsRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  // Blocks and images follow their entry's status too: its change empties their kept answers.
  const cached = (...tags: string[]) => ({ cache: () => ['cms_menu', ...tags] });

  serveEditorialRoutes(app, pageEditorialEndpoints, 'cms_menu', (entry) => menuPath({ id: entry.id, name: String(entry.name) }));
  serve(app, endpoints.siteMenu, async () => ({ menus: await cms.nestedMenus(db(), app.clock()) }), cached());
  serve(
    app,
    endpoints.menuBlocks,
    async (request) => ({ menu_contents: await cms.menuContents(db(), request.params.menuId, app.clock()) }),
    cached('cms_menu_content'),
  );
  serve(
    app,
    endpoints.menuImageLists,
    async (request) => ({ content_images: await cms.menuImageLists(db(), request.params.menuId, app.clock()) }),
    cached('cms_menu_content_image'),
  );
  serve(
    app,
    endpoints.menuImages,
    async (request) => ({ content_images: await cms.menuImages(db(), request.params.menuId, app.clock()) }),
    cached('cms_menu_content_image'),
  );
  serve(
    app,
    endpoints.menuBlocksAndImages,
    (request) => cms.menuBlocksAndImages(db(), request.params.menuId, app.clock()),
    cached('cms_menu_content', 'cms_menu_content_image'),
  );
}
