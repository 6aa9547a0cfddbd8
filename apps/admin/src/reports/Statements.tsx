import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { BalanceSheet, FinancialStatementKind } from '@sahay/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { SahayDataProvider } from '../dataProvider.ts';
import { fromPaisa, paisaOf, sumPaisa } from '../money.ts';
import { useDigits, useMoney } from '../useMoney.ts';
import type { ExportTable } from './export/table.ts';
import { periodOf } from './period.ts';
import { PeriodForm, ReportFrame, ReportHeading, ReportState } from './ReportFrame.tsx';
import { amountCell, strongCell, TotalCell, TotalsFooter } from './ReportTable.tsx';

type Amount = string;

/** A statement of the period in the address (default: the last twelve months), with the form that changes it. */
function useStatement<K extends FinancialStatementKind>(kind: K) {
  const dataProvider = useDataProvider<SahayDataProvider>();
  const [search, setSearch] = useSearchParams();
  const { from, to } = periodOf(search);
  const query = useQuery({
    queryKey: ['sahay', 'statement', kind, from, to],
    queryFn: () => dataProvider.statement(kind, from, to),
    placeholderData: keepPreviousData,
  });
  const form = <PeriodForm values={{ from, to }} onSubmit={(values) => setSearch({ from: String(values.from), to: String(values.to) })} />;
  return { ...query, form, from, to };
}

/** Two sides written next to each other, row by row, for a table on paper (the shorter side padded). */
function sideBySide(left: { label: string; amount?: Amount }[], right: { label: string; amount?: Amount }[]) {
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [
    left[i]?.label ?? null,
    left[i]?.amount ?? null,
    right[i]?.label ?? null,
    right[i]?.amount ?? null,
  ]);
}

/**
 * A statement's page: the period, its export buttons and its tables. `table` gives the statement's columns
 * and rows for export (the screen's own numbers, totals as footer rows); the title and period are added here.
 */
