import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, Form, required, Title, useTranslate } from 'react-admin';
import { RequirePermission } from '../access.tsx';
import { DateInput } from '../inputs/DateInput.tsx';
import { ExportButtons } from './export/ExportButtons.tsx';
import type { ExportTable } from './export/table.ts';
import { reportPermission } from './index.tsx';

/** A report's page: its title, the form that picks what it covers, and what it shows. */
export function ReportFrame({ title, form, children }: { title: string; form: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <RequirePermission permission={reportPermission}>
      <Card sx={{ mt: 2 }}>
        <Title title={translate(title)} />
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(title)}
          </Typography>
          {form}
          {children}
        </CardContent>
      </Card>
    </RequirePermission>
  );
}

/** The period's two dates and a "Show" button; more pickers (a ledger) go before them. */
export function PeriodForm({
  values,
  onSubmit,
  children,
}: {
  values: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Form record={values} onSubmit={onSubmit} key={JSON.stringify(values)}>
      <Box
        role="search"
        aria-label={translate('sahay.reports.period_form')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        {children}
        <DateInput source="from" label="sahay.reports.from" validate={required()} fullWidth={false} sx={{ width: 190 }} />
        <DateInput source="to" label="sahay.reports.to" validate={required()} fullWidth={false} sx={{ width: 190 }} />
        <Button type="submit" variant="contained" label="sahay.reports.show" />
      </Box>
    </Form>
  );
}

/** Waiting, or the API's reason the report could not be made. */
export function ReportState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const translate = useTranslate();
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return (
      <Alert severity="error" role="alert" sx={{ my: 2 }}>
        {message}
      </Alert>
    );
  }
  return isPending ? <CircularProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} /> : null;
}

/** What a report shows above its table: the heading saying what it covers, and its export buttons. */
export function ReportHeading({
  text,
  table,
  disabled,
}: {
  text: ReactNode;
  table: () => ExportTable | Promise<ExportTable>;
  disabled?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
      <Typography component="h2" variant="h6">
        {text}
      </Typography>
      <ExportButtons table={table} disabled={disabled} />
    </Box>
  );
}
