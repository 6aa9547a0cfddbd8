import type { Database } from './client.ts';

const everySixHours = 6 * 60 * 60 * 1000;

/**
 * The embedded database (PGlite) runs no autovacuum: without a vacuum, dead rows pile up and an index
 * alone can never answer a query (a deep page of a big list reads the table). Vacuums and analyses it
 * now and every six hours; a PostgreSQL server does this itself. Answers the function that stops it.
 */
export function vacuumEmbedded(database: Database, onError: (error: Error) => void, every = everySixHours) {
  if (database.kind !== 'pglite') return () => {};
  const vacuum = () => database.query('vacuum (analyze)').catch(onError);
  const timer = setInterval(vacuum, every);
  timer.unref();
  void vacuum();
  return () => clearInterval(timer);
}
