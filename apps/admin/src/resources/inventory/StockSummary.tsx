import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { inventoryEndpoints, shopDashboardEndpoints } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../access.tsx';
import { client } from '../../client.ts';
import { allPages } from '../../reports/allPages.ts';
import { ReportState } from '../../reports/ReportFrame.tsx';
import { usePaging } from '../../reports/ReportPagination.tsx';
import { SummaryTable } from '../../reports/SummaryTable.tsx';
import { stockSummaryTable } from './stockSummary.ts';

type Filter = { name: string; low: string; category: string };

/** A page of the stock summary; a filter left empty is not sent. */
const summaryPage = (filter: Filter, page: number, size: number) =>
  client.call(shopDashboardEndpoints.inventorySummary, {
    query: { page: String(page), size: String(size), name: filter.name, category: filter.category, low_stock: filter.low },
  });

/** Every product the filters select, page by page, for the exports. */
async function allRows(filter: Filter) {
  const pages = await allPages((page) => summaryPage(filter, page, 100));
  return { first: pages[0], rows: pages.flatMap((p) => p.inventory_summary) };
}

/** The stock summary: every product's stock and cost value, filtered, paged on screen, every row in CSV, XLSX and PDF. */
function StockSummaryPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const { page, size } = usePaging(search);
  const filter: Filter = {
    name: search.get('name') ?? '',
    category: /^\d+$/.test(search.get('category') ?? '') ? (search.get('category') as string) : '',
    low: ['true', 'false'].includes(search.get('low_stock') ?? '') ? (search.get('low_stock') as string) : '',
  };
  const [name, setName] = useState(filter.name);
  const [low, setLow] = useState(filter.low);
  const [category, setCategory] = useState(filter.category);
  const { data: tops } = useQuery({
    queryKey: ['sahay', 'stock-summary-categories'],
    queryFn: () => client.call(inventoryEndpoints.topCategories),
    staleTime: 60_000,
  });
  const categoryName = tops?.categories.find((c) => String(c.id) === filter.category)?.name;
  const go = (changes: Record<string, string>) => setSearch({ ...Object.fromEntries(search), ...changes });
  const { data, isPending, error } = useQuery({
    queryKey: ['sahay', 'stock-summary', filter.name, filter.category, filter.low, page, size],
    queryFn: () => summaryPage(filter, page, size),
  });
  const subtitle = [
    filter.name ? `${translate('sahay.stock.search')}: ${filter.name}` : null,
    categoryName ? `${translate('sahay.stock_summary.category')}: ${categoryName}` : null,
    filter.low ? translate(`sahay.stock_summary.low_${filter.low}`) : translate('sahay.stock_summary.all_products'),
  ]
    .filter(Boolean)
    .join(' · ');
  const title = translate('sahay.stock_summary.title');
  const shown = data ? stockSummaryTable(data.inventory_summary, data, subtitle, translate) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ name: name.trim(), category, low_stock: low, page: '1' });
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
            label={translate('sahay.stock_summary.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{translate('sahay.stock_summary.all_categories')}</MenuItem>
            {(tops?.categories ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
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
          <SummaryTable
            caption={`${title}: ${subtitle}`}
            subtitle={subtitle}
            shown={shown}
            exportTable={async () => {
              const { first, rows } = await allRows(filter);
              return stockSummaryTable(rows, first, subtitle, translate);
            }}
            disabled={!data.inventory_summary.length}
            count={data.total_elements}
            page={page}
            totalPages={data.total_pages}
            size={size}
            go={go}
          />
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
