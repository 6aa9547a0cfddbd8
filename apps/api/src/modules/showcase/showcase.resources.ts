import * as contracts from '@sahay/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { defineResource, type ResourceDefinition, type ResourceTable } from '../../resource/define-resource.ts';
import { seesDrafts } from '../publishing/index.ts';
import * as tables from './showcase.tables.ts';

/**
 * Visitors (and the site's own reads, which pass no caller) see only the active records; staff who read or edit the
 * entity see them all, so a hidden one can be found and shown again.
 */
function shownWhenActive<T extends ResourceDefinition & { table: ResourceTable & { active: PgColumn } }>(definition: T): T {
  const { contract, table } = definition;
  return {
    ...definition,
    scope: (caller, context) => {
      const own = definition.scope?.(caller, context);
      // Whoever sees the workflow's drafts of an entity (its readers and editors) sees its hidden records too.
      if (seesDrafts(contract.name, caller)) return own;
      return and(...[own, eq(table.active, true)].filter((c): c is SQL => c !== undefined));
    },
  };
}

export const serviceResource = defineResource(
  shownWhenActive({
    contract: contracts.service,
    table: tables.services,
    lines: { field: 'benefits', table: tables.serviceBenefits, parent: tables.serviceBenefits.document },
  }),
);

export const teamMemberResource = defineResource(
  shownWhenActive({
    contract: contracts.teamMember,
    table: tables.teamMembers,
    lines: { field: 'skills', table: tables.teamMemberSkills, parent: tables.teamMemberSkills.document },
  }),
);

export const testimonialResource = defineResource(shownWhenActive({ contract: contracts.testimonial, table: tables.testimonials }));

export const showcaseResources = [serviceResource, teamMemberResource, testimonialResource];
