import type { ResourceContract } from '@sahay/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type ResourceTable = PgTable & { id: PgColumn };

/**
 * One entity, declared once: its contract (shared with web and admin) and its table.
 * Routes, validation, OpenAPI, permission names and response shapes are derived from it.
 */
export interface ResourceDefinition {
  contract: ResourceContract;
  table: ResourceTable;
}

export function defineResource<T extends ResourceDefinition>(definition: T): T {
  return definition;
}
