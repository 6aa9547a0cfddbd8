import { basePath, category, errorAnswers, id, inventory, pagingKeys, product, stockAdjustment, writeErrorAnswers } from '@sahay/contracts';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { rowToApi } from '../../lib/keys.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { rowSchema } from '../../resource/schemas.ts';
import { categoryResource, inventoryResource, stockMovementResource } from './inventory.resources.ts';
import { descendantsOf, moveStock, productExtras } from './inventory.service.ts';
import { categories, inventories, productSizes, products, productTagLinks } from './inventory.tables.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the shop's visitors see of a product: never its cost, nor the stock. */
const publicProduct = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  category: z.number(),
  brand: z.number().nullable(),
  price: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  sizes: z.array(z.number()),
  tags: z.array(z.number()),
});
const publicProducts = z.object({ products: z.array(publicProduct), ...pagingKeys });
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount such as 1200.50.');
const filterQuery = z.object({
  page: z.string().optional(),
  size: z.string().optional(),
  category: id().optional(),
  brand: id().optional(),
  product_size: id().optional(),
  tag: id().optional(),
  min_price: amount.optional(),
  max_price: amount.optional(),
  name: z.string().max(200).optional(),
});

/**
 * The catalogue's and the stock's routes beyond the engine's: the category tree's lists, the storefront's
 * product reads (active products, public fields, cached), a product's stock, and manual adjustments.
 */
