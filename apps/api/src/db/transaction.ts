import type { DbOrTx, Tx } from './client.ts';

/** An effect of a committed change; it reads, if it must, through the handle it is given (the transaction is over). */
type Effect = (db: DbOrTx) => Promise<void> | void;

/** A last write of a transaction, given its outermost handle. */
type FinalWork = (tx: DbOrTx) => Promise<void>;

interface Pending {
  /** The handle the outermost transaction was opened on. */
  root: DbOrTx;
  effects: Effect[];
  /** The work to run once the outermost transaction's own work is done, by key (each key once). */
  final: Map<string, FinalWork>;
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
  const waiting: Pending = { root: db, effects: [], final: new Map() };
  const result = await db.transaction(async (tx) => {
    pending.set(tx, waiting);
    const answer = await work(tx);
    // Final work may ask for more: each runs on what the transaction has written by then.
    for (let next = first(waiting.final); next; next = first(waiting.final)) {
      waiting.final.delete(next[0]);
      await next[1](tx);
    }
    return answer;
  });
  for (const effect of waiting.effects) await effect(db);
  return result;
}

const first = <K, V>(map: Map<K, V>) => map.entries().next().value;

/**
 * Runs `work` at the end of the outermost transaction `tx` belongs to, before it commits (at once when `tx` is no
 * transaction of ours), once per `key` however often it is asked: a record derived from several writes of one
 * transaction (a page's version after its blocks changed) is written once, from what they all left. Asked again,
 * the key's latest work is the one that runs.
 */
export async function beforeCommit(tx: DbOrTx, key: string, work: FinalWork) {
  const waiting = pending.get(tx);
  if (!waiting) return work(tx);
  waiting.final.delete(key);
  waiting.final.set(key, work);
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
