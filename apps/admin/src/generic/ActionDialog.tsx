import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * The dialog a record's workflow step opens: its title, a sentence of help, the fields it asks for, a
 * button that closes it and one that sends the step (disabled while it runs). `refusal`, when given, is
 * the API's sentence saying why the step was refused, shown inside the dialog.
 */
export function ActionDialog({
  open,
  title,
  help,
  submitLabel,
  closeLabel,
  onClose,
  onSubmit,
  refusal,
  children,
}: {
  open: boolean;
  title: string;
  help: string;
  submitLabel: string;
  /** The closing button's text, already translated. */
  closeLabel: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  refusal?: string | null;
  children?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const helpId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={helpId}>
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={helpId} sx={{ mb: 2 }}>
            {help}
          </DialogContentText>
          {children}
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{closeLabel}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Runs a step whose refusal is announced: `send` answers the success sentence; success and a refusal
 * (the API's sentence) are both notified, the dialog closes and the page refreshes.
 */
export function useActionStep() {
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

/**
 * Runs a step whose refusal stays in the dialog, where the clerk reads it: success closes the dialog and is
 * announced; either way the page refreshes. Pass `refusal`, `close` and `run` to the `ActionDialog`.
 */
export function useStepInDialog(onClose: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const run = async (send: () => Promise<string>) => {
    setRefusal(null);
    try {
      notify(await send(), { type: 'success' });
      close();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      refresh();
    }
  };
  return { refusal, close, run };
}
