import Search from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCreatePath, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { SahayDataProvider } from '../../dataProvider.ts';

/** "Find voucher": a number typed (or pasted) opens that voucher, or says there is none of this kind. */
export function FindVoucher({ resource }: { resource: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SahayDataProvider>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    if (!wanted) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const found = await dataProvider.findVoucher(resource, wanted);
      if (found.voucher) navigate(createPath({ resource, id: String(found.voucher.invoice_no), type: 'show' }));
      else setMessage(translate('sahay.vouchers.not_found', { number: wanted }));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('sahay.vouchers.find')}
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mr: 'auto' }}
    >
      <TextField
        size="small"
        label={translate('sahay.vouchers.number')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={message !== undefined}
        helperText={message}
        slotProps={{
          htmlInput: { autoComplete: 'off', 'aria-describedby': message ? messageId : undefined },
          formHelperText: { id: messageId, role: 'alert' },
        }}
      />
      <Button type="submit" variant="outlined" startIcon={<Search />} disabled={busy}>
        {translate('sahay.vouchers.find')}
      </Button>
    </Box>
  );
}
