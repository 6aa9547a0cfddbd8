import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Button as MuiButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ImportKind, type ImportRun, importEndpointsOf, importKinds, importPermissions, importsEndpoints } from '@sahay/contracts';
import { useEffect, useId, useState } from 'react';
import { Title, useCreatePath, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { client, fetchFile } from '../../client.ts';
import { downloadBlob } from '../../reports/export/download.ts';
import { useDigits } from '../../useMoney.ts';

/** How often a run in the background is read again. */
const pollMs = 1000;

/** A file as the import takes it: a CSV's text, or an XLSX's bytes in base64. */
async function readFile(file: File) {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Import a spreadsheet of one kind: its template to fill in, the file, a dry run that lists every problem by
 * line and column, then the import itself (every row or none), with a bar while a large file runs in the
 * background. Once imported, the kind's list opens.
 */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const translate = useTranslate();
  const digits = useDigits();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const fileId = useId();
  const allowed = useAllowedKinds();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const endpoints = importEndpointsOf[kind];

  // A run in the background is read again until it is done.
  useEffect(() => {
    if (run?.status !== 'running') return;
    const timer = setTimeout(async () => {
      try {
        setRun(await client.call(importsEndpoints.runOf, { params: { id: run.id } }));
      } catch (error) {
        setRefusal((error as Error).message);
      }
    }, pollMs);
    return () => clearTimeout(timer);
  }, [run]);

  useEffect(() => {
    if (run?.status === 'imported' && !run.dry_run) navigate(createPath({ resource: kind, type: 'list' }));
  }, [run, kind, navigate, createPath]);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const body = { file_name: file.name, content: file.content };
      setRun(await client.call(dryRun ? endpoints.dryRun : endpoints.run, { body }));
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const template = async (format: 'xlsx' | 'csv') => {
    try {
      const { blob, fileName } =
        format === 'xlsx'
          ? await fetchFile(endpoints.templateXlsx, `${kind}-template.xlsx`)
          : await fetchFile(endpoints.templateCsv, `${kind}-template.csv`);
      downloadBlob(blob, fileName);
    } catch (error) {
      setRefusal((error as Error).message);
    }
  };

  const running = busy || run?.status === 'running';
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={translate('sahay.imports.title')} />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`sahay.imports.menu.${kind}`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`sahay.imports.help.${kind}`)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('sahay.imports.kind')}
          value={kind}
          onChange={(e) => navigate(`/import/${e.target.value}`)}
          sx={{ minWidth: 220 }}
        >
          {allowed.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`sahay.imports.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <MuiButton onClick={() => template('xlsx')}>{translate('sahay.imports.template_xlsx')}</MuiButton>
        <MuiButton onClick={() => template('csv')}>{translate('sahay.imports.template_csv')}</MuiButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <label htmlFor={fileId}>{translate('sahay.imports.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={async (e) => {
            const chosen = e.target.files?.[0];
            setRun(null);
            setRefusal(null);
            setFile(chosen ? { name: chosen.name, content: await readFile(chosen) } : null);
          }}
        />
        <MuiButton variant="outlined" disabled={!file || running} onClick={() => send(true)}>
          {translate('sahay.imports.check')}
        </MuiButton>
        <MuiButton variant="contained" disabled={!file || running || run?.status !== 'checked'} onClick={() => send(false)}>
          {translate('sahay.imports.import')}
        </MuiButton>
      </Box>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {running ? (
        <Box sx={{ mb: 2 }}>
          <Typography>
            {translate(run?.phase ? `sahay.imports.phases.${run.phase}` : 'sahay.imports.progress', {
              done: digits(String(run?.rows_done ?? 0)),
              rows: digits(String(run?.rows ?? 0)),
            })}
          </Typography>
          <LinearProgress
            // Moving on while nothing is counted yet (a file read, rows written in one go).
            variant={run?.rows && run.rows_done ? 'determinate' : 'indeterminate'}
            value={run?.rows ? (100 * run.rows_done) / run.rows : undefined}
            aria-label={translate('sahay.imports.progress_label')}
          />
        </Box>
      ) : null}
      {run && run.status !== 'running' ? <RunReport run={run} /> : null}
    </Box>
  );
}

/** The kinds this role may import. */
function useAllowedKinds() {
  const { permissions } = usePermissions<string[]>();
  return importKinds.filter((k) => Array.isArray(permissions) && permissions.includes(importPermissions[k]));
}

/** What a finished run found: all clear, or a table of its problems by line and column. */
function RunReport({ run }: { run: ImportRun }) {
  const translate = useTranslate();
  const digits = useDigits();
  const rows = digits(String(run.rows));
  if (run.status === 'checked') return <Alert severity="success">{translate('sahay.imports.checked', { rows })}</Alert>;
  if (run.status === 'imported') return <Alert severity="success">{translate('sahay.imports.imported', { rows })}</Alert>;
  return (
    <>
      <Alert severity="error" sx={{ mb: 1 }}>
        {translate('sahay.imports.failed', { count: digits(String(run.errors.length)) })}
      </Alert>
      <Table size="small" aria-label={translate('sahay.imports.problems')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sahay.imports.line')}</TableCell>
            <TableCell>{translate('sahay.imports.column')}</TableCell>
            <TableCell>{translate('sahay.imports.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {run.errors.map((error, i) => (
            // Problems have no id of their own; their order is the file's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <TableRow key={i}>
              <TableCell>{error.line === null ? '—' : digits(String(error.line))}</TableCell>
              <TableCell>{error.column ?? '—'}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
