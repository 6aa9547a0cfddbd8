import type { ResourceContract } from '@sahay/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';

export type ResourceTable = PgTable & { id: PgColumn };
export type Row = Record<string, unknown>;

export interface WriteContext {
  tx: DbOrTx;
  mode: 'create' | 'update';
  /** The record before an update. */
  before?: Row;
  actor?: number;
  /** The caller's network address (rate limits of public forms). */
  ip?: string;
}

/** What an entity does beyond storing its fields, all inside the write's transaction. */
export interface ResourceHooks {
  /** Turns validated input into the values to store (hash a password, check a rule across fields). */
  prepare?(input: Row, context: WriteContext): Promise<Row> | Row;
  /** After the row is written: related rows (a role's permissions), side effects. */
  afterWrite?(record: Row, input: Row, context: WriteContext): Promise<void>;
  /** Adds related data to records as they are answered. */
  expand?(db: DbOrTx, records: Row[]): Promise<Row[]>;
}

/**
 * One entity, declared once: its contract (shared with web and admin) and its table.
 * Routes, validation, OpenAPI, permission names, audit and response shapes are derived from it.
 */
export interface ResourceDefinition {
  contract: ResourceContract;
  table: ResourceTable;
  /** Columns (API names) never answered nor written to the audit trail: password hashes and the like. */
  hidden?: readonly string[];
  /** Fields that `expand` adds to answers. */
  output?: Record<string, z.ZodType>;
  hooks?: ResourceHooks;
}

export function defineResource<T extends ResourceDefinition>(definition: T): T {
  return definition;
}
