import { z } from 'zod';
import { cmsMenu, contactMessage } from './cms.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id } from './fields.ts';
import { editorialEndpoints } from './publishing.ts';
import { actionPaths, basePath } from './resource.ts';
import { contentImageLists, contentImages, errorAnswers, menuContents, nestedMenus, uploadAnswer, writeErrorAnswers } from './responses.ts';

/**
 * The site content's routes beyond the engine's: the public reads of the site's menu, page blocks and images
 * (served from the cache), the contact form (each message opens a ticket) and the back office's one upload.
 */

const menuParams = z.object({ menuId: id() });

const siteMenu = defineEndpoint({
  method: 'GET',
  path: `${basePath(cmsMenu)}get_all_nested_cms_menu`,
  access: { public: true },
  tags: ['cms_menu'],
  summary: 'The site menu as a tree',
  responses: { 200: nestedMenus },
});

const menuBlocks = defineEndpoint({
  method: 'GET',
  path: '/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/:menuId',
  access: { public: true },
  tags: ['cms_menu_content'],
  summary: "A menu's content blocks, keyed by name",
  params: menuParams,
  responses: { 200: menuContents, ...errorAnswers },
});

const menuImageLists = defineEndpoint({
  method: 'GET',
  path: '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/:menuId',
  access: { public: true },
  tags: ['cms_menu_content_image'],
  summary: "A menu's images by group, each a list",
  params: menuParams,
  responses: { 200: contentImageLists, ...errorAnswers },
});

const menuImages = defineEndpoint({
  method: 'GET',
  path: '/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/:menuId',
  access: { public: true },
  tags: ['cms_menu_content_image'],
  summary: "A menu's images by group; a group of one is a path",
  params: menuParams,
  responses: { 200: contentImages, ...errorAnswers },
});

const menuBlocksAndImages = defineEndpoint({
  method: 'GET',
  path: `${basePath(cmsMenu)}get_all_menu_content_and_image_by_cms_menu_id/:menuId`,
  access: { public: true },
  tags: ['cms_menu'],
  summary: "A menu's blocks and images in one answer",
  params: menuParams,
  responses: { 200: menuContents.extend(contentImages.shape), ...errorAnswers },
});

/** What a visitor sends from the contact page: the message's fields, as the engine's create takes them (an optional one may be null). */
export const contactForm = contactMessage.input.extend({ message: contactMessage.input.shape.message.nullable() });
export type ContactForm = z.infer<typeof contactForm>;

const [contactPath, ...contactAliases] = actionPaths(contactMessage, 'create').map((path) => basePath(contactMessage) + path);

const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: contactPath,
  aliases: contactAliases,
  access: { public: true, rateLimited: true },
  tags: [contactMessage.name],
  summary: 'Send a contact message (opens a ticket)',
  body: contactForm,
  responses: { 201: recordOf(contactMessage), ...writeErrorAnswers },
});

/** Uploading a file to put in a record's file field: an action of no single resource. */
export const uploadPermission = { name: 'media.upload', module: 'cms' } as const;

const upload = defineEndpoint({
  method: 'POST',
  path: '/media/api/v1/media/upload',
  access: { permission: uploadPermission.name },
  tags: ['media'],
  summary: 'Upload an image or a PDF (multipart field `file`)',
  files: { file: ['image', 'pdf'] },
  responses: { 201: uploadAnswer, ...writeErrorAnswers },
});

export const cmsEndpoints = {
  siteMenu,
  menuBlocks,
  menuImageLists,
  menuImages,
  menuBlocksAndImages,
  sendContactMessage,
  upload,
} as const;

/** The editorial workflow's routes of pages (the menu's entries): versions, restore, preview link. */
export const pageEditorialEndpoints = editorialEndpoints(cmsMenu);
