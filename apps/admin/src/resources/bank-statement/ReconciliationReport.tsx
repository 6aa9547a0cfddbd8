import { Box, Button as MuiButton, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { bankingEndpoints, fromPaisa, type ReconciliationReport as Report, toPaisa } from '@sahay/contracts';
import { useState } from 'react';
import { Form, required, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { client, fetchFile } from '../../client.ts';
import { DayTextField } from '../../inputs/DayTextField.tsx';
import { downloadBlob } from '../../reports/export/download.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';
import { LedgerPicker } from '../ledger-account/LedgerPicker.tsx';

/** The reconciliation report as at a date for a ledger: shown here, or downloaded as PDF or CSV. */
export function ReconciliationReportPanel() {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="reconciliation-report-heading">
      <Typography variant="h6" component="h2" id="reconciliation-report-heading">
        {translate('sahay.bank.report')}
      </Typography>
      <Form onSubmit={() => undefined}>
        <ReportBody />
      </Form>
    </Paper>
  );
}

function ReportBody() {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const notify = useNotify();
  const ledger = useWatch({ name: 'ledger' }) as number | undefined;
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const [report, setReport] = useState<Report | null>(null);
  const query = ledger ? { ledger, date } : null;
  const show = async () => {
    if (!query) return;
    try {
      setReport(await client.call(bankingEndpoints.report, { query }));
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const download = async (kind: 'pdf' | 'csv') => {
    if (!query) return;
    try {
      const { blob, fileName } =
        kind === 'pdf'
          ? await fetchFile(bankingEndpoints.reportPdf, `bank-reconciliation-${date}.pdf`, { query })
          : await fetchFile(bankingEndpoints.reportCsv, `bank-reconciliation-${date}.csv`, { query });
      downloadBlob(blob, fileName);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const sum = (amounts: string[]) => fromPaisa(amounts.reduce((total, a) => total + toPaisa(a), 0n));
  const row = (label: string, amount: string | null, strong = false) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 'bold' : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 'bold' : undefined }}>
        {amount === null ? '—' : money(amount)}
      </TableCell>
    </TableRow>
  );
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <LedgerPicker
          source="ledger"
          cashAndBankFirst
          label={translate('sahay.bank.ledger')}
          validate={required()}
          sx={{ minWidth: 300 }}
        />
        <DayTextField
          size="small"
          label={translate('sahay.bank.as_at')}
          value={date}
          onChange={setDate}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <MuiButton variant="contained" onClick={show} disabled={!query}>
          {translate('sahay.bank.show_report')}
        </MuiButton>
        <MuiButton onClick={() => download('pdf')} disabled={!query}>
          {translate('sahay.bank.download_pdf')}
        </MuiButton>
        <MuiButton onClick={() => download('csv')} disabled={!query}>
          {translate('sahay.bank.download_csv')}
        </MuiButton>
      </Box>
      {report ? (
        <Table size="small" sx={{ mt: 2, maxWidth: 640 }} aria-label={translate('sahay.bank.report_as_at', { date: digits(report.date) })}>
          <TableBody>
            {row(translate('sahay.bank.book_balance'), report.book_balance, true)}
            {row(
              translate('sahay.bank.deposits_not_credited', { count: digits(String(report.deposits_not_credited.length)) }),
              sum(report.deposits_not_credited.map((e) => e.amount)),
            )}
            {row(
              translate('sahay.bank.payments_not_presented', { count: digits(String(report.payments_not_presented.length)) }),
              sum(report.payments_not_presented.map((e) => e.amount)),
            )}
            {row(
              translate('sahay.bank.bank_lines_not_in_books', { count: digits(String(report.bank_lines_not_in_books.length)) }),
              sum(report.bank_lines_not_in_books.map((l) => l.amount)),
            )}
            {row(translate('sahay.bank.adjusted_book_balance'), report.adjusted_book_balance, true)}
            {row(translate('sahay.bank.bank_balance'), report.bank_balance, true)}
            {row(translate('sahay.bank.difference'), report.difference, true)}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
