import { Chip, Link } from '@mui/material';
import { inventory } from '@sahay/contracts';
import { Link as RouterLink, useCreatePath, useTranslate } from 'react-admin';
import type { ListColumn } from '../../generic/columns.ts';
import type { StockRow } from './AdjustStock.tsx';

export interface StockRecord extends StockRow {
  sku?: string;
  low_stock?: boolean;
  low_stock_threshold?: number;
}

/** The marker of a product at or below its threshold: dark text on a pale amber, readable at any size. */
export function LowStockChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ ml: 1, fontWeight: 600, color: '#6d3600', bgcolor: '#fff3e0', borderColor: '#b35c00' }}
      label={translate('sahay.stock.low')}
    />
  );
}

/** On hand, with a marker a reader cannot miss when it is at or below the product's threshold. */
export function OnHand({ record }: { record: StockRecord }) {
  return (
    <span>
      {record.quantity}
      {record.low_stock ? <LowStockChip /> : null}
    </span>
  );
}

/** The product's name, a link to its stock page (rows themselves are not clickable). */
function ProductLink({ record }: { record: StockRecord }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: inventory.name, id: record.id, type: 'show' })}>
      {record.product_name}
    </Link>
  );
}

/** What the stock list shows, and its export holds: the product by name, what is on hand, its threshold, when it last moved. */
export const stockColumns: ListColumn<StockRecord>[] = [
  { source: 'product_name', label: 'sahay.stock.product', render: (r) => <ProductLink record={r} /> },
  { source: 'sku', label: 'sahay.stock.sku' },
  { source: 'quantity', label: 'sahay.stock.on_hand', kind: 'number', render: (r) => <OnHand record={r} /> },
  { source: 'low_stock_threshold', label: 'sahay.stock.threshold', kind: 'number' },
  { source: 'updated_at', kind: 'dateTime', sortable: true },
];
