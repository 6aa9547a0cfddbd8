import { contentImageLists, contentImages, errorAnswers, id, menuContents, nestedMenus } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as cms from './cms.service.ts';

const menuParams = z.object({ menuId: id() });

/** The public reads of the site's menu, page blocks and images (spec section 7), served from the cache. */
export default async function cmsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const config = { public: true };

  app.get(
    '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu',
    { config, schema: { tags: ['cms_menu'], summary: 'The site menu as a tree', response: { 200: nestedMenus } } },
    (request, reply) => app.publicCache.serve(request, reply, ['cms_menu'], async () => ({ menus: await cms.nestedMenus(db()) })),
  );

  app.get(
    '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/:menuId',
    {
      config,
      schema: {
        tags: ['cms_menu_content'],
        summary: "A menu's content blocks, keyed by name",
        params: menuParams,
        response: { 200: menuContents, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cms_menu_content'], async () => ({
        menu_contents: await cms.menuContents(db(), request.params.menuId),
      })),
  );

  app.get(
    '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/:menuId',
    {
      config,
      schema: {
        tags: ['cms_menu_content_image'],
        summary: "A menu's images by group, each a list",
        params: menuParams,
        response: { 200: contentImageLists, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cms_menu_content_image'], async () => ({
        content_images: await cms.menuImageLists(db(), request.params.menuId),
      })),
  );

  app.get(
    '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/:menuId',
    {
      config,
      schema: {
        tags: ['cms_menu_content_image'],
        summary: "A menu's images by group; a group of one is a path",
        params: menuParams,
        response: { 200: contentImages, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cms_menu_content_image'], async () => ({
        content_images: await cms.menuImages(db(), request.params.menuId),
      })),
  );

  app.get(
    '/cms_menu/api/v1/cms_menu/get_all_menu_content_and_image_by_cms_menu_id/:menuId',
    {
      config,
      schema: {
        tags: ['cms_menu'],
        summary: "A menu's blocks and images in one answer",
        params: menuParams,
        response: { 200: menuContents.extend(contentImages.shape), ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cms_menu_content', 'cms_menu_content_image'], async () => ({
        menu_contents: await cms.menuContents(db(), request.params.menuId),
        content_images: await cms.menuImages(db(), request.params.menuId),
      })),
  );
}
