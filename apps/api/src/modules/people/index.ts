import type { DbOrTx } from '../../db/client.ts';
import { defineModule } from '../manifest.ts';
import { peopleResources } from './people.resources.ts';
import { employees } from './people.tables.ts';

export type NewEmployee = typeof employees.$inferInsert;

/** Adds employees as they come (the demo's staff); the back office adds them through the engine. */
export async function addEmployees(tx: DbOrTx, rows: NewEmployee[]) {
  await tx.insert(employees).values(rows);
}

/** Employees: the team page shows their visible fields. */
export default defineModule({ name: 'people', resources: peopleResources });
