import { bankStatement } from '@sahay/contracts';
import { Datagrid, List, TopToolbar } from 'react-admin';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { columnFields, useColumnsExporter } from '../../generic/columnFields.tsx';
import { ListError, ListExportButton } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { ImportStatementButton } from './ImportStatement.tsx';
import { ReconcileStatement } from './ReconcileStatement.tsx';
import { ReconciliationReportPanel } from './ReconciliationReport.tsx';
import { statementColumns } from './statementColumns.ts';

/** The statements imported, newest first (a row opens its reconciliation), the import, and the report. */
function BankStatementList() {
  return (
    <>
      <List
        resource={bankStatement.name}
        actions={
          <TopToolbar>
            <ImportStatementButton />
            <ListExportButton />
          </TopToolbar>
        }
        exporter={useColumnsExporter(statementColumns)}
        error={<ListError />}
        // The import is in the toolbar: it stays there before the first statement too.
        empty={false}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {columnFields(statementColumns)}
        </Datagrid>
      </List>
      <ReconciliationReportPanel />
    </>
  );
}

export default {
  list: guarded(BankStatementList, permissionFor(bankStatement, 'list')),
  show: guarded(ReconcileStatement, permissionFor(bankStatement, 'get')),
} satisfies ResourceScreens;
