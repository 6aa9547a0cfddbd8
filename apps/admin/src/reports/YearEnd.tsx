import { Alert, Box, List, ListItem, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { accountingEndpoints, type YearClosing } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, required, useNotify, useTranslate } from 'react-admin';
import { useCan } from '../access.tsx';
import { client } from '../client.ts';
import { DateInput } from '../inputs/DateInput.tsx';
import { sumPaisa } from '../money.ts';
import { useMoney } from '../useMoney.ts';
import { lockDatesKey } from './LockDates.tsx';
import { ReportFrame, ReportState } from './ReportFrame.tsx';

const yearsKey = ['sahay', 'fiscal-years'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the latest fiscal year that has ended, for a first month (1–12). */
function lastEndedYear(firstMonth: number) {
  const now = new Date();
  const startThisYear = new Date(Date.UTC(now.getUTCFullYear(), firstMonth - 1, 1));
  const year = now.getUTCFullYear() - (now >= startThisYear ? 1 : 2);
  return `${year}-${pad(firstMonth)}-01`;
}

/** What a closing posts (or posted): each ledger's line and the totals, then the surplus. */
function ClosingLines({ closing }: { closing: YearClosing }) {
  const translate = useTranslate();
  const money = useMoney();
  const amount = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
  if (!closing.lines.length) return <Typography sx={{ my: 2 }}>{translate('sahay.books.nothing_to_post')}</Typography>;
  const caption = closing.closed
    ? translate('sahay.books.posted', { number: closing.closing_invoice_no })
    : translate('sahay.books.will_post', { start: closing.year_start, end: closing.year_end });
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {caption}
      </Typography>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sahay.vouchers.ledger')}</TableCell>
            <TableCell align="right">{translate('sahay.vouchers.debit')}</TableCell>
            <TableCell align="right">{translate('sahay.vouchers.credit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {closing.lines.map((line) => (
            <TableRow key={line.ledger}>
              <TableCell>{line.name}</TableCell>
              <TableCell {...amount}>{sumPaisa([line.debit_amount]) ? money(line.debit_amount) : ''}</TableCell>
              <TableCell {...amount}>{sumPaisa([line.credit_amount]) ? money(line.credit_amount) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {translate('sahay.vouchers.total')}
            </TableCell>
            <TableCell {...amount}>{money(sumPaisa(closing.lines.map((l) => l.debit_amount)))}</TableCell>
            <TableCell {...amount}>{money(sumPaisa(closing.lines.map((l) => l.credit_amount)))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <Typography sx={{ mt: 1 }}>
        {translate('sahay.books.surplus')}: {money(closing.surplus)}
      </Typography>
    </>
  );
}

/**
 * Year-end: a fiscal year chosen, what its closing will post is shown first; closing posts it and locks the
 * year. An adviser may reopen the latest closed year. The closed years are listed below.
 */
export function YearEnd() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can: canClose } = useCan('fiscal_year.close');
  const { can: canReopen } = useCan('accounting.lock');
  const [yearStart, setYearStart] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const years = useQuery({ queryKey: yearsKey, queryFn: () => client.call(accountingEndpoints.closedFiscalYears) });
  const firstMonth = years.data?.fiscal_year_start_month ?? 7;
  const preview = useQuery({
    queryKey: ['sahay', 'year-closing', yearStart],
    queryFn: () => client.call(accountingEndpoints.yearClosingPreview, { query: { year_start: yearStart as string } }),
    enabled: yearStart !== undefined,
  });

  const act = async (action: 'close' | 'reopen') => {
    if (!yearStart) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const endpoint = action === 'close' ? accountingEndpoints.closeFiscalYear : accountingEndpoints.reopenFiscalYear;
      const answer = await client.call(endpoint, { body: { year_start: yearStart } });
      queryClient.setQueryData(['sahay', 'year-closing', yearStart], answer);
      await queryClient.invalidateQueries({ queryKey: yearsKey });
      await queryClient.invalidateQueries({ queryKey: lockDatesKey });
      notify(action === 'close' ? 'sahay.books.closed' : 'sahay.books.reopened', { type: 'success' });
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const closing = preview.data;
  return (
    <ReportFrame
      title="sahay.books.year_end_title"
      form={
        <Form
          record={{ year_start: yearStart ?? lastEndedYear(firstMonth) }}
          onSubmit={(values: Record<string, unknown>) => {
            setRefusal(undefined);
            setYearStart(String(values.year_start));
          }}
          key={firstMonth}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
            <DateInput source="year_start" label="sahay.books.year_start" validate={required()} fullWidth={false} sx={{ width: 230 }} />
            <Button type="submit" variant="outlined" label="sahay.books.preview" />
          </Box>
        </Form>
      }
    >
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{translate('sahay.books.year_end_help')}</Typography>
      <ReportState isPending={yearStart !== undefined && preview.isPending} error={preview.error} />
      {closing ? <ClosingLines closing={closing} /> : null}
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {refusal}
        </Alert>
      ) : null}
      {closing && !closing.closed && canClose ? (
        <Button sx={{ mt: 2 }} variant="contained" label="sahay.books.close_year" disabled={busy} onClick={() => act('close')} />
      ) : null}
      {closing?.closed && canReopen ? (
        <Button sx={{ mt: 2 }} variant="outlined" label="sahay.books.reopen_year" disabled={busy} onClick={() => act('reopen')} />
      ) : null}
      <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
        {translate('sahay.books.closed_years')}
      </Typography>
      {years.data?.fiscal_years.length ? (
        <List dense>
          {years.data.fiscal_years.map((y) => (
            <ListItem key={y.year_start}>
              {y.year_start} – {y.year_end}
              {y.closing_invoice_no ? ` (${y.closing_invoice_no})` : ''}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography>{translate('sahay.books.no_closed_years')}</Typography>
      )}
    </ReportFrame>
  );
}
