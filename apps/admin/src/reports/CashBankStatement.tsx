import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutocompleteInput, ReferenceInput, required, SelectInput, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useDigits } from '../useMoney.ts';
import { type AccountType, type LedgerTypeQuery, ledgerTypeStatement, ledgerTypeStatementRows } from './accountReports.ts';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportHeading, ReportState } from './ReportFrame.tsx';
import { usePaging } from './ReportPagination.tsx';
import { fromTotal } from './ReportTable.tsx';
import { StatementTable, statementColumns } from './StatementTable.tsx';

const accountTypes: AccountType[] = ['Cash', 'Bank'];

/**
 * The account statement of Cash, or of the bank ledgers (those under Bank Accounts), optionally one bank
 * ledger or one sub-ledger: its opening balance, each posting with the other ledgers of its voucher and the
 * running balance, then the closing balance.
 */
export function CashBankStatement() {
  const translate = useTranslate();
  const digits = useDigits();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const type: AccountType = search.get('type') === 'Bank' ? 'Bank' : 'Cash';
  const ledger = search.get('ledger') ?? '';
  const subLedger = search.get('sub_ledger') ?? '';
  const { page, size } = usePaging(search);
  const query: LedgerTypeQuery = { account_type: type, ledger, sub_ledger: subLedger, date_after: from, date_before: to };
  const report = useQuery({
    queryKey: ['sahay', 'ledger-type-statement', query, page, size],
    queryFn: () => ledgerTypeStatement(query, page, size),
    placeholderData: keepPreviousData,
  });
  const go = (changes: Record<string, string>) =>
    setSearch({ type, ledger, sub_ledger: subLedger, from, to, page: String(page), size: String(size), ...changes });
  const typeName = translate(`sahay.account_reports.type_${type.toLowerCase()}`);
  const title = translate('sahay.account_reports.by_ledger_type');
  const subtitle = `${typeName} — ${translate('sahay.reports.period', { from, to })}`;

  const exportTable = async (): Promise<ExportTable> => {
    const rows = await ledgerTypeStatementRows(query);
    const opening = report.data?.previous_balance ?? '0.00';
    const closing = rows.at(-1)?.balance ?? opening;
    return {
      title,
      subtitle,
      columns: statementColumns(translate, [translate('sahay.reports.ledger_account'), translate('sahay.vouchers.sub_ledger')]),
      rows: [
        [null, null, null, null, translate('sahay.reports.opening'), null, null, null, opening],
        ...rows.map((r) => [
          r.log_date,
          r.reference_no,
          r.ledger?.name ?? null,
          r.sub_ledger?.name ?? null,
          r.details,
          r.related_ledgers.map((l) => l.name).join(', '),
          r.debit_amount,
          r.credit_amount,
          r.balance,
        ]),
      ],
      footer: [
        [
          translate('sahay.reports.closing'),
          null,
          null,
          null,
          null,
          null,
          fromTotal(rows.map((r) => r.debit_amount)),
          fromTotal(rows.map((r) => r.credit_amount)),
          closing,
        ],
      ],
    };
  };

  const data = report.data;
  return (
    <ReportFrame
      title="sahay.account_reports.by_ledger_type"
      form={
        <PeriodForm
          values={{
            type,
            ledger: ledger === '' ? null : Number(ledger),
            sub_ledger: subLedger === '' ? null : Number(subLedger),
            from,
            to,
          }}
          onSubmit={(values) =>
            go({
              type: String(values.type ?? 'Cash'),
              ledger: String(values.ledger ?? ''),
              sub_ledger: String(values.sub_ledger ?? ''),
              from: String(values.from),
              to: String(values.to),
              page: '1',
            })
          }
        >
          <SelectInput
            source="type"
            label="sahay.account_reports.account_type"
            choices={accountTypes.map((t) => ({ id: t, name: `sahay.account_reports.type_${t.toLowerCase()}` }))}
            validate={required()}
            sx={{ width: 160 }}
          />
          <ReferenceInput source="ledger" reference="ledger_account">
            <AutocompleteInput
              label="sahay.account_reports.one_ledger"
              optionText="name"
              filterToQuery={(q) => ({ q })}
              sx={{ width: 260 }}
            />
          </ReferenceInput>
          <ReferenceInput source="sub_ledger" reference="sub_ledger_account">
            <AutocompleteInput label="sahay.vouchers.sub_ledger" optionText="name" filterToQuery={(q) => ({ q })} sx={{ width: 220 }} />
          </ReferenceInput>
        </PeriodForm>
      }
    >
      <ReportState isPending={report.isPending} error={report.error} />
      {data ? (
        <>
          <ReportHeading
            text={`${typeName} — ${translate('sahay.reports.period', { from: digits(from), to: digits(to) })}`}
            table={exportTable}
            disabled={data.total_elements === 0}
          />
          <StatementTable
            name={title}
            data={data}
            columns={[
              { label: translate('sahay.reports.ledger_account'), cell: (row) => row.ledger?.name ?? '' },
              { label: translate('sahay.vouchers.sub_ledger'), cell: (row) => row.sub_ledger?.name ?? '' },
            ]}
            page={page}
            size={size}
            go={go}
          />
        </>
      ) : null}
    </ReportFrame>
  );
}
