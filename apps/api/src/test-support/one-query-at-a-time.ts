// Set up before every API test file: fails the file if it made pg send a query to a connection that was still
// running another. A transaction holds one connection; pg 8 only warns (once per process) and queues the query,
// pg 9 will refuse it. Code handed a `DbOrTx` runs its queries with `inTurn` instead of `Promise.all`.
import { afterAll, beforeAll, expect } from 'vitest';

const state = globalThis as typeof globalThis & { overlappingQueries?: string[] };
if (!state.overlappingQueries) {
  const seen: string[] = [];
  state.overlappingQueries = seen;
  process.on('warning', (warning) => {
    if (/already executing a query/.test(warning.message)) seen.push(warning.stack ?? warning.message);
  });
}
const overlapping = state.overlappingQueries;

beforeAll(() => {
  overlapping.length = 0;
});

afterAll(async () => {
  // Node emits a warning on the next tick: let the last one arrive.
  await new Promise((resolve) => setImmediate(resolve));
  expect(overlapping, 'a query was sent to a connection still running another').toEqual([]);
});
