import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import Payments from '@mui/icons-material/Payments';
import Undo from '@mui/icons-material/Undo';
import { MenuItem, TextField } from '@mui/material';
import { paisaOf, salesActionPermissions, salesEndpoints } from '@sahay/contracts';
import { type ReactNode, useState } from 'react';
import { Button, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { client, fetchFile } from '../../client.ts';
import { ActionDialog, useStepInDialog } from '../../generic/ActionDialog.tsx';
import { DayTextField } from '../../inputs/DayTextField.tsx';
import { ReasonAndDayFields } from '../../inputs/ReasonAndDayFields.tsx';
import { parseAmount } from '../../money.ts';
import { downloadBlob } from '../../reports/export/download.ts';
import { useMoney } from '../../useMoney.ts';
import { localIsoDate } from '../donation/donations.ts';

export interface OrderRecord {
  id: number;
  order_no?: string;
  status?: string;
  customer?: number | null;
  total?: string;
  paid_amount?: string;
  due_amount?: string;
}

/** Whether money was received against the order: then it is cancelled with a refund, not plainly. */
const hasPayments = (record: OrderRecord) =>
  record.status === 'confirmed' && Boolean(record.customer) && (paisaOf(record.paid_amount) ?? 0n) > 0n;

/**
 * A dialog that asks before a workflow step and sends it. A refusal (409: stock short, already confirmed)
 * stays in the dialog as the API's sentence, where the clerk reads it; success closes it and is announced.
 */
function StepDialog({
  onClose,
  send,
  ...props
}: {
  open: boolean;
  title: string;
  help: string;
  submitLabel: string;
  onClose: () => void;
  send: () => Promise<string>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { refusal, close, run } = useStepInDialog(onClose);
  return (
    <ActionDialog {...props} closeLabel={translate('sahay.orders.close')} onClose={close} onSubmit={() => run(send)} refusal={refusal} />
  );
}

/** Confirm a draft: the API takes the stock out and posts the sale, or says which product is short. */
export function ConfirmOrderButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { can } = useCan(salesActionPermissions.confirm.name);
  const [open, setOpen] = useState(false);
  if (!record || !can || record.status !== 'draft') return null;
  return (
    <>
      <Button label="sahay.orders.confirm" onClick={() => setOpen(true)}>
        <CheckCircle />
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('sahay.orders.confirm_title', { no: record.order_no ?? record.id })}
        help={translate('sahay.orders.confirm_help')}
        submitLabel={translate('sahay.orders.confirm')}
        send={async () => {
          await client.call(salesEndpoints.confirm, { body: { id: record.id } });
          return translate('sahay.orders.confirmed_done', { no: record.order_no ?? '' });
        }}
      />
    </>
  );
}

/** Cancel: a confirmed order's stock comes back and its sale is reversed; a draft is only marked. */
export function CancelOrderButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { can } = useCan(salesActionPermissions.cancel.name);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!record || !can || record.status === 'cancelled' || hasPayments(record)) return null;
  return (
    <>
      <Button label="sahay.orders.cancel" onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('sahay.orders.cancel_title', { no: record.order_no ?? record.id })}
        help={translate(record.status === 'confirmed' ? 'sahay.orders.cancel_help_confirmed' : 'sahay.orders.cancel_help_draft')}
        submitLabel={translate('sahay.orders.cancel')}
        send={async () => {
          const given = reason.trim();
          await client.call(salesEndpoints.cancel, { params: { id: record.id }, body: given ? { reason: given } : {} });
          return translate('sahay.orders.cancelled_done', { no: record.order_no ?? '' });
        }}
      >
        <TextField
          label={translate('sahay.orders.cancel_reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </StepDialog>
    </>
  );
}

/**
 * Cancel with refund: a confirmed order's stock comes back, its sale is reversed and what was paid is given
 * back by a payment voucher, on a day in an open period. A refusal (a locked period) stays in the dialog.
 */
export function CancelWithRefundButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const money = useMoney();
  const { can } = useCan(salesActionPermissions.refund.name);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  if (!record || !can || record.status !== 'confirmed') return null;
  return (
    <>
      <Button label="sahay.orders.cancel_with_refund" onClick={() => setOpen(true)}>
        <Undo />
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('sahay.orders.refund_title', { no: record.order_no ?? record.id })}
        help={translate('sahay.orders.refund_help', { paid: money(record.paid_amount ?? '0') })}
        submitLabel={translate('sahay.orders.cancel_with_refund')}
        send={async () => {
          await client.call(salesEndpoints.cancelWithRefund, { params: { id: record.id }, body: { reason, date } });
          return translate('sahay.orders.refunded_done', { no: record.order_no ?? '' });
        }}
      >
        <ReasonAndDayFields
          reasonLabel={translate('sahay.orders.refund_reason')}
          reason={reason}
          onReasonChange={setReason}
          dayLabel={translate('sahay.orders.refund_date')}
          day={date}
          onDayChange={setDate}
        />
      </StepDialog>
    </>
  );
}

/** Record money received against a confirmed customer's order: amount (what is due by default), method, day. */
export function RecordPaymentButton() {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { can } = useCan(salesActionPermissions.recordPayment.name);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<number | ''>('');
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const { data: methods } = useGetList<{ id: number; name: string; is_active: boolean }>(
    'paymentmethod',
    { pagination: { page: 1, perPage: 100 }, filter: { is_active: true } },
    { enabled: open },
  );
  const due = record?.due_amount ?? '0.00';
  if (!record || !can || record.status !== 'confirmed' || !record.customer || Number(due) <= 0) return null;
  return (
    <>
      <Button
        label="sahay.orders.record_payment"
        onClick={() => {
          setAmount(due);
          setOpen(true);
        }}
      >
        <Payments />
      </Button>
      <StepDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('sahay.orders.payment_title', { no: record.order_no ?? record.id })}
        help={translate('sahay.orders.payment_help', { due })}
        submitLabel={translate('sahay.orders.record_payment')}
        send={async () => {
          // Typed as people write it (separators, Bengali digits), sent as the plain amount the API takes.
          const plain = parseAmount(amount) ?? amount.trim();
          await client.call(salesEndpoints.recordPayment, { params: { id: record.id }, body: { amount: plain, method, date } });
          return translate('sahay.orders.payment_done', { amount: plain });
        }}
      >
        <TextField
          label={translate('sahay.orders.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label={translate('sahay.orders.method')}
          value={method}
          onChange={(e) => setMethod(Number(e.target.value))}
          required
          fullWidth
          margin="dense"
        >
          {(methods ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        <DayTextField
          label={translate('sahay.orders.payment_date')}
          value={date}
          onChange={setDate}
          required
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </StepDialog>
    </>
  );
}

/** The order's invoice as a PDF, fetched with the session. */
export function InvoiceButton() {
  const record = useRecordContext<OrderRecord>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const download = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await fetchFile(salesEndpoints.invoice, `invoice-${record.order_no ?? record.id}.pdf`, {
        params: { id: record.id },
      });
      downloadBlob(blob, fileName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="sahay.orders.invoice" disabled={pending} onClick={download}>
      <Download />
    </Button>
  );
}
