import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Undo from '@mui/icons-material/Undo';
import { MenuItem, Stack, TextField } from '@mui/material';
import { donation, donationsEndpoints } from '@sahay/contracts';
import { useState } from 'react';
import { Button, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { client, fetchFile } from '../../client.ts';
import { permissionFor } from '../../contracts.ts';
import { ActionDialog, useActionStep, useStepInDialog } from '../../generic/ActionDialog.tsx';
import { DayTextField } from '../../inputs/DayTextField.tsx';
import { ReasonAndDayFields } from '../../inputs/ReasonAndDayFields.tsx';
import { downloadBlob } from '../../reports/export/download.ts';
import { localIsoDate, statementYears } from './donations.ts';

interface DonationRecord {
  id: number;
  status?: string;
  user?: number | null;
  receipt_no?: string | null;
}

/** Confirm: the money came on a day the clerk gives (today by default); the API posts the receipt. */
export function ConfirmDonationButton() {
  const record = useRecordContext<DonationRecord>();
  const translate = useTranslate();
  const { can } = useCan(permissionFor(donation, 'update'));
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const step = useActionStep();
  if (!record || !can || record.status !== 'pledged') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="sahay.donations.confirm" onClick={() => setOpen(true)}>
        <CheckCircle />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.donations.cancel')}
        open={open}
        onClose={close}
        title={translate('sahay.donations.confirm_title', { id: record.id })}
        help={translate('sahay.donations.confirm_help')}
        submitLabel={translate('sahay.donations.confirm')}
        onSubmit={() =>
          step(async () => {
            const done = await client.call(donationsEndpoints.confirmDonation, { params: { id: record.id }, body: date ? { date } : {} });
            return translate('sahay.donations.confirmed_done', { receipt: done.receipt_no ?? '' });
          }, close)
        }
      >
        <DayTextField
          label={translate('sahay.donations.confirm_date')}
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
 * Refund: a confirmed gift paid back, with why and on which day; the API reverses its receipt (the cause's raised
 * amount falls back), voids the receipt and tells the donor. A refusal (a locked period) stays in the dialog.
 */
export function RefundDonationButton() {
  const record = useRecordContext<DonationRecord>();
  const translate = useTranslate();
  const { can } = useCan(permissionFor(donation, 'update'));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(() => localIsoDate(new Date()));
  const { refusal, close, run } = useStepInDialog(() => setOpen(false));
  if (!record || !can || record.status !== 'confirmed') return null;
  return (
    <>
      <Button label="sahay.donations.refund" onClick={() => setOpen(true)}>
        <Undo />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.donations.cancel')}
        open={open}
        onClose={close}
        title={translate('sahay.donations.refund_title', { receipt: record.receipt_no ?? record.id })}
        help={translate('sahay.donations.refund_help')}
        submitLabel={translate('sahay.donations.refund')}
        refusal={refusal}
        onSubmit={() =>
          run(async () => {
            await client.call(donationsEndpoints.refundDonation, {
              params: { id: record.id },
              body: { reason, ...(date ? { date } : {}) },
            });
            return translate('sahay.donations.refunded_done', { receipt: record.receipt_no ?? '' });
          })
        }
      >
        <ReasonAndDayFields
          reasonLabel={translate('sahay.donations.refund_reason')}
          reason={reason}
          onReasonChange={setReason}
          dayLabel={translate('sahay.donations.refund_date')}
          day={date}
          onDayChange={setDate}
        />
      </ActionDialog>
    </>
  );
}

/** Mark failed: the money did not come, with an optional reason. */
export function MarkFailedButton() {
  const record = useRecordContext<DonationRecord>();
  const translate = useTranslate();
  const { can } = useCan(permissionFor(donation, 'update'));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const step = useActionStep();
  if (!record || !can || record.status !== 'pledged') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button label="sahay.donations.mark_failed" onClick={() => setOpen(true)}>
        <Block />
      </Button>
      <ActionDialog
        closeLabel={translate('sahay.donations.cancel')}
        open={open}
        onClose={close}
        title={translate('sahay.donations.fail_title', { id: record.id })}
        help={translate('sahay.donations.fail_help')}
        submitLabel={translate('sahay.donations.mark_failed')}
        onSubmit={() =>
          step(async () => {
            const given = reason.trim();
            await client.call(donationsEndpoints.markDonationFailed, { params: { id: record.id }, body: given ? { reason: given } : {} });
            return translate('sahay.donations.failed_done');
          }, close)
        }
      >
        <TextField
          label={translate('sahay.donations.fail_reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </ActionDialog>
    </>
  );
}

/** Fetches a PDF the API makes (`read`), with the session, and hands it to the browser as a download. */
function useDownload() {
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const download = async (read: () => Promise<{ blob: Blob; fileName: string }>) => {
    setPending(true);
    try {
      const { blob, fileName } = await read();
      downloadBlob(blob, fileName);
      notify(translate('sahay.donations.downloaded', { name: fileName }), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}

/** The receipt of a confirmed gift. */
export function ReceiptButton() {
  const record = useRecordContext<DonationRecord>();
  const { download, pending } = useDownload();
  if (record?.status !== 'confirmed' && record?.status !== 'refunded') return null;
  return (
    <Button
      label="sahay.donations.receipt"
      disabled={pending}
      onClick={() =>
        download(() =>
          fetchFile(donationsEndpoints.donationReceipt, `${record.receipt_no ?? `donation-${record.id}`}.pdf`, {
            params: { id: record.id },
          }),
        )
      }
    >
      <Download />
    </Button>
  );
}

/** A donor's year-end statement (every confirmed gift of a year), for a year chosen; last year by default. */
function DonorStatement({ userId }: { userId: number }) {
  const translate = useTranslate();
  const [{ years, chosen }] = useState(() => statementYears(new Date()));
  const [year, setYear] = useState(chosen);
  const { download, pending } = useDownload();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        label={translate('sahay.donations.statement_year')}
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ minWidth: 140 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <Button
        label="sahay.donations.statement"
        disabled={pending}
        onClick={() =>
          download(() =>
            fetchFile(donationsEndpoints.donationStatement, `statement-${userId}-${year}.pdf`, { params: { id: userId }, query: { year } }),
          )
        }
      >
        <ReceiptLong />
      </Button>
    </Stack>
  );
}

/** On a donation's page: its donor's statement. */
export function StatementButton() {
  const record = useRecordContext<DonationRecord>();
  if (!record?.user) return null;
  return <DonorStatement userId={record.user} />;
}

/** On a user's record: their statement, for roles that may read donations, once they have a confirmed gift. */
export function UserStatementButton() {
  const record = useRecordContext<{ id: number }>();
  const { can } = useCan(permissionFor(donation, 'get'));
  const { total } = useGetList(
    'donation',
    { filter: { user: record?.id, status: 'confirmed' }, pagination: { page: 1, perPage: 1 } },
    { enabled: can && record !== undefined },
  );
  if (!record || !can || !total) return null;
  return <DonorStatement userId={record.id} />;
}
