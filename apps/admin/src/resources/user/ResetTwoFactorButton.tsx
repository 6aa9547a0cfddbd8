import { Button } from '@mui/material';
import { twoFactorEndpoints } from '@sahay/contracts';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { client } from '../../client.ts';
import { ActionDialog, useActionStep } from '../../generic/ActionDialog.tsx';

/** An administrator's reset of this user's second factor (a lost phone); the API records it in the audit trail. */
export function ResetTwoFactorButton() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const run = useActionStep();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('sahay.two_factor.reset')}
      </Button>
      <ActionDialog
        open={open}
        title={translate('sahay.two_factor.reset')}
        help={translate('sahay.two_factor.reset_help')}
        submitLabel={translate('sahay.two_factor.reset')}
        closeLabel={translate('ra.action.cancel')}
        onClose={() => setOpen(false)}
        onSubmit={() =>
          run(
            async () => {
              await client.call(twoFactorEndpoints.reset, { params: { id: record.id } });
              return translate('sahay.two_factor.reset_done');
            },
            () => setOpen(false),
          )
        }
      />
    </>
  );
}