function StatementPage({
  title,
  statement,
  table,
  children,
}: {
  title: string;
  statement: ReturnType<typeof useStatement>;
  table: () => Pick<ExportTable, 'columns' | 'rows' | 'footer'>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const digits = useDigits();
  return (
    <ReportFrame title={title} form={statement.form}>
      <ReportState isPending={statement.isPending} error={statement.error} />
      {statement.data ? (
        <>
          <ReportHeading
            text={translate('sahay.reports.period', { from: digits(statement.from), to: digits(statement.to) })}
            table={() => ({
              title: translate(title),
              subtitle: translate('sahay.reports.period', { from: statement.from, to: statement.to }),
              ...table(),
            })}
          />
          {children}
        </>
      ) : null}
    </ReportFrame>
  );
}

const sections = [
  { key: 'assets', debitNature: true },
  { key: 'liabilities', debitNature: false },
  { key: 'expenses', debitNature: true },
  { key: 'incomes', debitNature: false },
] as const;

/**
 * The trial balance: each primary group, its groups and their ledgers, every amount in the debit or
 * the credit column as its balance falls, and the two totals, which agree.
 */
export function TrialBalanceReport() {
  const translate = useTranslate();
  const money = useMoney();
  const statement = useStatement('trial_balance');
  const tb = statement.data?.trial_balance;
  /** An amount as the section reads it (assets and expenses debits first), in its column. */
  const columns = (amount: Amount, debitNature: boolean) => {
    const paisa = paisaOf(amount) ?? 0n;
    const debit = debitNature ? paisa >= 0n : paisa < 0n;
    const shown = money(paisa < 0n ? -paisa : paisa);
    return [debit ? shown : '', debit ? '' : shown] as const;
  };
  /** The same as decimal strings for export: the amount without its sign, in its column. */
  const exportColumns = (amount: Amount | undefined, debitNature: boolean) => {
    const paisa = paisaOf(amount ?? '0') ?? 0n;
    const debit = debitNature ? paisa >= 0n : paisa < 0n;
    const shown = fromPaisa(paisa < 0n ? -paisa : paisa);
    return [debit ? shown : null, debit ? null : shown];
  };
  /** Sections, their groups and ledgers, indented as on the screen; the two totals as the footer. */
  const exportTable = () => {
    const rows: (string | null)[][] = [];
    for (const { key, debitNature } of sections) {
      const section = (tb?.[key] ?? {}) as Record<string, Record<string, Amount> | Amount>;
      rows.push([translate(`sahay.reports.${key}`), ...exportColumns(String(section[`${key}_total`] ?? '0'), debitNature)]);
      for (const [group, ledgers] of Object.entries(section)) {
        if (typeof ledgers !== 'object') continue;
        rows.push([`  ${group}`, ...exportColumns(ledgers.total, debitNature)]);
        for (const [name, amount] of Object.entries(ledgers)) {
          if (name !== 'total') rows.push([`    ${name}`, ...exportColumns(amount, debitNature)]);
        }
      }
    }
    return {
      columns: [
        { label: translate('sahay.reports.particulars') },
        { label: translate('sahay.reports.debit'), money: true },
        { label: translate('sahay.reports.credit'), money: true },
      ],
      rows,
      footer: [
        [
          translate('sahay.reports.totals'),
          fromPaisa(paisaOf(String(tb?.total_debit_amount ?? '0')) ?? 0n),
          fromPaisa(paisaOf(String(tb?.total_credit_amount ?? '0')) ?? 0n),
        ],
      ],
    };
  };
  return (
    <StatementPage title="sahay.reports.trial_balance" statement={statement} table={exportTable}>
      {tb ? (
        <TableContainer>
          <Table size="small" aria-label={translate('sahay.reports.trial_balance')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('sahay.reports.particulars')}</TableCell>
                <TableCell align="right">{translate('sahay.reports.debit')}</TableCell>
                <TableCell align="right">{translate('sahay.reports.credit')}</TableCell>
              </TableRow>
            </TableHead>
            {sections.map(({ key, debitNature }) => {
              const section = (tb[key] ?? {}) as Record<string, Record<string, Amount> | Amount>;
              const groups = Object.entries(section).filter(([, value]) => typeof value === 'object') as [string, Record<string, Amount>][];
              const [sectionDebit, sectionCredit] = columns(String(section[`${key}_total`] ?? '0'), debitNature);
              return (
                <TableBody key={key}>
                  <TableRow sx={{ bgcolor: 'action.hover' }}>
                    <TableCell component="th" scope="row" sx={strongCell}>
                      {translate(`sahay.reports.${key}`)}
                    </TableCell>
                    <TotalCell>{sectionDebit}</TotalCell>
                    <TotalCell>{sectionCredit}</TotalCell>
                  </TableRow>
                  {groups.flatMap(([group, ledgers]) => {
                    const [groupDebit, groupCredit] = columns(ledgers.total ?? '0', debitNature);
                    return [
                      <TableRow key={group}>
                        <TableCell component="th" scope="row" sx={{ pl: 3, fontWeight: 600 }}>
                          {group}
                        </TableCell>
                        <TableCell {...amountCell} sx={{ ...amountCell.sx, fontWeight: 600 }}>
                          {groupDebit}
                        </TableCell>
                        <TableCell {...amountCell} sx={{ ...amountCell.sx, fontWeight: 600 }}>
                          {groupCredit}
                        </TableCell>
                      </TableRow>,
                      ...Object.entries(ledgers)
                        .filter(([name]) => name !== 'total')
                        .map(([name, amount]) => {
                          const [debit, credit] = columns(amount, debitNature);
                          return (
                            <TableRow key={`${group}/${name}`}>
                              <TableCell component="th" scope="row" sx={{ pl: 6, fontWeight: 400 }}>
                                {name}
                              </TableCell>
                              <TableCell {...amountCell}>{debit}</TableCell>
                              <TableCell {...amountCell}>{credit}</TableCell>
                            </TableRow>
                          );
                        }),
                    ];
                  })}
                </TableBody>
              );
            })}
            <TotalsFooter label={translate('sahay.reports.totals')}>
              <TotalCell>{money(String(tb.total_debit_amount ?? '0'))}</TotalCell>
              <TotalCell>{money(String(tb.total_credit_amount ?? '0'))}</TotalCell>
            </TotalsFooter>
          </Table>
        </TableContainer>
      ) : null}
    </StatementPage>
  );
}

/** One side of a two-sided account: its rows, then its total. */
function Side({
  title,
  name = title,
  rows,
  total,
}: {
  title: string;
  /** The table's name for assistive technology, when the title alone repeats another table's. */
  name?: string;
  rows: { label: string; amount?: Amount; strong?: boolean }[];
  total: bigint;
}) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Table size="small" aria-label={name} sx={{ alignSelf: 'start' }}>
      <TableHead>
        <TableRow>
          <TableCell>{title}</TableCell>
          <TableCell align="right">{translate('sahay.reports.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={row.strong ? { fontWeight: 600 } : { fontWeight: 400 }}>
              {row.label}
            </TableCell>
            <TableCell {...amountCell} sx={{ ...amountCell.sx, ...(row.strong ? { fontWeight: 600 } : {}) }}>
              {row.amount === undefined ? '' : money(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TotalsFooter label={translate('sahay.reports.total')}>
        <TotalCell>{money(total)}</TotalCell>
      </TotalsFooter>
    </Table>
  );
}

const twoSides = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 };

/**
 * The profit and loss account in its two sides: the trading part (purchases and direct expenses
 * against sales and direct incomes) closed by the gross profit or loss, then the indirect part closed
 * by the net profit or loss.
 */
export function ProfitLossReport() {
  const translate = useTranslate();
  const statement = useStatement('profit_loss');
  const pl = statement.data;
  const rowsOf = (keys: string[], values: Partial<Record<string, unknown>>) =>
    keys.flatMap((key) => {
      const amount = values[key];
      return typeof amount === 'string' ? [{ label: translate(`sahay.reports.${key}`), amount }] : [];
    });
  const tradingDebit = pl ? rowsOf(['purchase_accounts', 'direct_expenses', 'gross_profit_cf'], pl.debit_side) : [];
  const tradingCredit = pl ? rowsOf(['sales_accounts', 'direct_incomes', 'gross_loss_cf'], pl.credit_side) : [];
  const innerDebit = pl ? rowsOf(['gross_loss_bf', 'indirect_expenses', 'net_profit'], pl.debit_side.inner) : [];
  const innerCredit = pl ? rowsOf(['gross_profit_bf', 'indirect_incomes', 'net_loss'], pl.credit_side.inner) : [];
  const sum = (rows: { amount?: Amount }[]) => sumPaisa(rows.map((r) => r.amount));
  /** On paper: the debit side beside the credit side, the trading part closed by its totals, then the rest. */
  const exportTable = () => {
    const total = translate('sahay.reports.total');
    const totals = (debit: { amount?: Amount }[], credit: { amount?: Amount }[]) => [
      total,
      fromPaisa(sum(debit)),
      total,
      fromPaisa(sum(credit)),
    ];
    const part = (name: string) => [name, null, null, null];
    return {
      columns: [
        { label: translate('sahay.reports.debit_side') },
        { label: translate('sahay.reports.amount'), money: true },
        { label: translate('sahay.reports.credit_side') },
        { label: translate('sahay.reports.amount'), money: true },
      ],
      rows: [
        part(translate('sahay.reports.trading')),
        ...sideBySide(tradingDebit, tradingCredit),
        totals(tradingDebit, tradingCredit),
        part(translate('sahay.reports.profit_loss')),
        ...sideBySide(innerDebit, innerCredit),
      ],
      footer: [totals(innerDebit, innerCredit)],
    };
  };
  return (
    <StatementPage title="sahay.reports.profit_loss" statement={statement} table={exportTable}>
      {pl ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {[
            { part: translate('sahay.reports.trading'), debit: tradingDebit, credit: tradingCredit },
            { part: translate('sahay.reports.profit_loss'), debit: innerDebit, credit: innerCredit },
          ].map(({ part, debit, credit }) => (
            <Box component="section" key={part} aria-label={part}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {part}
              </Typography>
              <Box sx={twoSides}>
                <Side
                  title={translate('sahay.reports.debit_side')}
                  name={`${part}: ${translate('sahay.reports.debit_side')}`}
                  rows={debit}
                  total={sum(debit)}
                />
                <Side
                  title={translate('sahay.reports.credit_side')}
                  name={`${part}: ${translate('sahay.reports.credit_side')}`}
                  rows={credit}
                  total={sum(credit)}
                />
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </StatementPage>
  );
}

/** The balance sheet: liabilities beside assets, group by group, the period's profit or loss closing them. */
export function BalanceSheetReport() {
  const translate = useTranslate();
  const statement = useStatement('balance_sheet');
  const sheet = statement.data;
  const rowsOf = (side: BalanceSheet['assets'] | undefined) =>
    Object.entries(side ?? {})
      .filter(([key]) => key !== 'total')
      .map(([key, value]) =>
        typeof value === 'object'
          ? { label: translate('sahay.reports.profit_loss_ac'), amount: value.total ?? value.current_period }
          : { label: key, amount: value },
      );
  const liabilitiesTotal = paisaOf(String(sheet?.liabilities.total ?? '0')) ?? 0n;
  const assetsTotal = paisaOf(String(sheet?.assets.total ?? '0')) ?? 0n;
  /** On paper: liabilities beside assets, their totals as the footer. */
  const exportTable = () => ({
    columns: [
      { label: translate('sahay.reports.liabilities') },
      { label: translate('sahay.reports.amount'), money: true },
      { label: translate('sahay.reports.assets') },
      { label: translate('sahay.reports.amount'), money: true },
    ],
    rows: sideBySide(rowsOf(sheet?.liabilities), rowsOf(sheet?.assets)),
    footer: [[translate('sahay.reports.total'), fromPaisa(liabilitiesTotal), translate('sahay.reports.total'), fromPaisa(assetsTotal)]],
  });
  return (
    <StatementPage title="sahay.reports.balance_sheet" statement={statement} table={exportTable}>
      {sheet ? (
        <Box sx={twoSides}>
          <Side title={translate('sahay.reports.liabilities')} rows={rowsOf(sheet.liabilities)} total={liabilitiesTotal} />
          <Side title={translate('sahay.reports.assets')} rows={rowsOf(sheet.assets)} total={assetsTotal} />
        </Box>
      ) : null}
    </StatementPage>
  );
}
