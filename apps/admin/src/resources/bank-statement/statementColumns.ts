import type { ListColumn } from '../../generic/columns.ts';

/** What the statements list shows, and its export holds: the file, its ledger by name, its period, lines and closing balance. */
export const statementColumns: ListColumn[] = [
  { source: 'file_name', sortable: true },
  { source: 'ledger', kind: 'reference', reference: 'ledger_account', sortable: true },
  { source: 'start_date', label: 'sahay.bank.from', kind: 'date', sortable: true },
  { source: 'end_date', label: 'sahay.bank.to', kind: 'date', sortable: true },
  { source: 'line_count', label: 'sahay.bank.line_count', kind: 'number', sortable: true },
  { source: 'closing_balance', label: 'sahay.bank.closing_balance', kind: 'money' },
];
