import { bankStatement } from '@sahay/contracts';
import { TopToolbar } from 'react-admin';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { ListExportButton } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { ImportStatementButton } from './ImportStatement.tsx';
import { ReconcileStatement } from './ReconcileStatement.tsx';
import { ReconciliationReportPanel } from './ReconciliationReport.tsx';
import { statementColumns } from './statementColumns.ts';

/** The statements imported, newest first (a row opens its reconciliation), the import, and the report. */
function BankStatementList() {
  return (
    <>
      <ColumnsList
        columns={statementColumns}
        resource={bankStatement.name}
        actions={
          <TopToolbar>
            <ImportStatementButton />
            <ListExportButton />
          </TopToolbar>
        }
        // React-admin's page of ten, which this list has always had (the other lists show 25).
        perPage={10}
        rowClick="show"
        bulkActionButtons={false}
      />
      <ReconciliationReportPanel />
    </>
  );
}

export default {
  list: guarded(BankStatementList, permissionFor(bankStatement, 'list')),
  show: guarded(ReconcileStatement, permissionFor(bankStatement, 'get')),
} satisfies ResourceScreens;
