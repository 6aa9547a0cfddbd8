import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { fromPaisa, paisaOf } from '../money.ts';
import { useDigits, useMoney } from '../useMoney.ts';
import { cashBankTotals } from './accountReports.ts';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportHeading, ReportState } from './ReportFrame.tsx';
import { amountCell, fromTotal, TotalCell, TotalsFooter } from './ReportTable.tsx';
import { useBalance } from './useBalance.ts';

/**
 * What came into (debits) and went out of (credits) Cash and the bank ledgers over a period, the net
 * movement of each, and both together.
 */
export function CashBankTotals() {
  const translate = useTranslate();
  const money = useMoney();
  const balance = useBalance();
  const digits = useDigits();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const totals = useQuery({
    queryKey: ['sahay', 'cash-bank-totals', from, to],
    queryFn: () => cashBankTotals(from, to),
    placeholderData: keepPreviousData,
  });
  const title = translate('sahay.account_reports.cash_bank_totals');
  const data = totals.data;
  const rows = data
    ? [
        { label: translate('sahay.account_reports.type_cash'), debit: data.cash_dr_total, credit: data.cash_cr_total },
        { label: translate('sahay.account_reports.type_bank'), debit: data.bank_dr_total, credit: data.bank_cr_total },
      ]
    : [];
  const net = (debit: string, credit: string) => fromPaisa((paisaOf(debit) ?? 0n) - (paisaOf(credit) ?? 0n));
  const totalDebit = fromTotal(rows.map((r) => r.debit));
  const totalCredit = fromTotal(rows.map((r) => r.credit));

  const exportTable = (): ExportTable => ({
    title,
    subtitle: translate('sahay.reports.period', { from, to }),
    columns: [
      { label: translate('sahay.reports.particulars') },
      { label: translate('sahay.account_reports.received'), money: true },
      { label: translate('sahay.account_reports.paid'), money: true },
      { label: translate('sahay.account_reports.net'), money: true },
    ],
    rows: rows.map((r) => [r.label, r.debit, r.credit, net(r.debit, r.credit)]),
    footer: [[translate('sahay.reports.totals'), totalDebit, totalCredit, net(totalDebit, totalCredit)]],
  });

  return (
    <ReportFrame
      title="sahay.account_reports.cash_bank_totals"
      form={<PeriodForm values={{ from, to }} onSubmit={(values) => setSearch({ from: String(values.from), to: String(values.to) })} />}
    >
      <ReportState isPending={totals.isPending} error={totals.error} />
      {data ? (
        <>
          <ReportHeading text={translate('sahay.reports.period', { from: digits(from), to: digits(to) })} table={exportTable} />
          <TableContainer>
            <Table size="small" aria-label={title} sx={{ maxWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sahay.reports.particulars')}</TableCell>
                  <TableCell align="right">{translate('sahay.account_reports.received')}</TableCell>
                  <TableCell align="right">{translate('sahay.account_reports.paid')}</TableCell>
                  <TableCell align="right">{translate('sahay.account_reports.net')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell {...amountCell}>{money(row.debit)}</TableCell>
                    <TableCell {...amountCell}>{money(row.credit)}</TableCell>
                    <TableCell {...amountCell}>{balance(net(row.debit, row.credit))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TotalsFooter label={translate('sahay.reports.totals')}>
                <TotalCell>{money(totalDebit)}</TotalCell>
                <TotalCell>{money(totalCredit)}</TotalCell>
                <TotalCell>{balance(net(totalDebit, totalCredit))}</TotalCell>
              </TotalsFooter>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </ReportFrame>
  );
}
