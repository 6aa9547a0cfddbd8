import {
  actionPaths,
  basePath,
  cause,
  contentImages,
  detail,
  errorAnswers,
  fileFields,
  id,
  menuContents,
  writeErrorAnswers,
} from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../resource/define-resource.ts';
import { inputSchemas, rowSchema } from '../../resource/schemas.ts';
import { causeResource } from './causes.resources.ts';
import { causeContents, causeImages, createCause, deleteCause, updateCause } from './causes.service.ts';

const causeParams = z.object({ causeId: id() });
const keyParams = z.object({ id: id() });

/**
 * Causes' own routes: create, change and delete (each posting to the books in its transaction), and the
 * public reads of a cause's blocks and images at the contract's paths, served from the cache. A gift to a
 * cause is a donation: the donations module serves `cause_donation/create/`.
 */
export default async function causesRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const base = basePath(cause);
  const row = rowSchema(causeResource);
  const input = inputSchemas(causeResource);
  const files = fileFields(cause);
  const security = [{ bearer: [] }];

  for (const path of actionPaths(cause, 'create'))
    app.post(
      `${base}${path}`,
      {
        config: { permission: 'cause.create', files },
        schema: {
          tags: ['cause'],
          summary:
            'Create a cause: opens its ledger (Sundry Debtors) and posts its sales voucher (its ledger debited with the goal, Company Sales credited)',
          security,
          body: input.create,
          response: { 201: row, ...writeErrorAnswers },
        },
      },
      async (request, reply) => reply.code(201).send((await createCause(app, db(), request.body as Row, request.caller)) as never),
    );

  const update = {
    config: { permission: 'cause.update', files },
    schema: {
      tags: ['cause'],
      summary: 'Change a cause; a new goal changes its sales voucher',
      security,
      params: keyParams,
      body: input.update,
      response: { 200: row, ...writeErrorAnswers },
    },
  };
  for (const path of actionPaths(cause, 'update')) {
    app.put(
      `${base}${path}`,
      update,
      async (request) => (await updateCause(app, db(), request.params.id, request.body as Row, request.caller)) as never,
    );
    app.patch(
      `${base}${path}`,
      update,
      async (request) => (await updateCause(app, db(), request.params.id, request.body as Row, request.caller)) as never,
    );
  }

  for (const path of actionPaths(cause, 'delete'))
    app.delete(
      `${base}${path}`,
      {
        config: { permission: 'cause.delete' },
        schema: {
          tags: ['cause'],
          summary: 'Delete a cause with its sales voucher and ledger; refused (409) once it has received gifts',
          security,
          params: keyParams,
          response: { 200: detail, ...writeErrorAnswers },
        },
      },
      async (request) => {
        await deleteCause(app, db(), request.params.id, request.caller);
        return { detail: `Cause id - ${request.params.id} is deleted successfully` };
      },
    );

  const config = { public: true };
  app.get(
    '/cause_content/api/v1/get_all_cause_content_by_cause_id/:causeId',
    {
      config,
      schema: {
        tags: ['cause_content'],
        summary: "A cause's content blocks, keyed by name (under the contract's key `cms_menu_contents`)",
        params: causeParams,
        response: { 200: z.object({ cms_menu_contents: menuContents.shape.menu_contents }), ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cause_content'], async () => ({
        cms_menu_contents: await causeContents(db(), request.params.causeId),
      })),
  );

  app.get(
    '/cause_content_image/api/v1/get_all_cause_content_image_by_cause_id/:causeId',
    {
      config,
      schema: {
        tags: ['cause_content_image'],
        summary: "A cause's images by group; a group of one is a path",
        params: causeParams,
        response: { 200: contentImages, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cause_content_image'], async () => ({
        content_images: await causeImages(db(), request.params.causeId),
      })),
  );

  app.get(
    `${base}get_all_content_and_image_by_cause_id/:causeId`,
    {
      config,
      schema: {
        tags: ['cause'],
        summary: "A cause's blocks and images in one answer",
        params: causeParams,
        response: { 200: z.object({ cause_contents: menuContents.shape.menu_contents, ...contentImages.shape }), ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['cause_content', 'cause_content_image'], async () => ({
        cause_contents: await causeContents(db(), request.params.causeId),
        content_images: await causeImages(db(), request.params.causeId),
      })),
  );
}
