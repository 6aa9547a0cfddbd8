import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Button as MuiButton,
  TextField,
  Typography,
} from '@mui/material';
import { bankingEndpoints, type StatementPreview, statementDateFormats, statementDelimiters } from '@sahay/contracts';
import { useEffect, useId, useState } from 'react';
import { Button, Form, required, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { useDigits } from '../../useMoney.ts';
import { LedgerPicker } from '../ledger-account/LedgerPicker.tsx';

const columnKeys = ['date', 'description', 'amount', 'debit', 'credit', 'balance', 'reference'] as const;
const delimiterNames: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/**
 * Import a bank's CSV statement: the ledger and the file, then which column holds what (remembered per ledger,
 * else guessed from the headings) with the first rows to check it by; while a large file is read and its lines
 * written, a bar shows the import under way. The statement's page opens when it is in.
 */
export function ImportStatementButton() {
  const translate = useTranslate();
  const { can } = useCan('bank_statement.reconcile');
  const [open, setOpen] = useState(false);
  if (!can) return null;
  return (
    <>
      <Button label="sahay.bank.import" onClick={() => setOpen(true)}>
        <UploadFile />
      </Button>
      {open ? <ImportDialog onClose={() => setOpen(false)} title={translate('sahay.bank.import_title')} /> : null}
    </>
  );
}

function ImportDialog({ onClose, title }: { onClose: () => void; title: string }) {
  const translate = useTranslate();
  const digits = useDigits();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const titleId = useId();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [ledger, setLedger] = useState<number | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  // The preview follows whichever of the ledger and the file comes last, however quickly the second follows the
  // first; an answer for an earlier choice is dropped.
  useEffect(() => {
    setRefusal(null);
    if (!ledger || !file) return;
    let current = true;
    client.call(bankingEndpoints.previewStatement, { body: { ledger, content: file.content } }).then(
      (answer) => {
        if (!current) return;
        setPreview(answer);
        setMapping(answer.mapping);
      },
      (error: Error) => {
        if (!current) return;
        setPreview(null);
        setRefusal(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [ledger, file]);

  const runImport = async () => {
    if (!file || !ledger || !preview) return;
    setImporting(true);
    setRefusal(null);
    try {
      const m = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v !== ''));
      const statement = await client.call(bankingEndpoints.importStatement, {
        body: {
          ledger,
          file_name: file.name,
          content: file.content,
          mapping: m as never,
        },
      });
      notify(translate('sahay.bank.imported', { count: digits(String(preview.line_count)) }), { type: 'success' });
      navigate(createPath({ resource: 'bank_statement', id: statement.id, type: 'show' }));
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setImporting(false);
    }
  };

  const columnChoice = (key: string, optional: boolean) => (
    <TextField
      key={key}
      select
      size="small"
      label={translate(`sahay.bank.columns.${key}`)}
      value={mapping[key] ?? ''}
      onChange={(e) => setMapping({ ...mapping, [key]: e.target.value })}
      sx={{ minWidth: 180 }}
    >
      {optional ? <MenuItem value="">{translate('sahay.bank.no_column')}</MenuItem> : null}
      {preview?.columns.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={importing ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('sahay.bank.import_help')}</Typography>
        <Form onSubmit={() => undefined}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <LedgerOnChange onChange={setLedger} />
            <label htmlFor={fileId}>{translate('sahay.bank.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={async (e) => {
                const chosen = e.target.files?.[0];
                if (!chosen) return;
                setFile({ name: chosen.name, content: await chosen.text() });
              }}
            />
          </Box>
        </Form>
        {preview ? (
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ mb: 1 }}>
              {translate(preview.remembered ? 'sahay.bank.mapping_remembered' : 'sahay.bank.mapping_guessed', {
                count: digits(String(preview.line_count)),
              })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {columnKeys.map((key) => columnChoice(key, !['date', 'description', 'balance'].includes(key)))}
              <TextField
                select
                size="small"
                label={translate('sahay.bank.columns.date_format')}
                value={mapping.date_format ?? ''}
                onChange={(e) => setMapping({ ...mapping, date_format: e.target.value })}
                sx={{ minWidth: 180 }}
              >
                {statementDateFormats.map((f) => (
                  <MenuItem key={f} value={f}>
                    {f}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={translate('sahay.bank.columns.delimiter')}
                value={mapping.delimiter ?? ','}
                onChange={(e) => {
                  const next = { ...mapping, delimiter: e.target.value };
                  setMapping(next);
                }}
                sx={{ minWidth: 180 }}
              >
                {statementDelimiters.map((d) => (
                  <MenuItem key={d} value={d}>
                    {translate(`sahay.bank.delimiters.${delimiterNames[d]}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Box
              component="table"
              sx={{ mt: 2, fontSize: 13, borderCollapse: 'collapse', '& td, & th': { px: 1, borderBottom: 1, borderColor: 'divider' } }}
            >
              <caption style={{ textAlign: 'left' }}>{translate('sahay.bank.first_rows')}</caption>
              <thead>
                <tr>
                  {preview.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the file's rows have no key but their place.
                  <tr key={i}>
                    {row.map((cell, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells have no key but their place.
                      <td key={j}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        ) : null}
        {importing ? (
          <Box sx={{ mt: 2 }}>
            <Typography id={`${titleId}-progress`}>
              {translate('sahay.bank.importing', { count: digits(String(preview?.line_count ?? 0)) })}
            </Typography>
            <LinearProgress aria-labelledby={`${titleId}-progress`} />
          </Box>
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={importing}>
          {translate('sahay.bank.close')}
        </MuiButton>
        <MuiButton variant="contained" onClick={runImport} disabled={!preview || importing}>
          {translate('sahay.bank.import')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** The ledger picker of a form, telling its choice as it changes. */
function LedgerOnChange({ onChange }: { onChange: (id: number | null) => void }) {
  const translate = useTranslate();
  const ledger = useWatch({ name: 'ledger' }) as number | null | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new choice is told.
  useEffect(() => onChange(ledger ?? null), [ledger]);
  return (
    <LedgerPicker source="ledger" cashAndBankFirst label={translate('sahay.bank.ledger')} validate={required()} sx={{ minWidth: 300 }} />
  );
}
