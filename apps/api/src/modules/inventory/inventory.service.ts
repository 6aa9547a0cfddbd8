import { maxCategoryDepth, type StockMovementKind } from '@sahay/contracts';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { updateRows } from '../../db/bulk-update.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction, inTurn } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import type { Row } from '../../resource/define-resource.ts';
import { recordAudit } from '../audit/index.ts';
import {
  categories,
  inventories,
  productSizes,
  products,
  productTagLinks,
  productTags,
  sizes,
  stockMovements,
} from './inventory.tables.ts';

/** One change of a product's stock, as purchasing, orders and the back office ask for it. */
export interface StockMove {
  product: number;
  /** Signed: positive adds stock, negative takes it out. Never 0. */
  quantity: number;
  kind: StockMovementKind;
  /** Why: required for a manual adjustment. */
  reason?: string | null;
  /** The purchase bill or order number behind the movement. */
  reference?: string | null;
  /** The signed-in user making the change. */
  actor?: number;
}

const left = (quantity: number, name: string) =>
  quantity === 0 ? `None of “${name}” is left.` : `Only ${quantity} of “${name}” ${quantity === 1 ? 'is' : 'are'} left.`;

/**
 * The only writer of stock. Locks the product's inventory row (`select … for update`), so two clerks or
 * orders taking the last pieces at once are served one after the other; refuses to go below zero (409,
 * naming the product and what is left); writes the movement and the new quantity in one transaction, so
 * the quantity on hand is always the sum of the movements. The database's check is the last line of
 * defence. Runs inside the caller's transaction when given one (a purchase bill, an order).
 */
export async function moveStock(db: DbOrTx, move: StockMove) {
  const [moved] = await moveStocks(db, [move]);
  return moved;
}

/** Movements and audit rows are written this many at a time: well below the parameters' limit. */
const movesAStatement = 2000;

/** An inventory row as a move changes it. */
type InventoryRow = Row & { id: number; quantity: number; updatedAt: Date; updatedBy: number | null };

/**
 * `moveStock` for many moves at once (an import's opening stock), by the same rules, in a few statements: the
 * inventory rows locked together (in the order of their ids), each move applied in turn, the movements, the new
 * quantities and the audit rows written in bulk. Answers each move's movement and its product's stock after all.
 */
export async function moveStocks(db: DbOrTx, moves: StockMove[]) {
  for (const move of moves) {
    if (!Number.isInteger(move.quantity) || move.quantity === 0)
      throw new HttpError(400, { quantity: ['Give a whole number other than 0: positive adds stock, negative removes it.'] });
    if (move.kind === 'adjustment' && !move.reason?.trim()) throw new HttpError(400, { reason: ['Say why the stock is adjusted.'] });
  }
  if (!moves.length) return [];
  return inTransaction(db, async (tx) => {
    const stock = new Map<number, { row: InventoryRow; name: string }>();
    const wanted = [...new Set(moves.map((m) => m.product))];
    for (let i = 0; i < wanted.length; i += movesAStatement)
      for (const found of await tx
        .select({ row: inventories, name: products.name })
        .from(inventories)
        .innerJoin(products, eq(products.id, inventories.product))
        .where(inArray(inventories.product, wanted.slice(i, i + movesAStatement)))
        .orderBy(inventories.id)
        .for('update', { of: inventories }))
        stock.set(found.row.product as number, { row: { ...found.row } as InventoryRow, name: found.name });
    const before = new Map([...stock].map(([product, { row }]) => [product, row.quantity]));
    const now = new Date();
    for (const move of moves) {
      const found = stock.get(move.product);
      if (!found) throw new HttpError(400, { product: [`No product has the id ${move.product}.`] });
      if (found.row.quantity + move.quantity < 0) throw new HttpError(409, left(found.row.quantity, found.name));
      Object.assign(found.row, { quantity: found.row.quantity + move.quantity, updatedAt: now, updatedBy: move.actor ?? null });
    }
    const movements: Row[] = [];
    for (let i = 0; i < moves.length; i += movesAStatement) {
      const rows = await tx
        .insert(stockMovements)
        .values(
          moves.slice(i, i + movesAStatement).map((move) => ({
            product: move.product,
            kind: move.kind,
            quantity: move.quantity,
            reason: move.reason?.trim() || null,
            reference: move.reference?.trim() || null,
            createdBy: move.actor ?? null,
            updatedBy: move.actor ?? null,
          })),
        )
        .returning();
      // Serial ids are drawn in the order of the rows given.
      movements.push(...(rows as Row[]).sort((a, b) => (a.id as number) - (b.id as number)).map((r) => rowToApi(r)));
    }
    // The quantities counted under the rows' locks: what each row holds once every move is in.
    await updateRows(
      tx,
      inventories,
      [...stock.values()].map(({ row }) => ({
        id: row.id,
        set: { quantity: row.quantity, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
      })),
    ).catch((error) => {
      // The check refused what the locks should have prevented: the same answer, never a 500.
      const [product, { name }] = [...stock][0];
      if (findCode(error) === '23514') throw new HttpError(409, left(before.get(product) ?? 0, name));
      throw error;
    });
    await recordAudit(
      tx,
      movements.map((movement, i) => ({
        userId: moves[i].actor,
        entity: 'stock_movement',
        entityId: movement.id as number,
        action: 'create' as const,
        after: movement,
      })),
    );
    return movements.map((movement, i) => ({ movement, inventory: rowToApi(stock.get(moves[i].product)?.row as InventoryRow) }));
  });
}

function findCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string') return e.code;
  return undefined;
}

/** A new product's stock: its inventory row, with nothing on hand. */
export async function openInventory(tx: DbOrTx, product: number, actor?: number) {
  await openInventories(tx, [product], actor);
}

