import { Chip, Link } from '@mui/material';
import { inventory, stockMovement } from '@sahay/contracts';
import {
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceManyField,
  Link as RouterLink,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCreatePath,
  useTranslate,
  WrapperField,
} from 'react-admin';
import { defaultSort } from '../../contracts.ts';
import { DateField, type HeadingProps, NumberField } from '../../generic/fields.tsx';
import { ListError } from '../../generic/views.tsx';
import { AdjustStockButton, type StockRow } from './AdjustStock.tsx';

interface StockRecord extends StockRow {
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
function OnHandField(props: HeadingProps) {
  return (
    <FunctionField
      {...props}
      textAlign="right"
      render={(record: StockRecord) => (
        <span>
          {record.quantity}
          {record.low_stock ? <LowStockChip /> : null}
        </span>
      )}
    />
  );
}

/** The product's name, a link to its stock page (rows themselves are not clickable). */
function ProductLink(props: HeadingProps) {
  const createPath = useCreatePath();
  return (
    <FunctionField
      {...props}
      render={(record: StockRecord) => (
        <Link component={RouterLink} to={createPath({ resource: inventory.name, id: record.id, type: 'show' })}>
          {record.product_name}
        </Link>
      )}
    />
  );
}

const stockFilters = [
  <TextInput source="name" label="sahay.stock.search" alwaysOn key="name" />,
  <NullableBooleanInput source="low_stock" label="sahay.stock.low_only" alwaysOn key="low_stock" />,
];

/** Every product's stock, low ones marked; the Store keeper adjusts a row from here. */
export function StockList() {
  return (
    <List sort={defaultSort(inventory)} filters={stockFilters} perPage={25} error={<ListError />} empty={false} actions={<TopToolbar />}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <ProductLink source="product_name" label="sahay.stock.product" sortable={false} />
        <TextField source="sku" label="sahay.stock.sku" sortable={false} />
        <OnHandField source="quantity" label="sahay.stock.on_hand" sortable={false} />
        <NumberField source="low_stock_threshold" label="sahay.stock.threshold" sortable={false} />
        <DateField source="updated_at" showTime />
        <WrapperField label="sahay.stock.adjust">
          <AdjustStockButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}

/** A product's stock and every movement that made it, newest first. */
export function StockShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <AdjustStockButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="product_name" label="sahay.stock.product" />
        <TextField source="sku" label="sahay.stock.sku" />
        <OnHandField source="quantity" label="sahay.stock.on_hand" />
        <NumberField source="low_stock_threshold" label="sahay.stock.threshold" />
        <ReferenceManyField
          reference={stockMovement.name}
          target="product"
          source="product"
          label="sahay.stock.movements"
          sort={{ field: 'id', order: 'DESC' }}
          perPage={50}
        >
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" showTime />
            <FunctionField source="kind" render={(r: { kind?: string }) => <StockKind kind={r.kind} />} />
            <NumberField source="quantity" />
            <TextField source="reason" emptyText="—" />
            <TextField source="reference" emptyText="—" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}

function StockKind({ kind }: { kind?: string }) {
  const translate = useTranslate();
  return <>{translate(`sahay.stock.kinds.${kind}`, { _: kind ?? '' })}</>;
}
