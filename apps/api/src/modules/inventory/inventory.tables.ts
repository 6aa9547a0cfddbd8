import {
  attribute,
  attributeSet,
  attributeValue,
  brand,
  category,
  inventory,
  manufacturer,
  product,
  productColor,
  productImage,
  productTag,
  size,
  stockMovement,
} from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const categories = resourceTable(category);
export const brands = resourceTable(brand);
export const manufacturers = resourceTable(manufacturer);
export const attributes = resourceTable(attribute);
export const attributeSets = resourceTable(attributeSet);
export const attributeValues = resourceTable(attributeValue);
export const productTags = resourceTable(productTag);
export const sizes = resourceTable(size);
export const products = resourceTable(product);
export const productColors = resourceTable(productColor);
export const productImages = resourceTable(productImage);

/** A product's sizes and tags: many-to-many, sent and answered as id lists on the product. */
export const productSizes = pgTable(
  'product_size',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] }), index('product_size_size_id_idx').on(t.sizeId)],
);
export const productTagLinks = pgTable(
  'product_tag',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tag_tag_id_idx').on(t.tagId)],
);

/**
 * One row per product: the quantity on hand, the sum of its movements. The database refuses a negative
 * quantity even if code forgot to: the last line of defence behind `moveStock`.
 */
export const inventories = resourceTable(inventory, undefined, (t) => [check('inventory_quantity_not_negative', sql`${t.quantity} >= 0`)]);

/** Every change of stock, signed; an adjustment says why. */
export const stockMovements = resourceTable(stockMovement, undefined, (t) => [
  check('stock_movement_quantity_not_zero', sql`${t.quantity} <> 0`),
  check('stock_movement_adjustment_has_reason', sql`${t.kind} <> 'adjustment' or length(trim(${t.reason})) > 0`),
  // An order's or a bill's page reads its moves by its number.
  index('stock_movement_reference_idx').on(t.reference),
]);
