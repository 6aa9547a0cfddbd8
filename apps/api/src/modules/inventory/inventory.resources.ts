import * as contracts from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, defineResource, type Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { contractOfTable } from '../../resource/table.ts';
import {
  checkCategoryParent,
  linkProduct,
  lowStockCondition,
  openInventories,
  openInventory,
  productExtras,
  productsById,
  productTextCondition,
} from './inventory.service.ts';
import * as tables from './inventory.tables.ts';

/** A category keeps to three levels, and never sits under itself. */
export const categoryResource = defineResource({
  contract: contracts.category,
  table: tables.categories,
  hooks: {
    async prepare(input, { tx, before }) {
      if ('parent' in input) await checkCategoryParent(tx, input.parent as number | null, before?.id as number | undefined);
      return input;
    },
  },
});

/** A product comes with its inventory row; its sizes and tags are id lists; it answers its stock. */
export const productResource = defineResource({
  contract: contracts.product,
  table: tables.products,
  output: { sizes: z.array(z.number()), tags: z.array(z.number()), quantity: z.number(), low_stock: z.boolean() },
  hooks: {
    async afterWrite(record, input, { tx, mode, actor }) {
      if (mode === 'create') await openInventory(tx, record.id as number, actor);
      await linkProduct(tx, record.id as number, input);
    },
    async expand(db, records) {
      const extras = await productExtras(
        db,
        records.map((r) => r.id as number),
      );
      return records.map((r) => {
        const quantity = extras.stock.get(r.id as number) ?? 0;
        return {
          ...r,
          sizes: extras.sizes.get(r.id as number) ?? [],
          tags: extras.tags.get(r.id as number) ?? [],
          quantity,
          low_stock: quantity <= (r.low_stock_threshold as number),
        };
      });
    },
  },
});

/**
 * Many products at once (an import's), in a few multi-row statements: each as the product resource creates one,
 * with its inventory row (with no sizes or tags: an import gives none). Answers the records stored, in order.
 */
export async function createProducts(repository: Repository, tx: DbOrTx, inputs: Row[], actor: Actor) {
  const created = await repository.insertMany(tx, inputs, actor);
  await openInventories(
    tx,
    created.map((record) => record.id as number),
    actor.caller?.userId,
  );
  return created;
}

const stockFacts = async (db: DbOrTx, records: Row[]) => {
  const byId = await productsById(
    db,
    records.map((r) => r.product as number),
  );
  return records.map((r) => {
    const p = byId.get(r.product as number);
    const threshold = p?.threshold ?? 0;
    return {
      ...r,
      product_name: p?.name ?? '',
      sku: p?.sku ?? '',
      unit: p?.unit ?? 'piece',
      low_stock_threshold: threshold,
      low_stock: (r.quantity as number) <= threshold,
    };
  });
};

/**
 * A product's stock, read-only: moved by `moveStock` alone. Lists filter by `low_stock=true` and by
 * `name` (the product's name or SKU contains it).
 */
export const inventoryResource = defineResource({
  contract: contracts.inventory,
  table: tables.inventories,
  output: { product_name: z.string(), sku: z.string(), unit: z.string(), low_stock_threshold: z.number(), low_stock: z.boolean() },
  textFilters: {
    low_stock: (text) => lowStockCondition(!['false', '0', 'no', 'off'].includes(text.toLowerCase())),
    name: productTextCondition,
  },
  hooks: { expand: stockFacts },
});

export const stockMovementResource = defineResource({
  contract: contracts.stockMovement,
  table: tables.stockMovements,
  output: { product_name: z.string() },
  // The moves of one purchase bill or order, by its number: an order's page lists what it took from stock.
  textFilters: { reference: (text) => eq(tables.stockMovements.reference, text) },
  hooks: {
    async expand(db, records) {
      const byId = await productsById(
        db,
        records.map((r) => r.product as number),
      );
      return records.map((r) => ({ ...r, product_name: byId.get(r.product as number)?.name ?? '' }));
    },
  },
});

/** The plain lookups and a product's colours and pictures: each as its declaration says. */
const plain = [
  tables.brands,
  tables.manufacturers,
  tables.attributes,
  tables.attributeSets,
  tables.attributeValues,
  tables.productTags,
  tables.sizes,
  tables.productColors,
  tables.productImages,
].map((table) => defineResource({ contract: contractOfTable(table), table }));

export const inventoryResources = [categoryResource, ...plain, productResource, inventoryResource, stockMovementResource];
