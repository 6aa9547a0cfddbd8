import { inventory, stockMovement } from '@sahay/contracts';
import {
  Datagrid,
  FunctionField,
  NullableBooleanInput,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
  WrapperField,
} from 'react-admin';
import { defaultSort } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { DateField, type HeadingProps, NumberField } from '../../generic/fields.tsx';
import { ListExportButton } from '../../generic/views.tsx';
import { AdjustStockButton } from './AdjustStock.tsx';
import { OnHand, type StockRecord, stockColumns } from './stockColumns.tsx';

/** On hand, with the low-stock marker, on a product's stock page. */
function OnHandField(props: HeadingProps) {
  return <FunctionField {...props} textAlign="right" render={(record: StockRecord) => <OnHand record={record} />} />;
}

const stockFilters = [
  <TextInput source="name" label="sahay.stock.search" alwaysOn key="name" />,
  <NullableBooleanInput source="low_stock" label="sahay.stock.low_only" alwaysOn key="low_stock" />,
];

/** Every product's stock, low ones marked; the Store keeper adjusts a row from here. */
export function StockList() {
  return (
    <ColumnsList
      columns={stockColumns}
      sort={defaultSort(inventory)}
      filters={stockFilters}
      actions={
        <TopToolbar>
          <ListExportButton />
        </TopToolbar>
      }
      rowClick={false}
      bulkActionButtons={false}
    >
      <WrapperField label="sahay.stock.adjust">
        <AdjustStockButton />
      </WrapperField>
    </ColumnsList>
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
