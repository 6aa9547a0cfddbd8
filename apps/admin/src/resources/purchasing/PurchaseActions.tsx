import Block from '@mui/icons-material/Block';
import Download from '@mui/icons-material/Download';
import Payments from '@mui/icons-material/Payments';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { type PurchasePaidFrom, purchasePaidFrom, purchasingEndpoints, returnPurchasePermission } from '@sahay/contracts';
import { useId, useState } from 'react';
import { Button, useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useCan } from '../../access.tsx';
import { client, fetchFile } from '../../client.ts';
import { ActionDialog, useActionStep, useStepInDialog } from '../../generic/ActionDialog.tsx';
import { DayTextField } from '../../inputs/DayTextField.tsx';
import { ReasonAndDayFields } from '../../inputs/ReasonAndDayFields.tsx';
import { downloadBlob } from '../../reports/export/download.ts';
import { localIsoDate } from '../donation/donations.ts';

interface PurchaseRecord {
  id: number;
  status?: string;
  invoice_no?: string;
  request_no?: string;
}

/** Finalise a request into a bill (its lines copied); the bill's page opens. */
export function FinaliseButton() {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const { can } = useCan('purchase_final.create');
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  if (!record || !can || record.status !== 'requested') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="sahay.purchasing.finalise" onClick={() => setOpen(true)}>
        <TaskAlt />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.purchasing.back')}
        open={open}
        onClose={close}
        title={translate('sahay.purchasing.finalise_title', { number: record.request_no ?? record.id })}
        help={translate('sahay.purchasing.finalise_help')}
        submitLabel={translate('sahay.purchasing.finalise')}
        onSubmit={async () => {
          try {
            const bill = await client.call(purchasingEndpoints.finaliseRequest, { body: { purchase_request: record.id } });
            notify(translate('sahay.purchasing.finalised_done', { number: bill.invoice_no }), { type: 'success' });
            navigate(createPath({ resource: 'purchase_final', id: bill.id, type: 'show' }));
          } catch (error) {
            notify((error as Error).message, { type: 'error' });
            close();
          }
        }}
      />
    </>
  );
}

/** Pay and confirm: from Cash, Bank or on credit (the vendor's ledger), on a day; the goods enter stock. */
export function PayButton() {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const { can } = useCan('purchase_final.pay');
  const [open, setOpen] = useState(false);
  const [paidFrom, setPaidFrom] = useState<PurchasePaidFrom>('cash');
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const labelId = useId();
  const step = useActionStep();
  if (!record || !can || record.status !== 'finalised') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="sahay.purchasing.pay" onClick={() => setOpen(true)}>
        <Payments />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.purchasing.back')}
        open={open}
        onClose={close}
        title={translate('sahay.purchasing.pay_title', { number: record.invoice_no ?? record.id })}
        help={translate('sahay.purchasing.pay_help')}
        submitLabel={translate('sahay.purchasing.pay')}
        onSubmit={() =>
          step(async () => {
            const paid = await client.call(purchasingEndpoints.payBill, { params: { id: record.id }, body: { paid_from: paidFrom, date } });
            return translate('sahay.purchasing.paid_done', { voucher: paid.voucher_invoice_no ?? '' });
          }, close)
        }
      >
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id={labelId}>{translate('sahay.purchasing.paid_from')}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={paidFrom} onChange={(e) => setPaidFrom(e.target.value as PurchasePaidFrom)}>
            {purchasePaidFrom.map((from) => (
              <FormControlLabel key={from} value={from} control={<Radio />} label={translate(`sahay.purchasing.paid_from_${from}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <DayTextField
          label={translate('sahay.purchasing.paid_date')}
          value={date}
          onChange={setDate}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </ActionDialog>
    </>
  );
}

/**
 * Return a paid bill: its items go out of stock, its purchase is reversed and its money received back, on a
 * day in an open period. A refusal (the stock is gone, a locked period) stays in the dialog.
 */
export function ReturnBillButton() {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const { can } = useCan(returnPurchasePermission.name);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const { refusal, close, run } = useStepInDialog(() => setOpen(false));
  if (!record || !can || record.status !== 'paid') return null;
  const number = record.invoice_no ?? String(record.id);
  return (
    <>
      <Button label="sahay.purchasing.return_bill" onClick={() => setOpen(true)}>
        <Undo />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.purchasing.back')}
        open={open}
        onClose={close}
        title={translate('sahay.purchasing.return_title', { number })}
        help={translate('sahay.purchasing.return_help')}
        submitLabel={translate('sahay.purchasing.return_bill')}
        refusal={refusal}
        onSubmit={() =>
          run(async () => {
            await client.call(purchasingEndpoints.returnBill, { params: { id: record.id }, body: { reason, date } });
            return translate('sahay.purchasing.returned_done', { number });
          })
        }
      >
        <ReasonAndDayFields
          reasonLabel={translate('sahay.purchasing.return_reason')}
          reason={reason}
          onReasonChange={setReason}
          dayLabel={translate('sahay.purchasing.return_date')}
          day={date}
          onDayChange={setDate}
        />
      </ActionDialog>
    </>
  );
}

/** Cancel an open request or an unpaid bill. */
export function CancelPurchaseButton({ kind }: { kind: 'request' | 'bill' }) {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const { can } = useCan(kind === 'bill' ? 'purchase_final.update' : 'purchase_request.update');
  const [open, setOpen] = useState(false);
  const step = useActionStep();
  const open_ = kind === 'bill' ? 'finalised' : 'requested';
  if (!record || !can || record.status !== open_) return null;
  const close = () => setOpen(false);
  const number = (kind === 'bill' ? record.invoice_no : record.request_no) ?? record.id;
  return (
    <>
      <Button label={`sahay.purchasing.cancel_${kind}`} onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.purchasing.back')}
        open={open}
        onClose={close}
        title={translate(`sahay.purchasing.cancel_${kind}_title`, { number })}
        help={translate(`sahay.purchasing.cancel_${kind}_help`)}
        submitLabel={translate(`sahay.purchasing.cancel_${kind}`)}
        onSubmit={() =>
          step(async () => {
            const params = { id: record.id };
            await (kind === 'bill'
              ? client.call(purchasingEndpoints.cancelBill, { params })
              : client.call(purchasingEndpoints.cancelRequest, { params }));
            return translate('sahay.purchasing.cancelled_done', { number });
          }, close)
        }
      />
    </>
  );
}

/** The bill's or request's invoice as PDF, fetched with the session. */
export function InvoiceButton({ kind }: { kind: 'request' | 'bill' }) {
  const record = useRecordContext<PurchaseRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const number = (kind === 'bill' ? record.invoice_no : record.request_no) ?? String(record.id);
  const download = async () => {
    setPending(true);
    try {
      const params = { id: record.id };
      const { blob, fileName } = await (kind === 'bill'
        ? fetchFile(purchasingEndpoints.billInvoice, `${number}.pdf`, { params })
        : fetchFile(purchasingEndpoints.requestInvoice, `${number}.pdf`, { params }));
      downloadBlob(blob, fileName);
      notify(translate('sahay.purchasing.downloaded', { name: fileName }), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="sahay.purchasing.invoice" disabled={pending} onClick={download}>
      <Download />
    </Button>
  );
}
