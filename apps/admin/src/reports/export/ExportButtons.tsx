import FileDownload from '@mui/icons-material/FileDownload';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useNotify, useTranslate } from 'react-admin';
import { toCsv } from '../period.ts';
import { type ExportTable, exportFileName } from './table.ts';

/**
 * A report's export buttons. `table` is called when a button is pressed (a report may fetch every page
 * of its period then), and each format is made from what it returns.
 */
export function ExportButtons({ table, disabled }: { table: () => ExportTable | Promise<ExportTable>; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const made = await table();
      const header = made.columns.map((column) => column.label);
      downloadCSV(toCsv([header, ...made.rows, ...(made.footer ?? [])]), exportFileName(made));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" startIcon={<FileDownload />} onClick={exportCsv} disabled={busy || disabled}>
        {translate('sahay.reports.export')}
      </Button>
    </Stack>
  );
}
