import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type EndpointAnswer, type EndpointBody, feeGeneration, membersEndpoints } from '@sahay/contracts';
import { useState } from 'react';
import { Button, Create, SimpleForm, TextField, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { guarded } from '../../access.tsx';
import { client } from '../../client.ts';
import { permissionFor } from '../../contracts.ts';
import { NumberField } from '../../generic/fields.tsx';
import { formInputs } from '../../generic/inputs.tsx';
import { GenericList } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';

const { previewFees } = membersEndpoints;
type Preview = EndpointAnswer<typeof previewFees>;
/** The form's values as the dry run takes them (the form holds what react-admin's inputs give). */
type PreviewBody = EndpointBody<typeof previewFees>['body'];
const amountFields = ['executive_amount', 'adviser_amount', 'general_amount'] as const;

/** What the run will add, asked of the API (a dry run) from the form as it stands. */
function FeePreview() {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const ask = async () => {
    setError(undefined);
    const body = Object.fromEntries(
      ['month', ...amountFields]
        .filter((f) => values[f] !== undefined && values[f] !== null && values[f] !== '')
        .map((f) => [f, values[f]]),
    );
    try {
      setPreview(await client.call(previewFees, { body: body as PreviewBody }));
    } catch (e) {
      setPreview(undefined);
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="fee-preview-heading" style={{ width: '100%' }}>
      <Typography id="fee-preview-heading" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('sahay.fees.preview_heading')}
      </Typography>
      <Button label="sahay.fees.preview" onClick={ask} variant="outlined" sx={{ my: 1 }} />
      {error ? (
        <Alert severity="error" role="alert">
          {translate(error, { _: error })}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <Typography role="status">
            {translate('sahay.fees.will_add', {
              smart_count: preview.subscriptions.length,
              total: preview.total_amount,
              existing: preview.existing,
              month: preview.month,
            })}
          </Typography>
          {preview.subscriptions.length ? (
            <Table size="small" aria-labelledby="fee-preview-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.monthly_subscription.fields.member')}</TableCell>
                  <TableCell>{translate('sahay.fees.kind')}</TableCell>
                  <TableCell align="right">{translate('resources.monthly_subscription.fields.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.subscriptions.map((s) => (
                  <TableRow key={s.member}>
                    <TableCell>{s.member_name}</TableCell>
                    <TableCell>{translate(`sahay.fees.${s.kind}`)}</TableCell>
                    <TableCell align="right">{s.amount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function FeeGenerationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        {formInputs(feeGeneration, 'create')}
        <FeePreview />
      </SimpleForm>
    </Create>
  );
}

export function FeeGenerationList() {
  return (
    <GenericList
      contract={feeGeneration}
      columns={[
        // Amounts are decimal strings from the API, shown as they are, never through a float.
        ...['month', ...amountFields].map((f) => <TextField key={f} source={f} />),
        <NumberField key="generated_count" source="generated_count" label="sahay.fees.generated" />,
        <NumberField key="paid_count" source="paid_count" label="sahay.fees.paid" />,
      ]}
    />
  );
}

/** Fee generation: a month's subscriptions for the chosen kinds, previewed before they are added. */
export default {
  list: guarded(FeeGenerationList, permissionFor(feeGeneration, 'list')),
  create: guarded(FeeGenerationCreate, permissionFor(feeGeneration, 'create')),
} satisfies ResourceScreens;
