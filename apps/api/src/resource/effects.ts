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
  /** One entry, or the entries of a bulk write (written in a few statements). */
  audit(tx: DbOrTx, entry: AuditEntry | AuditEntry[]): Promise<void>;
  /** The entity's rows changed: caches showing them empty (across processes on PostgreSQL). */
  changed(entity: string): void;
  /** A stored file no record points at any more. */
  removeFile(path: string): Promise<void>;
  /** The rate limit of public forms. */
  rateLimit: RateLimit;
  /** The next `count` numbers of documents with this prefix, counted in the documents' transaction. */
  nextNumbers(tx: DbOrTx, prefix: string, count: number): Promise<string[]>;
  /** The app's clock (tests give their own); the current time when left out. */
  now?: () => Date;
}

/** How many attempts of a kind one account or one address may make within a window. */
export interface Limits {
  /** Most attempts for one account (email or username) within the window. */
  perAccount: number;
  /** Most attempts from one network address within the window. */
  perAddress: number;
  windowMinutes: number;
}

/** The visitor forms behind the spam guard (modules/visitor-forms), each counted on its own. */
export type VisitorFormKind = 'volunteer' | 'newsletter' | 'blog_comment' | 'event_registration' | 'team_contact' | 'event_contact';

/** What is counted against a limit: sign-ins, resets and every public form. */
export type AttemptKind = 'sign_in' | 'two_factor' | 'reset' | 'contact' | 'support' | 'support_reply' | 'donation' | VisitorFormKind;

/** Counts one attempt of a public form; answers true, counting nothing, when the caller already reached a limit. */
export type RateLimit = (tx: DbOrTx, attempt: { kind: AttemptKind; identifier: string; ip: string }, limits: Limits) => Promise<boolean>;
