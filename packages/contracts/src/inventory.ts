import { z } from 'zod';
import { inputOnly, unique, withDefault } from './field-meta.ts';
import { choice, flag, id, image, money, position, ref, requiredText, text } from './fields.ts';
import { type Action, defineContract } from './resource.ts';

/**
 * The shop's catalogue and its stock (api-contract.md 5; decision 016). Only the front ends' paths are
 * evidenced: bodies, answers and rules are ours. Stock is never written by clients: it moves.
 */

const everything: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'];
/** What the shop's visitors may read of the catalogue's lookups (never prices' costs nor stock). */
const catalogueReads = { actions: ['list', 'withoutPagination', 'get'] as readonly Action[] };
const named = (max = 120) => ({ name: unique(requiredText(max)), description: text(500).optional() });

/** A category sits at most this deep: a top category, its sub categories and their sub-sub categories. */
export const maxCategoryDepth = 3;

export const category = defineContract({
  name: 'category',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Category',
  plural: 'categories',
  input: z.object({
    name: requiredText(120),
    /** The category above; none for a top category. At most three levels (decision 016). */
    parent: ref('category').optional(),
    description: text(500).optional(),
    image: image().optional(),
    position: withDefault(position(), 0),
  }),
  actions: everything,
  title: ['name'],
  columns: ['name', 'parent', 'position'],
  search: ['name'],
  listsBy: [{ path: 'get_all_sub_category_by_category_id_without_pagination', field: 'parent', key: 'category_id' }],
  order: { field: 'position', direction: 'asc' },
});

