import { Alert, Box, Typography } from '@mui/material';
import { accountingEndpoints } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, SelectInput, useNotify, useTranslate } from 'react-admin';
import { useCan } from '../access.tsx';
import { client } from '../client.ts';
import { DateInput } from '../inputs/DateInput.tsx';
import { ReportFrame, ReportState } from './ReportFrame.tsx';

/** The query of the books' lock dates, shared with the year-end screen (a closing moves the lock). */
export const lockDatesKey = ['sahay', 'lock-dates'];
const months = Array.from({ length: 12 }, (_, i) => i + 1);
/** A date input left empty is no lock. */
const dateOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The lock dates and the fiscal year's first month, as an accountant sets them; the API says why it refuses. */
export function LockDates() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can: adviser } = useCan('accounting.lock');
  const { can: canSet } = useCan('accounting_lock.update');
  const [refusal, setRefusal] = useState<string>();
  const { data, isPending, error } = useQuery({ queryKey: lockDatesKey, queryFn: () => client.call(accountingEndpoints.lockDates) });

  const save = async (values: Record<string, unknown>) => {
    setRefusal(undefined);
    try {
      const saved = await client.call(accountingEndpoints.changeLockDates, {
        body: {
          lock_date: dateOrNull(values.lock_date),
          adviser_lock_date: dateOrNull(values.adviser_lock_date),
          ...(adviser ? { fiscal_year_start_month: Number(values.fiscal_year_start_month) } : {}),
        },
      });
      queryClient.setQueryData(lockDatesKey, saved);
      notify('sahay.books.saved', { type: 'success' });
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <ReportFrame title="sahay.books.lock_title" form={null}>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{translate('sahay.books.lock_help')}</Typography>
      <ReportState isPending={isPending} error={error} />
      {data ? (
        <Form record={data} onSubmit={save} key={JSON.stringify(data)}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
            <DateInput source="lock_date" label="sahay.books.lock_date" fullWidth={false} sx={{ width: 230 }} />
            <DateInput source="adviser_lock_date" label="sahay.books.adviser_lock_date" fullWidth={false} sx={{ width: 260 }} />
            <SelectInput
              source="fiscal_year_start_month"
              label="sahay.books.first_month"
              choices={months.map((m) => ({ id: m, name: `sahay.books.months.${m}` }))}
              disabled={!adviser}
              sx={{ width: 230 }}
            />
          </Box>
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          {canSet || adviser ? <Button type="submit" variant="contained" label="ra.action.save" /> : null}
        </Form>
      ) : null}
    </ReportFrame>
  );
}
