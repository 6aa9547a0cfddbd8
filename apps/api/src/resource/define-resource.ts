import type { Action, ResourceContract } from '@sahay/contracts';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { Caller } from '../plugins/auth.ts';
import type { RateLimit } from './effects.ts';

export type ResourceTable = PgTable & { id: PgColumn };
export type Row = Record<string, unknown>;

/** What a row scope may read besides the caller: the app's clock (records that appear at their time). */
export interface ScopeContext {
  now: Date;
}

/** Who writes, from where: the engine's writes take it from the route or the calling service. */
export interface Actor {
  caller?: Caller | null;
  /** The caller's network address (rate limits of public forms). */
  ip?: string;
}

export interface WriteContext extends Actor {
  tx: DbOrTx;
  mode: 'create' | 'update';
  /** The record before an update. */
  before?: Row;
  /** The signed-in user making the change, if any. */
  actor?: number;
  /** The app's clock at the write (the engine's writes always give it). */
  now?: Date;
  /** Counts an attempt of a public form within its limits (true: over the limit). */
  rateLimit: (attempt: Parameters<RateLimit>[1], limits: Parameters<RateLimit>[2]) => Promise<boolean>;
}

/** What an entity does beyond storing its fields, all inside the write's transaction. */
export interface ResourceHooks {
  /** Turns validated input into the values to store (hash a password, check a rule across fields). */
  prepare?(input: Row, context: WriteContext): Promise<Row> | Row;
  /** After the row is written: related rows (a role's permissions), side effects. */
  afterWrite?(record: Row, input: Row, context: WriteContext): Promise<void>;
  /**
   * Before a record is deleted, in its transaction, once its guard let it go: removes what it brought with it (a
   * member's user and ledger). `actor`: the signed-in user deleting it, if any.
   */
  beforeDelete?(tx: DbOrTx, record: Row, actor?: number): Promise<void>;
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
  /**
   * Row scope: a condition from the caller that every read, update and delete of the resource
   * also applies (a member sees only their own rows). Undefined: every row.
   */
  scope?: (caller: Caller | null | undefined, context: ScopeContext) => SQL | undefined;
  /**
   * The next moment at which what visitors see of this resource changes without a write (a scheduled post going
   * live), or undefined: caches of it are emptied then (the engine asks after every change of the resource).
   */
  changesAt?: (db: DbOrTx, now: Date) => Promise<Date | undefined>;
  /**
   * List filters beyond the record's own fields, by query parameter: a text the module turns into a
   * condition (a ticket whose thread holds it). Lists and searches take them like the exact filters.
   */
  textFilters?: Record<string, (text: string) => SQL>;
  /**
   * A column whose counts per value the database keeps (its `keep_count_rows` triggers, kept-counts.ts):
   * a list filtered by that column alone (`?status=confirmed`) counts its rows from them.
   */
  countedBy?: string;
  /** Actions whose routes the module serves itself (the contract's own answer shapes); their permissions stay derived. */
  ownRoutes?: readonly Action[];
  /** A sentence saying why a record may not be deleted, or undefined when it may. */
  deleteGuard?: (tx: DbOrTx, record: Row) => Promise<string | undefined> | string | undefined;
  /**
   * A document with lines: the input field `field` (declared with `lines()`) holds them, stored in `table`,
   * whose `parent` column points at the record. Lines are answered with the record, ordered by id.
   */
  lines?: { field: string; table: ResourceTable; parent: PgColumn };
  /** The record gets a number on create, in this field: prefix + YYYYMMDD + `00` + the prefix's daily sequence. */
  number?: { field: string; prefix: string };
  /**
   * Writes the rows derived from a document (the account log, stock movements) in its transaction:
   * `post` after it is created or changed, `undo` before it is changed or deleted.
   */
  posting?: {
    /** Refuses the lines as they will be stored (each merged with what it had), before anything is written. */
    check?(lines: Row[]): void;
    post(tx: DbOrTx, document: PostedDocument, context: WriteContext): Promise<void>;
    /** `post` for many new documents at once (a bulk write's), by the same rules, in a few statements. */
    postMany?(tx: DbOrTx, documents: PostedDocument[], context: WriteContext): Promise<void>;
    /** `actor`: who changes or deletes the document (the books' lock dates depend on it). */
    undo(tx: DbOrTx, document: PostedDocument, actor?: Actor): Promise<void>;
  };
}

/** A document as its posting hook sees it: the record and its lines. */
export interface PostedDocument {
  record: Row;
  lines: Row[];
}

export function defineResource<T extends ResourceDefinition>(definition: T): T {
  return definition;
}
