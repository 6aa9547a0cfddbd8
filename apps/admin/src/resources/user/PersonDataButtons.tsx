import { Button, TextField } from '@mui/material';
import { erasePersonPermission, personDataEndpoints } from '@sahay/contracts';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { client } from '../../client.ts';
import { ActionDialog, useStepInDialog } from '../../generic/ActionDialog.tsx';
import { apiFile } from '../../http.ts';
import { downloadBlob } from '../../reports/export/download.ts';

/**
 * A person's data on their request: everything held on them as JSON or CSV, or erased (after their email is typed,
 * so that no one erases the wrong person by a slip). Shown to staff holding `person.erase`.
 */
export function PersonDataButtons() {
  const record = useRecordContext<{ id: number; email?: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const step = useStepInDialog(() => {
    setOpen(false);
    setTyped('');
  });
  if (!record || !permissions?.includes(erasePersonPermission.name)) return null;
  const params = { id: record.id };
  const download = async (format: 'json' | 'csv') => {
    try {
      if (format === 'json') {
        const data = await client.call(personDataEndpoints.exportPerson, { params });
        downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `person-${record.id}.json`);
      } else {
        const { blob, fileName } = await apiFile(
          client.url(personDataEndpoints.exportPerson, { params, query: { format: 'csv' } }),
          `person-${record.id}.csv`,
        );
        downloadBlob(blob, fileName);
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const confirmation = record.email ?? String(record.id);
  return (
    <>
      <Button size="small" onClick={() => download('json')}>
        {translate('sahay.person_data.export_json')}
      </Button>
      <Button size="small" onClick={() => download('csv')}>
        {translate('sahay.person_data.export_csv')}
      </Button>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate('sahay.person_data.erase')}
      </Button>
      <ActionDialog
        open={open}
        title={translate('sahay.person_data.erase_title')}
        help={translate('sahay.person_data.erase_help', { confirmation })}
        submitLabel={translate('sahay.person_data.erase')}
        closeLabel={translate('ra.action.cancel')}
        refusal={step.refusal}
        onClose={step.close}
        onSubmit={() =>
          step.run(async () => {
            if (typed.trim().toLowerCase() !== confirmation.toLowerCase())
              throw new Error(translate('sahay.person_data.erase_mistyped', { confirmation }));
            await client.call(personDataEndpoints.erasePerson, { params });
            return translate('sahay.person_data.erased');
          })
        }
      >
        <TextField
          label={translate('sahay.person_data.erase_confirm', { confirmation })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoComplete="off"
        />
      </ActionDialog>
    </>
  );
}
