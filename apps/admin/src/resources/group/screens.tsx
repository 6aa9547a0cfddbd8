import { group } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { ChartCreate, ChartEdit } from './ChartForms.tsx';
import { ChartOfAccounts } from './ChartOfAccounts.tsx';

/** The groups' list is the chart of accounts as a tree; the forms are the generated ones, returning to it. */
export default {
  list: guarded(ChartOfAccounts, permissionFor(group, 'list')),
  create: guarded(() => <ChartCreate contract={group} />, permissionFor(group, 'create')),
  edit: guarded(() => <ChartEdit contract={group} />, permissionFor(group, 'update')),
} satisfies ResourceScreens;
