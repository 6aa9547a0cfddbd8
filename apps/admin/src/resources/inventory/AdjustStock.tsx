import Tune from '@mui/icons-material/Tune';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  Stack,
  TextField,
} from '@mui/material';
import { adjustStockPermission, inventoryEndpoints } from '@sahay/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button, HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { client } from '../../client.ts';

export interface StockRow {
  id: number;
  product: number;
  product_name?: string;
  quantity?: number;
}

/**
 * A manual change of one product's stock: a signed quantity and its reason. A refusal (not that many
 * left: 409) is said in the dialog, in the API's words, and nothing changes.
 */
export function AdjustStockButton() {
  const record = useRecordContext<StockRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useCan(adjustStockPermission.name);
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const helpId = useId();
  if (!record || !can) return null;
  const name = record.product_name ?? `#${record.product}`;
  const close = () => {
    setOpen(false);
    setProblem(undefined);
    setFieldErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(undefined);
    setFieldErrors({});
    try {
      const answer = await client.call(inventoryEndpoints.adjustStock, {
        body: { product: record.product, quantity: quantity.trim() === '' ? undefined : Number(quantity), reason },
      });
      notify(translate('sahay.stock.adjusted', { name, quantity: answer.inventory.quantity }), { type: 'success' });
      setQuantity('');
      setReason('');
      close();
      refresh();
    } catch (error) {
      const errors = (error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined) ?? {};
      if (Object.keys(errors).length) setFieldErrors(errors);
      else setProblem((error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label="sahay.stock.adjust"
        aria-label={translate('sahay.stock.adjust_of', { name })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <Tune />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={helpId} onClick={(e) => e.stopPropagation()}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('sahay.stock.adjust_title', { name })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={helpId} sx={{ mb: 2 }}>
              {translate('sahay.stock.adjust_help', { quantity: record.quantity ?? 0 })}
            </DialogContentText>
            <Stack spacing={2}>
              {problem ? (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <TextField
                label={translate('sahay.stock.change')}
                type="number"
                required
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={Boolean(fieldErrors.quantity)}
                helperText={fieldErrors.quantity ?? translate('sahay.stock.change_help')}
                slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
                autoFocus
              />
              <TextField
                label={translate('sahay.stock.reason')}
                required
                multiline
                minRows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={Boolean(fieldErrors.reason)}
                helperText={fieldErrors.reason}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('sahay.stock.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending}>
              {translate('sahay.stock.save')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
