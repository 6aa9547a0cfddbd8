import AccountBalance from '@mui/icons-material/AccountBalance';
import { bankStatement } from '@sahay/contracts';
import { Datagrid, FunctionField, List, ReferenceField, TextField, TopToolbar } from 'react-admin';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { DateField, NumberField } from '../../generic/fields.tsx';
import { ListError } from '../../generic/views.tsx';
import { useMoney } from '../../useMoney.ts';
import { ImportStatementButton } from './ImportStatement.tsx';
import { ReconcileStatement } from './ReconcileStatement.tsx';
import { ReconciliationReportPanel } from './ReconciliationReport.tsx';

function ClosingBalance({ label }: { label: string }) {
  const money = useMoney();
  return <FunctionField label={label} textAlign="right" render={(r: { closing_balance?: string }) => money(r.closing_balance ?? null)} />;
}

/** The statements imported, newest first (a row opens its reconciliation), the import, and the report. */
function BankStatementList() {
  return (
    <>
      <List
        resource={bankStatement.name}
        actions={
          <TopToolbar>
            <ImportStatementButton />
          </TopToolbar>
        }
        error={<ListError />}
        // The import is in the toolbar: it stays there before the first statement too.
        empty={false}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="file_name" />
          <ReferenceField source="ledger" reference="ledger_account" link={false} />
          <DateField source="start_date" label="sahay.bank.from" />
          <DateField source="end_date" label="sahay.bank.to" />
          <NumberField source="line_count" label="sahay.bank.line_count" />
          <ClosingBalance label="sahay.bank.closing_balance" />
        </Datagrid>
      </List>
      <ReconciliationReportPanel />
    </>
  );
}

export default {
  list: guarded(BankStatementList, permissionFor(bankStatement, 'list')),
  show: guarded(ReconcileStatement, permissionFor(bankStatement, 'get')),
  icon: AccountBalance,
};
