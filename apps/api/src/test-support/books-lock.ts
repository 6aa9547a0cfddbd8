import type { FastifyInstance } from 'fastify';
import { asCaller } from './test-app.ts';

/** Today, as the books date what is posted without a date. */
export const bookDay = () => new Date().toISOString().slice(0, 10);

/**
 * Runs `work` with the books locked up to `date` (today by default: everything posted today is refused), and
 * opens them again after, whatever `work` did. Set and cleared through the API, as an adviser does.
 */
export async function whileBooksLocked<T>(app: Pick<FastifyInstance, 'inject'>, work: (lockDate: string) => Promise<T>, date = bookDay()) {
  const headers = asCaller('accounting_lock.update', 'accounting.lock');
  const url = '/accounting_lock/api/v1/accounting_lock/';
  const set = async (lock_date: string | null) => {
    const res = await app.inject({ method: 'PUT', url, payload: { lock_date }, headers });
    if (res.statusCode !== 200) throw new Error(`Setting the lock date answered ${res.statusCode}: ${res.body}`);
  };
  await set(date);
  try {
    return await work(date);
  } finally {
    await set(null);
  }
}
