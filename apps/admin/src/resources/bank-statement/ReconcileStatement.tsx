import {
  Alert,
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Button as MuiButton,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { bankingEndpoints, fromPaisa, type ReconcilableEntry, type StatementLine, sumPaisa } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Form, required, Title, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { useDigits, useMoney } from '../../useMoney.ts';
import { LedgerPicker } from '../ledger-account/LedgerPicker.tsx';

const pageSize = 50;

/**
 * A statement being reconciled: how many of its lines are matched, and each line with what it is matched to,
 * or its suggestion to accept in one click, a manual match to several entries, or a voucher made from it.
 */
export function ReconcileStatement() {
  const { id } = useParams();
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can: canReconcile } = useCan('bank_statement.reconcile');
  const [page, setPage] = useState(0);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const [posting, setPosting] = useState<StatementLine | null>(null);
  const key = ['sahay', 'bank-statement-lines', Number(id)];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: () => client.call(bankingEndpoints.linesOfStatement, { params: { id: Number(id) } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const run = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
      notify(done, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await reload();
  };

  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (error || !data) return <Alert severity="error">{(error as Error | null)?.message}</Alert>;
  const { statement, progress } = data;
  const lines = onlyOpen ? data.lines.filter((l) => !l.matched.length) : data.lines;
  const shown = lines.slice(page * pageSize, (page + 1) * pageSize);
  const percent = progress.lines ? Math.round((progress.reconciled / progress.lines) * 100) : 100;
  const progressId = `statement-progress-${statement.id}`;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('sahay.bank.statement_title', { name: statement.file_name })} />
      <Typography>
        {translate('sahay.bank.statement_of', {
          ledger: statement.ledger_name,
          from: digits(statement.start_date),
          to: digits(statement.end_date),
          opening: money(statement.opening_balance),
          closing: money(statement.closing_balance),
        })}
      </Typography>
      <Box sx={{ my: 2, maxWidth: 600 }}>
        <Typography id={progressId}>
          {translate('sahay.bank.progress', { reconciled: digits(String(progress.reconciled)), lines: digits(String(progress.lines)) })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby={progressId} sx={{ height: 8, borderRadius: 1 }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {canReconcile && progress.suggested > 0 ? (
          <MuiButton
            variant="contained"
            onClick={() =>
              run(
                () => client.call(bankingEndpoints.acceptSuggestions, { params: { id: statement.id } }),
                translate('sahay.bank.accepted_all'),
              )
            }
          >
            {translate('sahay.bank.accept_all', { count: digits(String(progress.suggested)) })}
          </MuiButton>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={onlyOpen}
              onChange={(e) => {
                setOnlyOpen(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('sahay.bank.only_unmatched')}
        />
      </Box>
      <Paper>
        <Table size="small" aria-label={translate('sahay.bank.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('sahay.bank.columns.date')}</TableCell>
              <TableCell>{translate('sahay.bank.columns.description')}</TableCell>
              <TableCell align="right">{translate('sahay.bank.columns.amount')}</TableCell>
              <TableCell align="right">{translate('sahay.bank.columns.balance')}</TableCell>
              <TableCell>{translate('sahay.bank.in_books')}</TableCell>
              <TableCell>{translate('sahay.bank.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{digits(line.txn_date)}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{money(line.amount)}</TableCell>
                <TableCell align="right">{money(line.balance)}</TableCell>
                <TableCell>
                  {line.matched.length ? (
                    <Typography variant="body2" color="success.main">
                      {translate('sahay.bank.matched_to', { entries: line.matched.map((e) => e.reference_no).join(', ') })}
                    </Typography>
                  ) : line.suggestion ? (
                    <Typography variant="body2">
                      {translate('sahay.bank.suggested', { entry: line.suggestion.reference_no, date: digits(line.suggestion.log_date) })}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {translate('sahay.bank.no_suggestion')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {canReconcile ? (
                    <LineActions
                      line={line}
                      onAccept={(entry) =>
                        run(
                          () => client.call(bankingEndpoints.match, { body: { line: line.id, account_logs: [entry.id] } }),
                          translate('sahay.bank.matched'),
                        )
                      }
                      onUnmatch={() =>
                        run(() => client.call(bankingEndpoints.unmatch, { params: { id: line.id } }), translate('sahay.bank.unmatched'))
                      }
                      onMatch={() => setMatching(line)}
                      onVoucher={() => setPosting(line)}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={lines.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_, next) => setPage(next)}
        />
      </Paper>
      {matching ? (
        <ManualMatch
          line={matching}
          ledger={statement.ledger}
          onClose={() => setMatching(null)}
          onDone={async () => {
            setMatching(null);
            await reload();
          }}
        />
      ) : null}
      {posting ? (
        <VoucherFromLine
          line={posting}
          onClose={() => setPosting(null)}
          onDone={async () => {
            setPosting(null);
            await reload();
          }}
        />
      ) : null}
    </Box>
  );
}

function LineActions({
  line,
  onAccept,
  onUnmatch,
  onMatch,
  onVoucher,
}: {
  line: StatementLine;
  onAccept: (entry: ReconcilableEntry) => void;
  onUnmatch: () => void;
  onMatch: () => void;
  onVoucher: () => void;
}) {
  const translate = useTranslate();
  const digits = useDigits();
  const about = `${digits(line.txn_date)} ${line.description}`;
  if (line.matched.length)
    return (
      <MuiButton size="small" onClick={onUnmatch} aria-label={translate('sahay.bank.unmatch_line', { line: about })}>
        {translate('sahay.bank.unmatch')}
      </MuiButton>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {line.suggestion ? (
        <MuiButton
          size="small"
          variant="outlined"
          onClick={() => line.suggestion && onAccept(line.suggestion)}
          aria-label={translate('sahay.bank.accept_line', { line: about })}
        >
          {translate('sahay.bank.accept')}
        </MuiButton>
      ) : null}
      <MuiButton size="small" onClick={onMatch} aria-label={translate('sahay.bank.match_line', { line: about })}>
        {translate('sahay.bank.match')}
      </MuiButton>
      <MuiButton size="small" onClick={onVoucher} aria-label={translate('sahay.bank.voucher_line', { line: about })}>
        {translate('sahay.bank.make_voucher')}
      </MuiButton>
    </Box>
  );
}

/** A dialog of this module: its title, its body, and a button that sends it. */
function StepDialog({
  title,
  children,
  submitLabel,
  onClose,
  onSubmit,
  disabled,
  refusal,
}: {
  title: string;
  children: ReactNode;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  disabled?: boolean;
  refusal: string | null;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('sahay.bank.close')}</MuiButton>
        <MuiButton variant="contained" onClick={onSubmit} disabled={disabled}>
          {submitLabel}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

const shiftDays = (iso: string, days: number) => {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Match a line to several entries of the books, chosen from those within a month of it; their sum is shown. */
function ManualMatch({ line, ledger, onClose, onDone }: { line: StatementLine; ledger: number; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const notify = useNotify();
  const [chosen, setChosen] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ['sahay', 'unreconciled', ledger, line.txn_date],
    queryFn: () =>
      client.call(bankingEndpoints.unreconciled, {
        query: { ledger, date_after: shiftDays(line.txn_date, -31), date_before: shiftDays(line.txn_date, 31) },
      }),
  });
  const entries = data?.entries ?? [];
  const total = fromPaisa(sumPaisa(entries.filter((e) => chosen.includes(e.id)).map((e) => e.amount)));
  const submit = async () => {
    try {
      await client.call(bankingEndpoints.match, { body: { line: line.id, account_logs: chosen } });
      notify(translate('sahay.bank.matched'), { type: 'success' });
      onDone();
    } catch (e) {
      setRefusal((e as Error).message);
    }
  };
  return (
    <StepDialog
      title={translate('sahay.bank.match_title', { line: `${digits(line.txn_date)} ${line.description}`, amount: money(line.amount) })}
      submitLabel={translate('sahay.bank.match')}
      onClose={onClose}
      onSubmit={submit}
      disabled={!chosen.length}
      refusal={refusal}
    >
      <Typography sx={{ mb: 1 }}>{translate('sahay.bank.chosen_total', { total: money(total), amount: money(line.amount) })}</Typography>
      {entries.length ? (
        entries.map((entry) => (
          <Box key={entry.id}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={chosen.includes(entry.id)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, entry.id] : chosen.filter((c) => c !== entry.id))}
                />
              }
              label={`${digits(entry.log_date)} · ${entry.reference_no} · ${entry.details ?? ''} · ${money(entry.amount)}`}
            />
          </Box>
        ))
      ) : (
        <Typography color="text.secondary">{translate('sahay.bank.no_entries')}</Typography>
      )}
    </StepDialog>
  );
}

/** Post a line as a receipt (money in) or a payment (money out) against a ledger chosen here. */
function VoucherFromLine({ line, onClose, onDone }: { line: StatementLine; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const moneyIn = !line.amount.startsWith('-');
  const submit = async (values: { ledger?: number; details?: string }) => {
    if (!values.ledger) return;
    try {
      const made = await client.call(bankingEndpoints.voucherFromLine, {
        body: { line: line.id, ledger: values.ledger, ...(values.details ? { details: values.details } : {}) },
      });
      notify(translate('sahay.bank.voucher_made', { number: made.voucher_no ?? '' }), { type: 'success' });
      onDone();
    } catch (e) {
      setRefusal((e as Error).message);
    }
  };
  return (
    <Form onSubmit={() => undefined}>
      <VoucherDialogBody
        title={translate(moneyIn ? 'sahay.bank.receipt_title' : 'sahay.bank.payment_title', {
          line: `${digits(line.txn_date)} ${line.description}`,
          amount: money(line.amount),
        })}
        help={translate(moneyIn ? 'sahay.bank.receipt_help' : 'sahay.bank.payment_help')}
        description={line.description}
        onClose={onClose}
        onSubmit={submit}
        refusal={refusal}
      />
    </Form>
  );
}

function VoucherDialogBody({
  title,
  help,
  description,
  onClose,
  onSubmit,
  refusal,
}: {
  title: string;
  help: string;
  description: string;
  onClose: () => void;
  onSubmit: (values: { ledger?: number; details?: string }) => void;
  refusal: string | null;
}) {
  const translate = useTranslate();
  const ledger = useWatch({ name: 'ledger' }) as number | undefined;
  const [details, setDetails] = useState(description);
  return (
    <StepDialog
      title={title}
      submitLabel={translate('sahay.bank.post_voucher')}
      onClose={onClose}
      onSubmit={() => onSubmit({ ledger, details })}
      disabled={!ledger}
      refusal={refusal}
    >
      <Typography sx={{ mb: 2 }}>{help}</Typography>
      <LedgerPicker source="ledger" label={translate('sahay.bank.other_ledger')} validate={required()} sx={{ minWidth: 300 }} />
      <TextField
        label={translate('sahay.bank.details')}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        fullWidth
        size="small"
        sx={{ mt: 1 }}
      />
    </StepDialog>
  );
}
