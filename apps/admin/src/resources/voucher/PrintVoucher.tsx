import Print from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { amountInWords, type ResourceContract } from '@sahay/contracts';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { VoucherLine } from '../../dataProvider.ts';
import { fromPaisa, sumPaisa } from '../../money.ts';
import { downloadBlob } from '../../reports/export/download.ts';
import { usePdfPage } from '../../reports/export/ExportButtons.tsx';
import { type ExportTable, exportFileName } from '../../reports/export/table.ts';
import { useGeneralSetting } from '../../useGeneralSetting.ts';
import { dateFieldOf } from './VoucherForm.tsx';

/**
 * "Print": the voucher shown, as a PDF to download: the letterhead, its kind and number, its header, its
 * lines with their totals and the total in words, and lines to sign. Made by the reports' one PDF renderer,
 * loaded on the press.
 */
export function PrintVoucherButton({ contract }: { contract: ResourceContract }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const pdfPage = usePdfPage();
  const [language] = useLocaleState();
  const { currency } = useGeneralSetting();
  const [busy, setBusy] = useState(false);

  const print = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const lines = (record.items as VoucherLine[] | undefined) ?? [];
      const namesOf = async (resource: string, ids: unknown[]) => {
        const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
        const { data } = wanted.length ? await dataProvider.getMany(resource, { ids: wanted }) : { data: [] };
        return (id: unknown) => (typeof id === 'number' ? String(data.find((r) => r.id === id)?.name ?? `#${id}`) : '');
      };
      const ledger = await namesOf(
        'ledger_account',
        lines.map((l) => l.ledger),
      );
      const subLedger = await namesOf('sub_ledger_account', [...lines.map((l) => l.sub_ledger), record.sub_ledger]);
      const branch = await namesOf('branch', [record.branch]);
      const kind = translate(`resources.${contract.name}.name`, { smart_count: 1 });
      const total = fromPaisa(sumPaisa(lines.map((l) => l.debit_amount)));
      const amount = (value: string | null | undefined) => (sumPaisa([value]) === 0n ? null : fromPaisa(sumPaisa([value])));

      const table: ExportTable = {
        title: `${kind} ${String(record.invoice_no)}`,
        columns: [
          { label: translate('sahay.vouchers.ledger') },
          { label: translate('sahay.vouchers.sub_ledger') },
          { label: translate('sahay.vouchers.line_details') },
          { label: translate('sahay.vouchers.debit'), money: true },
          { label: translate('sahay.vouchers.credit'), money: true },
        ],
        rows: lines.map((line) => [
          ledger(line.ledger),
          subLedger(line.sub_ledger),
          line.details ?? null,
          amount(line.debit_amount),
          amount(line.credit_amount),
        ]),
        footer: [[translate('sahay.vouchers.total'), null, null, total, fromPaisa(sumPaisa(lines.map((l) => l.credit_amount)))]],
      };
      const fields: [string, string][] = [
        [translate('sahay.print.number'), String(record.invoice_no)],
        [translate('sahay.print.date'), String(record[dateFieldOf(contract)] ?? '')],
      ];
      if (record.branch) fields.push([translate('sahay.print.branch'), branch(record.branch)]);
      if (record.sub_ledger) fields.push([translate('sahay.print.sub_ledger'), subLedger(record.sub_ledger)]);
      if (record.details) fields.push([translate('sahay.print.details'), String(record.details)]);

      const { pdfOf } = await import('../../reports/export/pdf.ts');
      const blob = await pdfOf(
        pdfPage(table, {
          fields,
          notes: [translate('sahay.print.in_words', { words: amountInWords(total, currency, language) })],
          signatures: [translate('sahay.print.prepared_by'), translate('sahay.print.checked_by'), translate('sahay.print.approved_by')],
        }),
      );
      downloadBlob(blob, `${exportFileName(table)}.pdf`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<Print />} onClick={print} disabled={busy || !record} size="small">
      {translate('sahay.print.button')}
    </Button>
  );
}
