import { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { withDefault } from './field-meta.ts';
import { choice, dateTime, id } from './fields.ts';
import { aOrAn, basePath, permissionName, type ResourceContract } from './resource.ts';
import { errorAnswers, writeErrorAnswers } from './responses.ts';

/**
 * The editorial workflow shared by the site's content (posts, pages, events, projects): a record is a draft,
 * scheduled for a moment, or published. Visitors see it only once it is published or its moment has come.
 */
export const publicationStatuses = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/** The two fields an entity under the workflow adds to its input: spread them into its `z.object`. */
export const editorialFields = {
  status: withDefault(choice(publicationStatuses, 'Choose draft, scheduled or published.'), 'draft'),
  /** When a scheduled record goes live (required then); a published one may carry the moment it went live. */
  publish_at: dateTime().nullable().optional(),
};

/** Setting a record published or scheduled (or changing one that is): the Publisher's and the Administrator's. */
export const publishPermission = { name: 'content.publish', module: 'cms' } as const;

/** One kept version of a record: what was saved, by whom, when. */
export const contentVersion = z.object({
  id: z.number(),
  entity: z.string(),
  entity_id: z.number(),
  record: z.record(z.string(), z.unknown()),
  saved_by: z.number().nullable(),
  saved_by_name: z.string().nullable(),
  saved_at: z.string(),
});
export type ContentVersion = z.output<typeof contentVersion>;

/** A link that shows a draft on the public site until it expires. */
export const previewLink = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.output<typeof previewLink>;

/** How long a preview link works. */
export const previewMinutes = 60;

/**
 * The workflow's routes of one entity, under its own path: its versions, restoring one, and a preview link.
 * Each entity under the workflow declares its group with this (`editorialEndpoints(blogPost)`).
 */
export function editorialEndpoints<C extends Pick<ResourceContract, 'name' | 'input' | 'label'>>(contract: C) {
  const base = basePath(contract);
  const tags = [contract.name];
  const label = contract.label.toLowerCase();
  return {
    versions: defineEndpoint({
      method: 'GET',
      path: `${base}versions/:id`,
      access: { permission: permissionName(contract.name, 'get') },
      tags,
      summary: `Every kept version of ${aOrAn(label)}, newest first`,
      params: z.object({ id: id() }),
      responses: { 200: z.object({ versions: z.array(contentVersion) }), ...errorAnswers },
    }),
    restoreVersion: defineEndpoint({
      method: 'POST',
      path: `${base}restore_version/:id/:version`,
      access: { permission: permissionName(contract.name, 'update') },
      tags,
      summary: `Restore ${aOrAn(label)} exactly as one of its versions was saved (itself saved as a new version)`,
      params: z.object({ id: id(), version: id() }),
      responses: { 200: recordOf(contract), ...writeErrorAnswers },
    }),
    previewLink: defineEndpoint({
      method: 'POST',
      path: `${base}preview_link/:id`,
      access: { permission: permissionName(contract.name, 'update') },
      tags,
      summary: `A link that shows ${aOrAn(label)} on the public site as it is saved now, draft or not, for ${previewMinutes} minutes`,
      params: z.object({ id: id() }),
      responses: { 200: previewLink, ...errorAnswers },
    }),
  };
}
