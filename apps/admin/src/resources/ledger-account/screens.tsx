import { ledgerAccount } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { ChartCreate, ChartEdit } from '../group/ChartForms.tsx';

/** Ledgers are listed as generated; created and changed from the chart of accounts, their forms return to it. */
export default {
  create: guarded(() => <ChartCreate contract={ledgerAccount} />, permissionFor(ledgerAccount, 'create')),
  edit: guarded(() => <ChartEdit contract={ledgerAccount} />, permissionFor(ledgerAccount, 'update')),
} satisfies ResourceScreens;
