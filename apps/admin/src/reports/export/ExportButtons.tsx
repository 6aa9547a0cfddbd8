import FileDownload from '@mui/icons-material/FileDownload';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { localDigits } from '../../money.ts';
import { useGeneralSetting } from '../../useGeneralSetting.ts';
import { isoDay, toCsv } from '../period.ts';
import { downloadBlob } from './download.ts';
import type { PdfPage } from './pdf-layout.ts';
import { type ExportTable, exportFileName } from './table.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** What a PDF of a table says besides the table: the letterhead, the generated date and the page numbers. */
export function usePdfPage() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { siteName, currency } = useGeneralSetting();
  return (table: ExportTable, extra: Partial<Pick<PdfPage, 'fields' | 'notes' | 'signatures'>> = {}): PdfPage => ({
    letterhead: siteName,
    title: table.title,
    subtitle: table.subtitle,
    table,
    language,
    currency,
    generated: translate('sahay.exports.generated', { date: localDigits(isoDay(new Date()), language) }),
    pageOf: (page, pages) => translate('sahay.exports.page', { page, pages }),
    ...extra,
  });
}

/**
 * A report's export buttons: CSV, XLSX and PDF, each made from the one `ExportTable` that `table` answers
 * when a button is pressed (a report may fetch every page of its period then). The spreadsheet and PDF
 * libraries are loaded on the first press, not with the screen.
 */
export function ExportButtons({
  table,
  disabled,
  formats = ['csv', 'xlsx', 'pdf'],
}: {
  table: () => ExportTable | Promise<ExportTable>;
  disabled?: boolean;
  /** The formats offered, all three unless said. */
  formats?: ExportFormat[];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { currency } = useGeneralSetting();
  const pdfPage = usePdfPage();
  const [busy, setBusy] = useState(false);

  const make = {
    csv: async (made: ExportTable) => {
      const header = made.columns.map((column) => column.label);
      downloadCSV(toCsv([header, ...made.rows, ...(made.footer ?? [])]), exportFileName(made));
    },
    xlsx: async (made: ExportTable) => {
      const { xlsxOf } = await import('./xlsx.ts');
      const bytes = await xlsxOf(made, currency);
      const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      downloadBlob(new Blob([bytes], { type }), `${exportFileName(made)}.xlsx`);
    },
    pdf: async (made: ExportTable) => {
      const { pdfOf } = await import('./pdf.ts');
      downloadBlob(await pdfOf(pdfPage(made)), `${exportFileName(made)}.pdf`);
    },
  } satisfies Record<ExportFormat, (made: ExportTable) => Promise<void>>;

  const exportAs = (format: ExportFormat) => async () => {
    setBusy(true);
    try {
      await make[format](await table());
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={translate('sahay.exports.group')}>
      {formats.map((format) => (
        <Button key={format} variant="outlined" startIcon={<FileDownload />} onClick={exportAs(format)} disabled={busy || disabled}>
          {translate(`sahay.exports.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
