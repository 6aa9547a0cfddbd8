import { z } from 'zod';
import { cause, causeContent, causeContentImage } from './causes.ts';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id } from './fields.ts';
import { recordInput } from './input-schemas.ts';
import { actionPaths, basePath, fileFields, permissionName } from './resource.ts';
import { contentImages, detail, errorAnswers, menuContents, writeErrorAnswers } from './responses.ts';

/**
 * Causes' routes beyond the engine's: create, change and delete, each posting to the books in its
 * transaction (multipart, with the cause's pictures), and the public reads of a cause's blocks and images at
 * the contract's paths. A gift to a cause is a donation: `cause_donation/create/` is declared with the donations'.
 */

const causes = basePath(cause);
/** Every path of an action of the cause, the contract's own first. */
const pathsOf = (action: 'create' | 'update' | 'delete') => {
  const [path, ...aliases] = actionPaths(cause, action).map((p) => `${causes}${p}`);
  return { path, aliases };
};
const keyParams = z.object({ id: id() });
const causeParams = z.object({ causeId: id() });
const input = recordInput(cause);

const createCause = defineEndpoint({
  method: 'POST',
  ...pathsOf('create'),
  access: { permission: permissionName(cause.name, 'create') },
  tags: ['cause'],
  summary:
    'Create a cause: opens its ledger (Sundry Debtors) and posts its sales voucher (its ledger debited with the goal, Company Sales credited)',
  body: input.create,
  files: fileFields(cause),
  responses: { 201: recordOf(cause), ...writeErrorAnswers },
});

const updateCause = defineEndpoint({
  method: ['PUT', 'PATCH'],
  ...pathsOf('update'),
  access: { permission: permissionName(cause.name, 'update') },
  tags: ['cause'],
  summary: 'Change a cause; a new goal changes its sales voucher',
  params: keyParams,
  body: input.update,
  files: fileFields(cause),
  responses: { 200: recordOf(cause), ...writeErrorAnswers },
});

const deleteCause = defineEndpoint({
  method: 'DELETE',
  ...pathsOf('delete'),
  access: { permission: permissionName(cause.name, 'delete') },
  tags: ['cause'],
  summary: 'Delete a cause with its sales voucher and ledger; refused (409) once it has received gifts',
  params: keyParams,
  responses: { 200: detail, ...writeErrorAnswers },
});

/** A cause's content blocks by name, under the contract's key `cms_menu_contents`. */
export const causeContentBlocks = z.object({ cms_menu_contents: menuContents.shape.menu_contents });
/** A cause's blocks and images in one answer. */
export const causeContentAndImages = z.object({ cause_contents: menuContents.shape.menu_contents, ...contentImages.shape });

const contentsOfCause = defineEndpoint({
  method: 'GET',
  path: `/${causeContent.name}/api/v1/get_all_cause_content_by_cause_id/:causeId`,
  access: { public: true },
  tags: ['cause_content'],
  summary: "A cause's content blocks, keyed by name (under the contract's key `cms_menu_contents`)",
  params: causeParams,
  responses: { 200: causeContentBlocks, ...errorAnswers },
});

const imagesOfCause = defineEndpoint({
  method: 'GET',
  path: `/${causeContentImage.name}/api/v1/get_all_cause_content_image_by_cause_id/:causeId`,
  access: { public: true },
  tags: ['cause_content_image'],
  summary: "A cause's images by group; a group of one is a path",
  params: causeParams,
  responses: { 200: contentImages, ...errorAnswers },
});

const contentAndImagesOfCause = defineEndpoint({
  method: 'GET',
  path: `${causes}get_all_content_and_image_by_cause_id/:causeId`,
  access: { public: true },
  tags: ['cause'],
  summary: "A cause's blocks and images in one answer",
  params: causeParams,
  responses: { 200: causeContentAndImages, ...errorAnswers },
});

export const causesEndpoints = {
  createCause,
  updateCause,
  deleteCause,
  contentsOfCause,
  imagesOfCause,
  contentAndImagesOfCause,
} as const;
