import { bankStatement } from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { defineModule } from '../manifest.ts';
import bankingRoutes from './banking.routes.ts';
import { bankStatements } from './banking.tables.ts';

/**
 * Bank reconciliation: statements imported for a Bank or Cash ledger (listed, read and deleted by the engine;
 * imported by their own route), their lines matched to the books, and the reconciliation report.
 */
export default defineModule({
  name: 'banking',
  resources: [defineResource({ contract: bankStatement, table: bankStatements })],
  routes: [bankingRoutes],
});
