import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app.ts';
import { DatabaseInUseError, markDatabaseInUse, takeDatabaseForRestore } from './database-in-use.ts';

// PostgreSQL only (the test script leaves it out of the PGlite run): there, servers and a restore share a database
// through advisory locks; the embedded database's folder lock is tested with the data folder.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('a restore refuses a PostgreSQL database a server is using, and a server does not start during a restore', async () => {
  const url = database.url as string;
  const server = await markDatabaseInUse(url);
  const replica = await markDatabaseInUse(url);
  await expect(takeDatabaseForRestore(url)).rejects.toThrow(DatabaseInUseError);
  await expect(takeDatabaseForRestore(url)).rejects.toThrow(/A Sahay server is using this database/);
  await server.release();
  await replica.release();
  const restore = await takeDatabaseForRestore(url);
  await expect(markDatabaseInUse(url)).rejects.toThrow(/A restore is running on this database/);
  await restore.release();
});
