import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../access.tsx';
import { api } from '../../http.ts';
import { ReportHeading, ReportState } from '../../reports/ReportFrame.tsx';
import { ReportPagination, usePaging } from '../../reports/ReportPagination.tsx';
import { useMoney } from '../../useMoney.ts';
import { type StockSummary, stockSummaryPath, stockSummaryTable } from './stockSummary.ts';

const query = (filter: { name: string; low: string }, page: number, size: number) => {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (filter.name) params.set('name', filter.name);
  if (filter.low) params.set('low_stock', filter.low);
  return `${stockSummaryPath}?${params}`;
};

/** Every product the filters select, page by page, for the exports. */
async function allRows(filter: { name: string; low: string }) {
  const first = await api<StockSummary>(query(filter, 1, 100));
  const rows = [...first.inventory_summary];
  for (let page = 2; page <= first.total_pages; page++) rows.push(...(await api<StockSummary>(query(filter, page, 100))).inventory_summary);
  return { first, rows };
}

/** The stock summary: every product's stock and cost value, filtered, paged on screen, every row in CSV, XLSX and PDF. */
function StockSummaryPage() {
  const translate = useTranslate();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const { page, size } = usePaging(search);
  const filter = {
    name: search.get('name') ?? '',
    low: ['true', 'false'].includes(search.get('low_stock') ?? '') ? (search.get('low_stock') as string) : '',
  };
  const [name, setName] = useState(filter.name);
  const [low, setLow] = useState(filter.low);
  const go = (changes: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...changes });
  const { data, isPending, error } = useQuery({
    queryKey: ['sahay', 'stock-summary', filter.name, filter.low, page, size],
    queryFn: () => api<StockSummary>(query(filter, page, size)),
  });
  const subtitle = [
    filter.name ? `${translate('sahay.stock.search')}: ${filter.name}` : null,
    filter.low ? translate(`sahay.stock_summary.low_${filter.low}`) : translate('sahay.stock_summary.all_products'),
  ]
    .filter(Boolean)
    .join(' · ');
  const title = translate('sahay.stock_summary.title');
  const shown = data ? stockSummaryTable(data.inventory_summary, data, subtitle, translate) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ name: name.trim(), low_stock: low, page: '1' });
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
          <TextField size="small" label={translate('sahay.stock.search')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            size="small"
            select
            label={translate('sahay.stock.low_only')}
            value={low}
            onChange={(e) => setLow(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{translate('sahay.stock_summary.all_products')}</MenuItem>
            <MenuItem value="true">{translate('sahay.stock_summary.low_true')}</MenuItem>
            <MenuItem value="false">{translate('sahay.stock_summary.low_false')}</MenuItem>
          </TextField>
          <Button type="submit" variant="contained">
            {translate('sahay.stock_summary.show')}
          </Button>
        </Box>
        <ReportState isPending={isPending} error={error} />
        {shown && data ? (
          <>
            <ReportHeading
              text={subtitle}
              table={async () => {
                const { first, rows } = await allRows(filter);
                return stockSummaryTable(rows, first, subtitle, translate);
              }}
              disabled={!data.inventory_summary.length}
            />
            <Box sx={{ width: '100%', overflowX: 'auto' }}>
              <Table size="small">
                <caption style={{ position: 'absolute', left: -10000 }}>{`${title}: ${subtitle}`}</caption>
                <TableHead>
                  <TableRow>
                    {shown.columns.map((c) => (
                      <TableCell key={c.label} align={c.money ? 'right' : 'left'}>
                        {c.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...shown.rows, ...(shown.footer ?? [])].map((row, i) => (
                    <TableRow key={row.join('|')}>
                      {row.map((cell, j) => (
                        <TableCell
                          key={shown.columns[j].label}
                          align={shown.columns[j].money ? 'right' : 'left'}
                          sx={i >= shown.rows.length ? { fontWeight: 600 } : undefined}
                        >
                          {shown.columns[j].money && cell !== null ? money(cell) : (cell ?? '')}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <ReportPagination count={data.total_elements} page={page} totalPages={data.total_pages} size={size} go={go} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function StockSummaryReport() {
  return (
    <RequirePermission permission="inventory.read">
      <StockSummaryPage />
    </RequirePermission>
  );
}

/** The stock summary: a page of its own at the end of the Inventory menu group, for roles that read the stock. */
export const stockReportPages = [
  { path: 'reports/stock-summary', label: 'sahay.stock_summary.title', permission: 'inventory.read', Page: StockSummaryReport },
];
