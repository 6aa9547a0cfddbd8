import pg from 'pg';

/** The advisory lock every server holds shared on its PostgreSQL database, and a restore takes alone. */
const inUseLock = 0x5a4a4159;

export class DatabaseInUseError extends Error {}

/** A connection of its own holds the lock: advisory locks belong to a session, and end with it. */
async function lockOn(url: string, how: 'shared' | 'exclusive') {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const [row] = (
    await client.query<{ locked: boolean }>(
      how === 'shared' ? 'select pg_try_advisory_lock_shared($1) as locked' : 'select pg_try_advisory_lock($1) as locked',
      [inUseLock],
    )
  ).rows;
  if (!row.locked) {
    await client.end();
    return undefined;
  }
  return { release: () => client.end().catch(() => {}) };
}

/**
 * A server marks the PostgreSQL database as in use while it runs (several replicas can, side by side), so that a
 * restore refuses it; a server does not start while a restore runs.
 */
export async function markDatabaseInUse(url: string) {
  const lock = await lockOn(url, 'shared');
  if (!lock) throw new DatabaseInUseError('A restore is running on this database: start the server once it has finished.');
  return lock;
}

/** A restore has the database to itself, or is refused while any server uses it. */
export async function takeDatabaseForRestore(url: string) {
  const lock = await lockOn(url, 'exclusive');
  if (!lock)
    throw new DatabaseInUseError(
      'A Sahay server is using this database: stop every server on it (DATABASE_URL) before restoring. Nothing was restored.',
    );
  return lock;
}
