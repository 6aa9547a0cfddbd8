import { Box, Card, CardActionArea, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link as RouterLink, useCreatePath, useTranslate } from 'react-admin';
import { useDigits, useMoney } from '../useMoney.ts';
import { useHome } from './homeQuery.ts';

// The charting library is loaded only when there is a chart to draw.
const BestSellersChart = lazy(() => import('./ShopCharts.tsx').then((m) => ({ default: m.BestSellersChart })));
const CategoryItemsChart = lazy(() => import('./ShopCharts.tsx').then((m) => ({ default: m.CategoryItemsChart })));

/** One figure, a region named by its label, so it is found by what it says. */
function Figure({ label, value, to, linkLabel }: { label: string; value: ReactNode; to?: string; linkLabel?: string }) {
  const id = useId();
  const body = (
    <CardContent>
      <Typography component="p" variant="h4">
        {value}
      </Typography>
      <Typography id={id} component="p" color="text.secondary">
        {label}
      </Typography>
    </CardContent>
  );
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
        {to ? (
          <CardActionArea component={RouterLink} to={to} aria-label={linkLabel} sx={{ height: '100%' }}>
            {body}
          </CardActionArea>
        ) : (
          body
        )}
      </Card>
    </Box>
  );
}

function ListCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h3" variant="subtitle1" fontWeight={600} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The shop's part of the dashboard: each card, chart and list only for roles that may read its figures. */
export function ShopDashboard() {
  const translate = useTranslate();
  const money = useMoney();
  const digits = useDigits();
  const createPath = useCreatePath();
  // The home screen's one answer holds only the parts the caller may read.
  const {
    paid_orders: paid,
    unpaid_orders: unpaid,
    customers: customerCount,
    low_stock: low,
    order_totals: totals,
    best_sellers: best,
    categories: perCategory,
    latest_orders: latest,
    low_stock_products: lowList,
  } = useHome().data?.shop ?? {};
  if (!(paid || unpaid || customerCount || low || totals)) return null;
  const stockLow = `${createPath({ resource: 'inventory', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ low_stock: true }) })}`;
  const count = (n?: { total_count: number }) => digits(String(n?.total_count ?? 0));
  return (
    <Box component="section" aria-labelledby="shop-dashboard" sx={{ mt: 2 }}>
      <Typography id="shop-dashboard" component="h2" variant="h6" gutterBottom>
        {translate('sahay.shop_dashboard.heading')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 0, m: 0 }}>
        {paid ? <Figure label={translate('sahay.shop_dashboard.paid_orders')} value={count(paid)} /> : null}
        {unpaid ? <Figure label={translate('sahay.shop_dashboard.unpaid_orders')} value={count(unpaid)} /> : null}
        {customerCount ? <Figure label={translate('sahay.shop_dashboard.customers')} value={count(customerCount)} /> : null}
        {low ? (
          <Figure
            label={translate('sahay.shop_dashboard.low_stock')}
            value={count(low)}
            to={stockLow}
            linkLabel={translate('sahay.shop_dashboard.low_stock_link', { count: count(low) })}
          />
        ) : null}
        {totals ? <Figure label={translate('sahay.shop_dashboard.order_totals')} value={money(totals.total_amount)} /> : null}
        {totals ? <Figure label={translate('sahay.shop_dashboard.paid_amount')} value={money(totals.paid_amount)} /> : null}
        {totals ? <Figure label={translate('sahay.shop_dashboard.due_amount')} value={money(totals.due_amount)} /> : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Suspense fallback={null}>
          {best?.best_sellers.length ? <BestSellersChart rows={best.best_sellers} /> : null}
          {perCategory?.categories.length ? <CategoryItemsChart rows={perCategory.categories} /> : null}
        </Suspense>
        {latest ? (
          <ListCard title={translate('sahay.shop_dashboard.latest_orders')}>
            {latest.orders.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('sahay.shop_dashboard.order_no')}</TableCell>
                    <TableCell>{translate('sahay.shop_dashboard.customer')}</TableCell>
                    <TableCell>{translate('sahay.shop_dashboard.status')}</TableCell>
                    <TableCell align="right">{translate('sahay.shop_dashboard.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {latest.orders.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>
                        <Link component={RouterLink} to={createPath({ resource: 'customerorder', type: 'show', id: o.id })}>
                          {o.order_no}
                        </Link>
                      </TableCell>
                      <TableCell>{o.customer_name}</TableCell>
                      <TableCell>{translate(`sahay.shop_dashboard.statuses.${o.status}`)}</TableCell>
                      <TableCell align="right">{money(o.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography>{translate('sahay.shop_dashboard.no_orders')}</Typography>
            )}
          </ListCard>
        ) : null}
        {lowList ? (
          <ListCard title={translate('sahay.shop_dashboard.low_stock_products')}>
            {lowList.products.length ? (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('sahay.stock.product')}</TableCell>
                    <TableCell>{translate('sahay.stock.sku')}</TableCell>
                    <TableCell align="right">{translate('sahay.stock.on_hand')}</TableCell>
                    <TableCell align="right">{translate('sahay.stock.threshold')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lowList.products.map((p) => (
                    <TableRow key={p.product}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.sku}</TableCell>
                      <TableCell align="right">{digits(String(p.quantity))}</TableCell>
                      <TableCell align="right">{digits(String(p.low_stock_threshold))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography>{translate('sahay.shop_dashboard.no_low_stock')}</Typography>
            )}
          </ListCard>
        ) : null}
      </Box>
    </Box>
  );
}
