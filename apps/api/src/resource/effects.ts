import type { DbOrTx } from '../db/client.ts';

type Row = Record<string, unknown>;

/** One entry of the audit trail, written in the transaction of the change it records. */
export interface AuditEntry {
  userId?: number;
  entity: string;
  entityId: number;
  action: 'create' | 'update' | 'delete';
  before?: Row;
  after?: Row;
}

/**
 * What every write does besides storing its rows, given to the engine by the app so that the engine
 * imports no domain module. The audit row is written inside the write's transaction (no change without
 * its trail); caches and files are told after it commits.
 */
export interface WriteEffects {
  audit(tx: DbOrTx, entry: AuditEntry): Promise<void>;
  /** The entity's rows changed: caches showing them empty (across processes on PostgreSQL). */
  changed(entity: string): void;
  /** A stored file no record points at any more. */
  removeFile(path: string): Promise<void>;
  /** The rate limit of public forms. */
  rateLimit: RateLimit;
  /** The next number of a document with this prefix, counted in the document's transaction. */
  nextNumber(tx: DbOrTx, prefix: string): Promise<string>;
}

/** How many attempts of a kind one account or one address may make within a window. */
export interface Limits {
  /** Most attempts for one account (email or username) within the window. */
  perAccount: number;
  /** Most attempts from one network address within the window. */
  perAddress: number;
  windowMinutes: number;
}

/** Counts one attempt of a public form; answers true, counting nothing, when the caller already reached a limit. */
export type RateLimit = (
  tx: DbOrTx,
  attempt: { kind: 'sign_in' | 'reset' | 'contact' | 'support' | 'support_reply' | 'donation'; identifier: string; ip: string },
  limits: Limits,
) => Promise<boolean>;
