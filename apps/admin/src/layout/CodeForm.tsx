import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { refusalOf } from './second-factor.ts';

/** A one-time code field and its button, with the refusal shown under it. */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  autoFocus?: boolean;
}) {
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setRefusal(undefined);
    try {
      await onSubmit(code);
      setCode('');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'text', maxLength: 40 } }}
        autoFocus={autoFocus}
        required
        fullWidth
      />
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={pending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
