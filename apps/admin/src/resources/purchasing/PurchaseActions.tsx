import Block from '@mui/icons-material/Block';
import Download from '@mui/icons-material/Download';
import Payments from '@mui/icons-material/Payments';
import TaskAlt from '@mui/icons-material/TaskAlt';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { type PurchasePaidFrom, purchasePaidFrom } from '@sahay/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, useCreatePath, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useCan } from '../../access.tsx';
import { api, apiFile } from '../../http.ts';
import { downloadBlob } from '../../reports/export/download.ts';
import { localIsoDate } from '../donation/donations.ts';
import { billInvoicePath, cancelBillPath, cancelRequestPath, finalisePath, payPath, requestInvoicePath } from './purchasing.ts';

interface PurchaseRecord {
  id: number;
  status?: string;
  invoice_no?: string;
  request_no?: string;
}

/** A dialog that asks before a workflow step, sends it, and closes. */
function StepDialog(props: {
  open: boolean;
  title: string;
  help: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const helpId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await props.onSubmit();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} aria-describedby={helpId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={helpId} sx={{ mb: 2 }}>
            {props.help}
          </DialogContentText>
          {props.children}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={props.onClose}>{translate('sahay.purchasing.back')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={pending}>
            {props.submitLabel}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Runs a step: success is announced, a refusal (409) shows the API's sentence; both refresh the page. */
function useStep() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (send: () => Promise<string>, close: () => void) => {
    try {
      notify(await send(), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    close();
    refresh();
  };
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
      <StepDialog
        open={open}
        onClose={close}
        title={translate('sahay.purchasing.finalise_title', { number: record.request_no ?? record.id })}
        help={translate('sahay.purchasing.finalise_help')}
        submitLabel={translate('sahay.purchasing.finalise')}
        onSubmit={async () => {
          try {
            const bill = await api<{ id: number; invoice_no: string }>(finalisePath, {
              method: 'POST',
              body: { purchase_request: record.id },
            });
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
  const step = useStep();
  if (!record || !can || record.status !== 'finalised') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="sahay.purchasing.pay" onClick={() => setOpen(true)}>
        <Payments />
      </Button>
      <StepDialog
        open={open}
        onClose={close}
        title={translate('sahay.purchasing.pay_title', { number: record.invoice_no ?? record.id })}
        help={translate('sahay.purchasing.pay_help')}
        submitLabel={translate('sahay.purchasing.pay')}
        onSubmit={() =>
          step(async () => {
            const paid = await api<{ voucher_invoice_no?: string }>(payPath(record.id), {
              method: 'POST',
              body: { paid_from: paidFrom, date },
            });
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
        <TextField
          type="date"
          label={translate('sahay.purchasing.paid_date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </StepDialog>
    </>
  );
}

/** Cancel an open request or an unpaid bill. */
export function CancelPurchaseButton({ kind }: { kind: 'request' | 'bill' }) {
  const record = useRecordContext<PurchaseRecord>();
  const translate = useTranslate();
  const { can } = useCan(kind === 'bill' ? 'purchase_final.update' : 'purchase_request.update');
  const [open, setOpen] = useState(false);
  const step = useStep();
  const open_ = kind === 'bill' ? 'finalised' : 'requested';
  if (!record || !can || record.status !== open_) return null;
  const close = () => setOpen(false);
  const number = (kind === 'bill' ? record.invoice_no : record.request_no) ?? record.id;
  return (
    <>
      <Button label={`sahay.purchasing.cancel_${kind}`} onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <StepDialog
        open={open}
        onClose={close}
        title={translate(`sahay.purchasing.cancel_${kind}_title`, { number })}
        help={translate(`sahay.purchasing.cancel_${kind}_help`)}
        submitLabel={translate(`sahay.purchasing.cancel_${kind}`)}
        onSubmit={() =>
          step(async () => {
            await api(kind === 'bill' ? cancelBillPath(record.id) : cancelRequestPath(record.id), { method: 'POST' });
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
      const { blob, fileName } = await apiFile(
        kind === 'bill' ? billInvoicePath(record.id) : requestInvoicePath(record.id),
        `${number}.pdf`,
      );
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
