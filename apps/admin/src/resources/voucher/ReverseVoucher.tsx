import Undo from '@mui/icons-material/Undo';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ResourceContract, type VoucherKind, voucherEndpointsByKind } from '@sahay/contracts';
import { useId, useState } from 'react';
import { Button, Form, required, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { permissionFor } from '../../contracts.ts';
import { DateInput } from '../../inputs/DateInput.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Reverse": asks why (and the date, today unless changed), then posts the voucher's mirror. Shown for a voucher
 * that is neither reversed nor a reversal, to those who may create its kind; the API's refusal (a locked date,
 * reversed already) is shown in the dialog.
 */
export function ReverseVoucherButton({ contract }: { contract: ResourceContract }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { can } = useCan(permissionFor(contract, 'create'));
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const titleId = useId();
  if (!record || !can || record.reversed_by || record.reversal_of) return null;
  const number = String(record.invoice_no);

  const reverse = async (values: Record<string, unknown>) => {
    setRefusal(undefined);
    try {
      // The seven kinds' reversals share one shape; the kind picks its route.
      const endpoint = voucherEndpointsByKind[contract.name as VoucherKind].reverse as typeof voucherEndpointsByKind.journal.reverse;
      const answer = await client.call(endpoint, {
        params: { id: String(record.voucher_id ?? record.id) },
        body: { reason: String(values.reason ?? ''), date: String(values.date || today()) },
      });
      setOpen(false);
      notify('sahay.books.reversed', { type: 'success', messageArgs: { number, reversal: answer.invoice_no } });
      refresh();
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <Button label="sahay.books.reverse" onClick={() => setOpen(true)}>
        <Undo />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Form record={{ date: today() }} onSubmit={reverse}>
          <DialogTitle id={titleId}>{translate('sahay.books.reverse_title', { number })}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{translate('sahay.books.reverse_help')}</Typography>
            <TextInput source="reason" label="sahay.books.reason" validate={required()} multiline />
            <DateInput source="date" label="sahay.books.reversal_date" validate={required()} />
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button type="submit" variant="contained" label="sahay.books.reverse" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