export const brand = defineContract({
  name: 'brand',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Brand',
  plural: 'brands',
  input: z.object({ ...named(), image: image().optional() }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const manufacturer = defineContract({
  name: 'manufacturer',
  module: 'inventory',
  label: 'Manufacturer',
  plural: 'manufacturers',
  input: z.object(named()),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const attribute = defineContract({
  name: 'attribute',
  module: 'inventory',
  label: 'Attribute',
  plural: 'attributes',
  input: z.object(named()),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const attributeSet = defineContract({
  name: 'attributeset',
  module: 'inventory',
  label: 'Attribute set',
  pluralLabel: 'Attribute sets',
  plural: 'attributesets',
  input: z.object(named()),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const attributeValue = defineContract({
  name: 'attributevalue',
  module: 'inventory',
  label: 'Attribute value',
  pluralLabel: 'Attribute values',
  plural: 'attributevalues',
  input: z.object({ attribute: ref('attribute', 'cascade'), value: requiredText(120) }),
  actions: everything,
  title: ['value'],
  columns: ['attribute', 'value'],
  search: ['value'],
});

export const productTag = defineContract({
  name: 'producttag',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Product tag',
  pluralLabel: 'Product tags',
  plural: 'producttags',
  input: z.object({ name: unique(requiredText(60)) }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const size = defineContract({
  name: 'size',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Size',
  plural: 'sizes',
  input: z.object({ name: unique(requiredText(40)), position: withDefault(position(), 0) }),
  actions: everything,
  title: ['name'],
  search: ['name'],
  order: { field: 'position', direction: 'asc' },
});

export const productUnits = ['piece', 'pair', 'set', 'metre', 'kg'] as const;

/**
 * A product of the shop. Its sizes and tags are many-to-many (id lists sent and answered with it, like a
 * role's permissions); its colours and pictures are records of their own that point at it. Its stock is
 * its inventory row, made with it.
 */
export const product = defineContract({
  name: 'product',
  module: 'inventory',
  label: 'Product',
  plural: 'products',
  input: z.object({
    name: requiredText(200),
    sku: unique(requiredText(60).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes or underscores.'), 'ignoreCase'),
    category: ref('category'),
    brand: ref('brand').optional(),
    manufacturer: ref('manufacturer').optional(),
    price: money(),
    /** What the shop pays its maker: the margin of later reports. */
    cost: money(),
    unit: withDefault(choice(productUnits, 'Choose piece, pair, set, metre or kg.'), 'piece'),
    /** At or below this quantity on hand the product is low on stock. */
    low_stock_threshold: withDefault(
      z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(0).max(1_000_000),
      5,
    ),
    is_active: withDefault(flag(), true),
    image: image().optional(),
    description: text(5000).optional(),
    sizes: inputOnly(z.array(ref('size')).max(100).optional()),
    tags: inputOnly(z.array(ref('producttag')).max(100).optional()),
  }),
  actions: everything,
  title: ['name'],
  columns: ['image', 'name', 'sku', 'category', 'price', 'is_active'],
  search: ['name', 'sku'],
});

export const productColor = defineContract({
  name: 'productcolor',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Product colour',
  pluralLabel: 'Product colours',
  plural: 'productcolors',
  input: z.object({
    product: ref('product', 'cascade'),
    name: requiredText(60),
    code: text(7)
      .regex(/^(#[0-9A-Fa-f]{6})?$/, 'Enter a colour as #RRGGBB.')
      .optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  columns: ['product', 'name', 'code'],
  search: ['name'],
  listsBy: [{ path: 'get_all_by_product_id', field: 'product', key: 'product_id' }],
});

export const productImage = defineContract({
  name: 'productimage',
  module: 'inventory',
  publicRead: catalogueReads,
  label: 'Product image',
  pluralLabel: 'Product pictures',
  plural: 'productimages',
  input: z.object({
    product: ref('product', 'cascade'),
    image: image(),
    /** The colour this picture shows, if it shows one. */
    color: ref('productcolor', 'set null').optional(),
    alt: text(200).optional(),
    position: withDefault(position(), 0),
  }),
  actions: ['list', 'withoutPagination', 'get', 'create', 'update', 'delete'],
  title: ['alt'],
  columns: ['product', 'image', 'color', 'position'],
  listsBy: [{ path: 'all_productimage_by_product_id', field: 'product', key: 'product_id' }],
  order: { field: 'position', direction: 'asc' },
});

/**
 * A product's stock: one row each, made with the product (quantity 0). Read-only to clients: the quantity
 * on hand changes only by stock movements (`moveStock`), and always equals their sum.
 */
export const inventory = defineContract({
  name: 'inventory',
  module: 'inventory',
  label: 'Inventory',
  pluralLabel: 'Stock',
  plural: 'inventories',
  input: z.object({
    product: unique(ref('product', 'cascade')),
    quantity: withDefault(z.coerce.number().int().min(0), 0),
  }),
  actions: ['list', 'get', 'search'],
  title: ['product'],
  columns: ['product', 'quantity'],
  search: [],
  order: { field: 'id', direction: 'asc' },
});

export const stockMovementKinds = ['purchase_received', 'purchase_returned', 'order_confirmed', 'order_cancelled', 'adjustment'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];

/** One change of a product's stock, signed (+ in, − out); written only by `moveStock`, never changed. */
export const stockMovement = defineContract({
  name: 'stock_movement',
  module: 'inventory',
  label: 'Stock movement',
  plural: 'stock_movements',
  input: z.object({
    // A product with movements is kept (refused delete): its history is the stock's proof.
    product: ref('product'),
    kind: choice(stockMovementKinds),
    quantity: z.coerce.number().int(),
    reason: text(500).optional(),
    /** The purchase bill or order number behind it, for purchases and orders. */
    reference: text(60).optional(),
  }),
  actions: ['list', 'get'],
  title: ['kind'],
  columns: ['product', 'kind', 'quantity', 'reason', 'reference'],
  listsBy: [{ path: 'get_all_by_product_id', field: 'product', key: 'product_id' }],
  order: { field: 'id', direction: 'desc' },
});

/** The body of `inventory/adjust/`: a signed, non-zero change and why. */
export const stockAdjustment = z.object({
  product: id(),
  quantity: z.coerce
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'Give a change other than 0: positive adds stock, negative removes it.'),
  reason: requiredText(500),
});

/** Who may adjust stock by hand (the Store keeper). */
export const adjustStockPermission = { name: 'inventory.adjust', module: 'inventory' } as const;

export const inventoryContracts = [
  category,
  brand,
  manufacturer,
  attribute,
  attributeSet,
  attributeValue,
  productTag,
  size,
  product,
  productColor,
  productImage,
  inventory,
  stockMovement,
];
