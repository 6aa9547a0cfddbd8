import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { voucherKinds } from '@sahay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutocompleteInput, ReferenceInput, Link as RouterLink, required, SelectInput, useBasename, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LedgerReportRow } from '../dataProvider.ts';
import { fromPaisa, paisaOf, sumPaisa } from '../money.ts';
import { useDigits, useMoney } from '../useMoney.ts';
import { type AccountType, type LedgerTypeQuery, ledgerTypeStatement, ledgerTypeStatementRows } from './accountReports.ts';
import { ExportButtons } from './export/ExportButtons.tsx';
import type { ExportTable } from './export/table.ts';
import { useBalance } from './LedgerReport.tsx';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportState } from './ReportFrame.tsx';

export const amountCell = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
export const strongCell = { fontWeight: 600, color: 'text.primary' };
const sizes = [25, 50, 100];

/** The voucher a log row came from: its kind from the log type, or from its number for the id-journals. */
export function voucherKindOf(row: { reference_no: string; log_type: string }) {
  if (row.reference_no.startsWith('JOURNAL')) return 'idjournal';
  return Object.hasOwn(voucherKinds, row.log_type) ? row.log_type : undefined;
}

/** A voucher's number, linked to the voucher when its kind is known. */
export function VoucherLink({ kind, number }: { kind: string | undefined; number: string }) {
  const basename = useBasename();
  return kind ? (
    <Link component={RouterLink} to={`${basename}/${kind}/${encodeURIComponent(number)}/show`}>
      {number}
    </Link>
  ) : (
    number
  );
}

/** Paging of a report whose page and size live in the address. */
export function usePaging(search: URLSearchParams) {
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = sizes.includes(Number(search.get('size'))) ? Number(search.get('size')) : 25;
  return { page, size };
}

export function ReportPagination({
  count,
  page,
  totalPages,
  size,
  go,
}: {
  count: number;
  page: number;
  totalPages: number;
  size: number;
  go: (changes: Record<string, string>) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, Math.min(page, totalPages) - 1)}
      rowsPerPage={size}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => go({ page: String(next + 1) })}
      onRowsPerPageChange={(event) => go({ size: event.target.value, page: '1' })}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
}

const accountTypes: AccountType[] = ['Cash', 'Bank'];

/**
 * The account statement of Cash, or of the bank ledgers (those under Bank Accounts), optionally one bank
 * ledger or one sub-ledger: its opening balance, each posting with the other ledgers of its voucher and the
 * running balance, then the closing balance.
 */
export function CashBankStatement() {
  const translate = useTranslate();
  const money = useMoney();
  const balance = useBalance();
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
      columns: [
        { label: translate('sahay.reports.date') },
        { label: translate('sahay.reports.voucher') },
        { label: translate('sahay.reports.ledger_account') },
        { label: translate('sahay.vouchers.sub_ledger') },
        { label: translate('sahay.reports.details') },
        { label: translate('sahay.reports.other_ledgers') },
        { label: translate('sahay.reports.debit'), money: true },
        { label: translate('sahay.reports.credit'), money: true },
        { label: translate('sahay.reports.balance'), money: true },
      ],
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
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
            <Typography component="h2" variant="h6">
              {typeName} — {translate('sahay.reports.period', { from: digits(from), to: digits(to) })}
            </Typography>
            <ExportButtons table={exportTable} disabled={data.total_elements === 0} />
          </Box>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sahay.reports.date')}</TableCell>
                  <TableCell>{translate('sahay.reports.voucher')}</TableCell>
                  <TableCell>{translate('sahay.reports.ledger_account')}</TableCell>
                  <TableCell>{translate('sahay.vouchers.sub_ledger')}</TableCell>
                  <TableCell>{translate('sahay.reports.details')}</TableCell>
                  <TableCell>{translate('sahay.reports.other_ledgers')}</TableCell>
                  <TableCell align="right">{translate('sahay.reports.debit')}</TableCell>
                  <TableCell align="right">{translate('sahay.reports.credit')}</TableCell>
                  <TableCell align="right">{translate('sahay.reports.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.page === 1 ? (
                  <TableRow>
                    <TableCell component="th" scope="row" colSpan={8} sx={{ fontWeight: 600 }}>
                      {translate('sahay.reports.opening')}
                    </TableCell>
                    <TableCell {...amountCell}>{balance(data.previous_balance)}</TableCell>
                  </TableRow>
                ) : null}
                {data.account_logs.map((row: LedgerReportRow) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{digits(row.log_date)}</TableCell>
                    <TableCell>
                      <VoucherLink kind={voucherKindOf(row)} number={row.reference_no} />
                    </TableCell>
                    <TableCell>{row.ledger?.name ?? ''}</TableCell>
                    <TableCell>{row.sub_ledger?.name ?? ''}</TableCell>
                    <TableCell>{row.details ?? ''}</TableCell>
                    <TableCell>{row.related_ledgers.map((l) => l.name).join(', ')}</TableCell>
                    <TableCell {...amountCell}>{paisaOf(row.debit_amount) ? money(row.debit_amount) : ''}</TableCell>
                    <TableCell {...amountCell}>{paisaOf(row.credit_amount) ? money(row.credit_amount) : ''}</TableCell>
                    <TableCell {...amountCell}>{balance(row.balance)}</TableCell>
                  </TableRow>
                ))}
                {data.account_logs.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={9}>{translate('sahay.reports.no_rows')}</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={8} sx={strongCell}>
                    {translate('sahay.reports.closing')}
                  </TableCell>
                  <TableCell {...amountCell} sx={{ ...amountCell.sx, ...strongCell }}>
                    {balance(data.closing_balance)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
          <ReportPagination count={data.total_elements} page={page} totalPages={data.total_pages} size={size} go={go} />
        </>
      ) : null}
    </ReportFrame>
  );
}

/** The sum of API amounts, as an API amount ("1200.50"). */
export const fromTotal = (values: (string | null | undefined)[]) => fromPaisa(sumPaisa(values));
