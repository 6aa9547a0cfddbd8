import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactElement, type ReactNode, useId } from 'react';
import { Datagrid, Labeled, ListContextProvider, type RaRecord, useList, useTranslate } from 'react-admin';
import { columnFields } from './columnFields.tsx';
import type { ListColumn } from './columns.ts';

/**
 * A record's page laid out for reading: a summary header (its state and main figures, each labelled), then its
 * details, with the records related to it beside them on a wide screen and under them on a narrow one.
 */
export function RecordLayout({ summary, children, related }: { summary: ReactNode; children: ReactNode; related?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {summary}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: related ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>{children}</Stack>
        {related ? <Stack spacing={2}>{related}</Stack> : null}
      </Box>
    </Stack>
  );
}

/** A titled part of a record's page: a region named by its heading, so it is found by its name. */
export function RecordSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate(title, { _: title })}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** One figure of a summary: a field of the record (its label from the field's own props, or `label`). */
export interface SummaryFigure {
  label?: string;
  field: ReactElement;
}

/**
 * The summary header: the record's state first, then its main figures side by side, each with its label above it
 * (the shared fields show them, so their formats apply).
 */
export function RecordSummary({ title, status, figures }: { title: string; status?: ReactNode; figures: SummaryFigure[] }) {
  return (
    <RecordSection title={title} action={status}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        {figures.map(({ label, field }) => {
          const own = field.props as { source?: string; label?: string };
          return (
            <Labeled key={own.source ?? label} source={own.source} label={label ?? own.label}>
              <Box sx={{ typography: 'h6', '& *': { font: 'inherit' } }}>{field}</Box>
            </Labeled>
          );
        })}
      </Stack>
    </RecordSection>
  );
}

/**
 * Records related to the one shown (a donor's other gifts, an order's payments), as a small table of declared
 * columns: the same shared fields as the lists, so they read the same. `empty` says why there are none.
 */
export function RelatedRows({
  records,
  columns,
  empty,
}: {
  records: RaRecord[] | undefined;
  columns: readonly ListColumn<never>[];
  empty: string;
}) {
  const translate = useTranslate();
  const list = useList({ data: records ?? [], isPending: records === undefined, perPage: 100 });
  return (
    <ListContextProvider value={list}>
      {/* Closer cells than a list's: the table fits the narrower column beside the details. */}
      <Box sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate(empty, { _: empty })}</Typography>}
        >
          {columnFields(columns)}
        </Datagrid>
      </Box>
    </ListContextProvider>
  );
}
