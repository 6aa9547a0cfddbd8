import type { ProductFilter, PublicProduct } from '@sahay/contracts';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { stockMovementResource } from './inventory.resources.ts';
import { descendantsOf, moveStock, productExtras } from './inventory.service.ts';
import { categories, inventories, productSizes, products, productTagLinks } from './inventory.tables.ts';

/** The catalogue as the shop's visitors read it (active products, public fields), a product's stock and its manual adjustment. */

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const orderedCategories = async (db: DbOrTx, where: SQL | undefined) =>
  (await db.select().from(categories).where(where).orderBy(asc(categories.position), asc(categories.id))).map((r) => rowToApi(r));

/** The top categories (no parent), in their order. */
export const topCategories = (db: DbOrTx) => orderedCategories(db, isNull(categories.parent));

/** A category's third level: two below a top category, one below a sub category. */
export async function thirdLevelCategories(db: DbOrTx, id: number) {
  const levels = await descendantsOf(db, id);
  const [self] = await db.select({ parent: categories.parent }).from(categories).where(eq(categories.id, id));
  if (!self) throw notFound(`Category id - ${id} does not exist`);
  const third = self.parent === null ? (levels[1] ?? []) : (levels[0] ?? []);
  return third.length ? orderedCategories(db, inArray(categories.id, third)) : [];
}

/** Active products matching the conditions, paged, with their public fields. */
async function productPage(db: DbOrTx, query: { page?: string; size?: string }, conditions: (SQL | undefined)[]) {
  const where = and(eq(products.isActive, true), ...conditions);
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const wanted = pageRequest(query);
  const totalPages = Math.max(1, Math.ceil(total / wanted.size));
  const page = Math.min(wanted.page, totalPages);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(wanted.size)
    .offset((page - 1) * wanted.size);
  const extras = await productExtras(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map(
    (r): PublicProduct => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      category: r.category,
      brand: r.brand,
      price: r.price,
      unit: r.unit,
      image: r.image,
      description: r.description,
      sizes: extras.sizes.get(r.id) ?? [],
      tags: extras.tags.get(r.id) ?? [],
    }),
  );
  return { products: items, page, size: wanted.size, total_pages: totalPages, total_elements: total };
}

/** A category with everything below it: a top category's products include its sub categories'. */
const categoryAndBelow = async (db: DbOrTx, categoryId: number) => [categoryId, ...(await descendantsOf(db, categoryId)).flat()];

export const productsOfCategory = async (db: DbOrTx, categoryId: number, query: { page?: string; size?: string }) =>
  productPage(db, query, [inArray(products.category, await categoryAndBelow(db, categoryId))]);

export const productsOfBrand = (db: DbOrTx, brandId: number, query: { page?: string; size?: string }) =>
  productPage(db, query, [eq(products.brand, brandId)]);

/** The storefront's filter: category (with those below it), brand, size, tag, price range and name. */
export async function filterProducts(db: DbOrTx, q: ProductFilter) {
  const name = q.name?.trim();
  return productPage(db, q, [
    q.category ? inArray(products.category, await categoryAndBelow(db, q.category)) : undefined,
    q.brand ? eq(products.brand, q.brand) : undefined,
    q.product_size
      ? inArray(products.id, db.select({ id: productSizes.productId }).from(productSizes).where(eq(productSizes.sizeId, q.product_size)))
      : undefined,
    q.tag
      ? inArray(products.id, db.select({ id: productTagLinks.productId }).from(productTagLinks).where(eq(productTagLinks.tagId, q.tag)))
      : undefined,
    q.min_price ? gte(products.price, q.min_price) : undefined,
    q.max_price ? lte(products.price, q.max_price) : undefined,
    name ? ilike(products.name, `%${escapeLike(name)}%`) : undefined,
  ]);
}

/** A product's inventory row, as the inventory resource answers it. */
export async function stockOf(db: DbOrTx, inventoryRepository: Repository, productId: number) {
  const [row] = await db.select({ id: inventories.id }).from(inventories).where(eq(inventories.product, productId));
  if (!row) throw notFound(`No product has the id ${productId}.`);
  return inventoryRepository.get(db, row.id);
}

/**
 * A manual adjustment of a product's stock (the Store keeper's): a signed change and its reason. Answers the
 * new stock and the movement as the back office shows it.
 */
export async function adjustStock(
  db: DbOrTx,
  repositories: ReadonlyMap<string, Repository>,
  change: { product: number; quantity: number; reason: string },
  actor?: number,
) {
  const { movement } = await moveStock(db, { ...change, kind: 'adjustment', actor });
  const [expanded] = await stockMovementResource.hooks.expand(db, [movement]);
  return { inventory: await stockOf(db, repositories.get('inventory') as Repository, change.product), movement: expanded };
}