export default async function inventoryRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const repository = (name: string) => app.repositories.get(name) as Repository;

  const categoryRow = rowSchema(categoryResource);
  const categoryList = z.object({ categories: z.array(categoryRow) });
  const categoryBase = basePath(category);
  const orderedCategories = (where: SQL | undefined) =>
    db().select().from(categories).where(where).orderBy(asc(categories.position), asc(categories.id));

  app.get(
    `${categoryBase}get_all_parent_category_without_pagination`,
    {
      config: { public: true },
      schema: { tags: ['category'], summary: 'The top categories (no parent)', response: { 200: categoryList, ...errorAnswers } },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['category'], async () => ({
        categories: (await orderedCategories(isNull(categories.parent))).map((r) => rowToApi(r)),
      })),
  );

  app.get(
    `${categoryBase}get_all_sub_sub_category_by_category_id_without_pagination/:id`,
    {
      config: { public: true },
      schema: {
        tags: ['category'],
        summary: 'The third-level categories under a category: its grandchildren for a top category, its children for a sub category',
        params: z.object({ id: id() }),
        response: { 200: categoryList, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['category'], async () => {
        const levels = await descendantsOf(db(), request.params.id);
        const [self] = await db().select({ parent: categories.parent }).from(categories).where(eq(categories.id, request.params.id));
        if (!self) throw notFound(`Category id - ${request.params.id} does not exist`);
        // A top category's third level is two below it; a sub category's is one below.
        const third = self.parent === null ? (levels[1] ?? []) : (levels[0] ?? []);
        return { categories: third.length ? (await orderedCategories(inArray(categories.id, third))).map((r) => rowToApi(r)) : [] };
      }),
  );

  /** Active products matching the conditions, paged, with their public fields. */
  async function productPage(query: { page?: string; size?: string }, conditions: (SQL | undefined)[]) {
    const where = and(eq(products.isActive, true), ...conditions);
    const [{ total }] = await db().select({ total: count() }).from(products).where(where);
    const wanted = pageRequest(query);
    const totalPages = Math.max(1, Math.ceil(total / wanted.size));
    const page = Math.min(wanted.page, totalPages);
    const rows = await db()
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(wanted.size)
      .offset((page - 1) * wanted.size);
    const extras = await productExtras(
      db(),
      rows.map((r) => r.id),
    );
    const items = rows.map((r) => {
      const { id: key, name, sku, category: cat, brand, price, unit, image, description } = r;
      return {
        id: key,
        name,
        sku,
        category: cat,
        brand,
        price,
        unit,
        image,
        description,
        sizes: extras.sizes.get(key) ?? [],
        tags: extras.tags.get(key) ?? [],
      };
    });
    return { products: items, page, size: wanted.size, total_pages: totalPages, total_elements: total };
  }

  /** A category with everything below it: a top category's products include its sub categories'. */
  const categoryAndBelow = async (categoryId: number) => [categoryId, ...(await descendantsOf(db(), categoryId)).flat()];
  const productBase = basePath(product);
  const publicPage = { page: z.string().optional(), size: z.string().optional() };

  app.get(
    `${productBase}product_using_category/:id`,
    {
      config: { public: true },
      schema: {
        tags: ['product'],
        summary: "The shop's active products of a category and the categories below it, paged",
        params: z.object({ id: id() }),
        querystring: z.object(publicPage),
        response: { 200: publicProducts, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['product', 'category'], async () =>
        productPage(request.query, [inArray(products.category, await categoryAndBelow(request.params.id))]),
      ),
  );

  app.get(
    `${productBase}product_using_brand/:id`,
    {
      config: { public: true },
      schema: {
        tags: ['product'],
        summary: "The shop's active products of a brand, paged",
        params: z.object({ id: id() }),
        querystring: z.object(publicPage),
        response: { 200: publicProducts, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['product'], async () => productPage(request.query, [eq(products.brand, request.params.id)])),
  );

  app.get(
    `${productBase}filter`,
    {
      config: { public: true },
      schema: {
        tags: ['product'],
        summary:
          "The shop's active products by category (with the categories below it), brand, size (`product_size`), tag, price range (`min_price`, `max_price`) and name, paged",
        querystring: filterQuery,
        response: { 200: publicProducts, ...errorAnswers },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, ['product', 'category'], async () => {
        const q = request.query;
        return productPage(q, [
          q.category ? inArray(products.category, await categoryAndBelow(q.category)) : undefined,
          q.brand ? eq(products.brand, q.brand) : undefined,
          q.product_size
            ? inArray(
                products.id,
                db().select({ id: productSizes.productId }).from(productSizes).where(eq(productSizes.sizeId, q.product_size)),
              )
            : undefined,
          q.tag
            ? inArray(
                products.id,
                db().select({ id: productTagLinks.productId }).from(productTagLinks).where(eq(productTagLinks.tagId, q.tag)),
              )
            : undefined,
          q.min_price ? gte(products.price, q.min_price) : undefined,
          q.max_price ? lte(products.price, q.max_price) : undefined,
          q.name?.trim() ? ilike(products.name, `%${escapeLike(q.name.trim())}%`) : undefined,
        ]);
      }),
  );

  const inventoryRow = rowSchema(inventoryResource);
  const inventoryBase = basePath(inventory);
  const stockOf = async (productId: number) => {
    const [row] = await db().select({ id: inventories.id }).from(inventories).where(eq(inventories.product, productId));
    if (!row) throw notFound(`No product has the id ${productId}.`);
    return repository('inventory').get(db(), row.id);
  };

  app.get(
    `${inventoryBase}check_by_product_id/:product_id`,
    {
      config: { permission: 'inventory.read' },
      schema: {
        tags: ['inventory'],
        summary: "A product's stock: its inventory row (quantity on hand, threshold, low_stock)",
        params: z.object({ product_id: id() }),
        response: { 200: inventoryRow, ...errorAnswers },
      },
    },
    async (request) => (await stockOf(request.params.product_id)) as never,
  );

  const movementRow = rowSchema(stockMovementResource);
  app.post(
    `${inventoryBase}adjust`,
    {
      config: { permission: 'inventory.adjust' },
      schema: {
        tags: ['inventory'],
        summary:
          'A manual adjustment: a signed, non-zero quantity and its reason. Answers the new stock and the movement; 409 when it would leave less than nothing',
        body: stockAdjustment,
        response: { 201: z.object({ inventory: inventoryRow, movement: movementRow }), ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const { product: productId, quantity, reason } = request.body;
      const { movement } = await moveStock(db(), {
        product: productId,
        quantity,
        reason,
        kind: 'adjustment',
        actor: request.caller?.userId,
      });
      const [expanded] = await stockMovementResource.hooks.expand(db(), [movement]);
      return reply.code(201).send({ inventory: (await stockOf(productId)) as never, movement: expanded as never });
    },
  );
}