/** The inventory rows of many new products at once (an import's), each as `openInventory` opens one. */
export async function openInventories(tx: DbOrTx, productIds: number[], actor?: number) {
  for (let i = 0; i < productIds.length; i += movesAStatement)
    await tx
      .insert(inventories)
      .values(
        productIds
          .slice(i, i + movesAStatement)
          .map((product) => ({ product, quantity: 0, createdBy: actor ?? null, updatedBy: actor ?? null })),
      )
      .onConflictDoNothing();
}

/** The level of a category: 1 for a top category, 2 for a sub category, 3 below. */
async function levelOf(db: DbOrTx, id: number) {
  let level = 0;
  for (let current: number | null = id; current !== null && level <= maxCategoryDepth + 1; level++) {
    const [row] = await db.select({ parent: categories.parent }).from(categories).where(eq(categories.id, current));
    if (!row) return level === 0 ? undefined : level;
    current = row.parent;
  }
  return level;
}

/** The categories below one, level by level: its sub categories, then theirs. */
export async function descendantsOf(db: DbOrTx, id: number) {
  const levels: number[][] = [];
  let current = [id];
  while (current.length && levels.length < maxCategoryDepth + 1) {
    const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.parent, current));
    current = rows.map((r) => r.id).filter((c) => !levels.flat().includes(c) && c !== id);
    if (current.length) levels.push(current);
  }
  return levels;
}

/**
 * Categories go three levels deep (decision 016): a category may sit under a top or a sub category, and
 * one moved carries its own sub categories with it. A category never sits under itself or its own.
 */
export async function checkCategoryParent(db: DbOrTx, parent: number | null | undefined, self?: number) {
  if (parent === null || parent === undefined) return;
  const below = self === undefined ? [] : await descendantsOf(db, self);
  if (parent === self || below.flat().includes(parent))
    throw new HttpError(400, { parent: ['A category cannot sit under itself or one of its own sub categories.'] });
  const level = await levelOf(db, parent);
  if (level === undefined) return; // the foreign key names the missing parent
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, parent));
  if (level + 1 + below.length > maxCategoryDepth) {
    const words = below.length ? ` with its ${below.length === 1 ? 'sub categories' : 'two levels of sub categories'}` : '';
    throw new HttpError(400, {
      parent: [
        `Categories go ${maxCategoryDepth} levels deep: “${row?.name}” is at level ${level}, so this category${words} cannot go under it.`,
      ],
    });
  }
}

/** The top categories. */
export const topCategories = (db: DbOrTx) => db.select({ id: categories.id }).from(categories).where(isNull(categories.parent));

/** Replaces a product's sizes or tags with the given ids, refusing ids that name nothing (400). */
export async function linkProduct(tx: DbOrTx, product: number, input: Row) {
  const links = [
    { field: 'sizes', ids: input.sizes as number[] | undefined, table: productSizes, target: sizes, column: 'sizeId', label: 'size' },
    { field: 'tags', ids: input.tags as number[] | undefined, table: productTagLinks, target: productTags, column: 'tagId', label: 'tag' },
  ] as const;
  for (const link of links) {
    if (!link.ids) continue;
    const ids = [...new Set(link.ids)];
    const known = ids.length ? await tx.select({ id: link.target.id }).from(link.target).where(inArray(link.target.id, ids)) : [];
    const unknown = ids.filter((id) => !known.some((k) => k.id === id));
    if (unknown.length) throw new HttpError(400, { [link.field]: [`No ${link.label} has the id ${unknown.join(', ')}.`] });
    await tx.delete(link.table).where(eq(link.table.productId, product));
    if (ids.length) await tx.insert(link.table).values(ids.map((id) => ({ productId: product, [link.column]: id })) as never);
  }
}

/** The sizes, tags and stock of some products, for their answers. */
export async function productExtras(db: DbOrTx, ids: number[]) {
  const wanted = ids.length ? ids : [0];
  const [sizeRows, tagRows, stockRows] = await inTurn([
    () => db.select().from(productSizes).where(inArray(productSizes.productId, wanted)),
    () => db.select().from(productTagLinks).where(inArray(productTagLinks.productId, wanted)),
    () =>
      db
        .select({ product: inventories.product, quantity: inventories.quantity })
        .from(inventories)
        .where(inArray(inventories.product, wanted)),
  ]);
  const group = (rows: { productId: number }[], pick: (r: never) => number) => {
    const map = new Map<number, number[]>();
    for (const r of rows)
      map.set(
        r.productId,
        [...(map.get(r.productId) ?? []), pick(r as never)].sort((a, b) => a - b),
      );
    return map;
  };
  return {
    sizes: group(sizeRows, (r: { sizeId: number }) => r.sizeId),
    tags: group(tagRows, (r: { tagId: number }) => r.tagId),
    stock: new Map(stockRows.map((r) => [r.product, r.quantity])),
  };
}

/** The product facts the stock screen shows beside each inventory row. */
export async function productsById(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({ id: products.id, name: products.name, sku: products.sku, unit: products.unit, threshold: products.lowStockThreshold })
    .from(products)
    .where(inArray(products.id, ids.length ? ids : [0]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether a product's inventory row is at or below its threshold. */
export const lowStockCondition = (low: boolean) =>
  low
    ? sql`${inventories.quantity} <= (select ${products.lowStockThreshold} from ${products} where ${products.id} = ${inventories.product})`
    : sql`${inventories.quantity} > (select ${products.lowStockThreshold} from ${products} where ${products.id} = ${inventories.product})`;

export const productTextCondition = (text: string) => {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${inventories.product} in (select ${products.id} from ${products} where ${products.name} ilike ${like} or ${products.sku} ilike ${like})`;
};
