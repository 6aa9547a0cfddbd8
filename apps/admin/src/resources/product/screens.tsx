import { Link } from '@mui/material';
import { product, productColor, productImage } from '@sahay/contracts';
import {
  Datagrid,
  FunctionField,
  Labeled,
  ReferenceManyField,
  Link as RouterLink,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded } from '../../access.tsx';
import { fieldsOf, formFieldsOf, permissionFor } from '../../contracts.ts';
import { fieldFor } from '../../generic/fields.tsx';
import { formInputs, inputFor } from '../../generic/inputs.tsx';
import { GenericCreate, GenericEdit, GenericShow } from '../../generic/views.tsx';
import { MediaField } from '../../inputs/MediaField.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { LowStockChip } from '../inventory/stockColumns.tsx';

/** A product's sizes and tags are id lists sent with it (many-to-many): asked on create and on edit alike. */
const linkInputs = () =>
  formFieldsOf(product, 'create').flatMap((spec) => (['sizes', 'tags'].includes(spec.name) ? [inputFor(spec, 'edit')] : []));
const linkFields = () =>
  formFieldsOf(product, 'create').flatMap((spec) => (['sizes', 'tags'].includes(spec.name) ? [fieldFor(spec, 'show')] : []));

function ProductEdit() {
  return (
    <GenericEdit contract={product}>
      {[...formInputs(product, 'edit'), ...linkInputs()]}
      <StockSummary />
      <PicturesAndColours />
    </GenericEdit>
  );
}

function ProductCreate() {
  return <GenericCreate contract={product} />;
}

/** Where to add a picture or a colour to this product: the generated form, with the product chosen. */
function AddLink({ resource, label }: { resource: string; label: string }) {
  const record = useRecordContext<{ id: number }>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  const to = `${createPath({ resource, type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ product: record.id }))}`;
  return (
    <Link component={RouterLink} to={to}>
      {translate(label)}
    </Link>
  );
}

function StockSummary() {
  return (
    <Labeled label="sahay.stock.on_hand">
      <FunctionField
        render={(record: { quantity?: number; low_stock?: boolean }) => (
          <span>
            {record.quantity ?? 0}
            {record.low_stock ? <LowStockChip /> : null}
          </span>
        )}
      />
    </Labeled>
  );
}

/** The product's pictures and colours, each opened and added by its own generated form. */
function PicturesAndColours() {
  return (
    <>
      <Labeled label="sahay.products.pictures" fullWidth>
        <ReferenceManyField
          reference={productImage.name}
          target="product"
          label="sahay.products.pictures"
          sort={{ field: 'position', order: 'ASC' }}
        >
          <Datagrid bulkActionButtons={false} rowClick="edit">
            <MediaField source="image" size={96} />
            <TextField source="alt" emptyText="—" />
            <TextField source="position" />
          </Datagrid>
        </ReferenceManyField>
      </Labeled>
      <AddLink resource={productImage.name} label="sahay.products.add_picture" />
      <Labeled label="sahay.products.colours" fullWidth>
        <ReferenceManyField reference={productColor.name} target="product" label="sahay.products.colours">
          <Datagrid bulkActionButtons={false} rowClick="edit">
            <TextField source="name" />
            <FunctionField
              source="code"
              render={(r: { code?: string | null }) =>
                r.code ? (
                  <span>
                    <span
                      aria-hidden
                      style={{
                        display: 'inline-block',
                        width: 14,
                        height: 14,
                        marginRight: 6,
                        background: r.code,
                        border: '1px solid #999',
                      }}
                    />
                    {r.code}
                  </span>
                ) : (
                  '—'
                )
              }
            />
          </Datagrid>
        </ReferenceManyField>
      </Labeled>
      <AddLink resource={productColor.name} label="sahay.products.add_colour" />
    </>
  );
}

/** A product with its stock, its sizes and tags, and its pictures and colours (each added by its own form). */
function ProductShow() {
  return (
    <GenericShow contract={product}>
      {fieldsOf(product).map((spec) => fieldFor(spec, 'show'))}
      {linkFields()}
      <StockSummary />
      <PicturesAndColours />
    </GenericShow>
  );
}

export default {
  create: guarded(ProductCreate, permissionFor(product, 'create')),
  edit: guarded(ProductEdit, permissionFor(product, 'update')),
  show: guarded(ProductShow, permissionFor(product, 'get')),
} satisfies ResourceScreens;
