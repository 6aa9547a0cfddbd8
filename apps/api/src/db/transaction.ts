import type { DbOrTx, Tx } from './client.ts';

/** An effect of a committed change; it reads, if it must, through the handle it is given (the transaction is over). */
type Effect = (db: DbOrTx) => Promise<void> | void;

interface Pending {
  /** The handle the outermost transaction was opened on. */
  root: DbOrTx;
  effects: Effect[];
}

/** The effects waiting for each open transaction's commit, shared by its nested ones. */
const pending = new WeakMap<object, Pending>();

/**
 * Runs `work` in a transaction (a savepoint inside one given as `db`). Effects registered with
 * `afterCommit` run once the outermost transaction has committed, never when it rolls back.
 */
export async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = pending.get(db);
  if (outer) {
    return db.transaction(async (tx) => {
      pending.set(tx, outer);
      return work(tx);
    });
  }
  const waiting: Pending = { root: db, effects: [] };
  const result = await db.transaction(async (tx) => {
    pending.set(tx, waiting);
    return work(tx);
  });
  for (const effect of waiting.effects) await effect(db);
  return result;
}

/** Runs `effect` after the transaction `tx` commits (at once when `tx` is no transaction of ours). */
export async function afterCommit(tx: DbOrTx, effect: Effect) {
  const waiting = pending.get(tx);
  if (waiting) waiting.effects.push(effect);
  else await effect(tx);
}

/**
 * Runs the queries one after another and answers their results in order, for code handed a `DbOrTx`: a
 * transaction holds one connection, which takes one query at a time (pg 8 warns when sent a second while one
 * runs, and pg 9 refuses it), so `Promise.all` over such a handle gains nothing and breaks with pg 9.
 */
export async function inTurn<T extends readonly (() => PromiseLike<unknown>)[]>(
  queries: [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
