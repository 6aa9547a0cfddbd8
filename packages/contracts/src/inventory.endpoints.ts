import { z } from 'zod';
import { defineEndpoint, recordOf } from './endpoint.ts';
import { id, money } from './fields.ts';
import { adjustStockPermission, category, inventory, product, stockAdjustment, stockMovement } from './inventory.ts';
import { basePath, permissionName } from './resource.ts';
import { errorAnswers, pagingKeys, writeErrorAnswers } from './responses.ts';

/**
 * The catalogue's and the stock's routes beyond the engine's: the category tree's lists, the storefront's
 * product reads (active products, public fields, cached), a product's stock, and manual adjustments.
 */

/** What the shop's visitors see of a product: never its cost, nor the stock. */
export const publicProduct = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  category: z.number().nullable(),
  brand: z.number().nullable(),
  price: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  sizes: z.array(z.number()),
  tags: z.array(z.number()),
});
export type PublicProduct = z.infer<typeof publicProduct>;
export const publicProducts = z.object({ products: z.array(publicProduct), ...pagingKeys });

const categoryList = z.object({ categories: z.array(recordOf(category)) });
const publicPage = z.object({ page: z.string().optional(), size: z.string().optional() });
const idParams = z.object({ id: id() });
const categories = basePath(category);
const products = basePath(product);
const stock = basePath(inventory);

const topCategories = defineEndpoint({
  method: 'GET',
  path: `${categories}get_all_parent_category_without_pagination`,
  access: { public: true },
  tags: ['category'],
  summary: 'The top categories (no parent)',
  responses: { 200: categoryList, ...errorAnswers },
});

const thirdLevelCategories = defineEndpoint({
  method: 'GET',
  path: `${categories}get_all_sub_sub_category_by_category_id_without_pagination/:id`,
  access: { public: true },
  tags: ['category'],
  summary: 'The third-level categories under a category: its grandchildren for a top category, its children for a sub category',
  params: idParams,
  responses: { 200: categoryList, ...errorAnswers },
});

const productsOfCategory = defineEndpoint({
  method: 'GET',
  path: `${products}product_using_category/:id`,
  access: { public: true },
  tags: ['product'],
  summary: "The shop's active products of a category and the categories below it, paged",
  params: idParams,
  query: publicPage,
  responses: { 200: publicProducts, ...errorAnswers },
});

const productsOfBrand = defineEndpoint({
  method: 'GET',
  path: `${products}product_using_brand/:id`,
  access: { public: true },
  tags: ['product'],
  summary: "The shop's active products of a brand, paged",
  params: idParams,
  query: publicPage,
  responses: { 200: publicProducts, ...errorAnswers },
});

/** The storefront's filters; amounts are decimal text, never floats. */
export const productFilter = publicPage.extend({
  category: id().optional(),
  brand: id().optional(),
  product_size: id().optional(),
  tag: id().optional(),
  min_price: money().optional(),
  max_price: money().optional(),
  name: z.string().max(200).optional(),
});
export type ProductFilter = z.infer<typeof productFilter>;

const filterProducts = defineEndpoint({
  method: 'GET',
  path: `${products}filter`,
  access: { public: true },
  tags: ['product'],
  summary:
    "The shop's active products by category (with the categories below it), brand, size (`product_size`), tag, price range (`min_price`, `max_price`) and name, paged",
  query: productFilter,
  responses: { 200: publicProducts, ...errorAnswers },
});

const stockOfProduct = defineEndpoint({
  method: 'GET',
  path: `${stock}check_by_product_id/:product_id`,
  access: { permission: permissionName(inventory.name, 'get') },
  tags: ['inventory'],
  summary: "A product's stock: its inventory row (quantity on hand, threshold, low_stock)",
  params: z.object({ product_id: id() }),
  responses: { 200: recordOf(inventory), ...errorAnswers },
});

const adjustStock = defineEndpoint({
  method: 'POST',
  path: `${stock}adjust`,
  access: { permission: adjustStockPermission.name },
  tags: ['inventory'],
  summary:
    'A manual adjustment: a signed, non-zero quantity and its reason. Answers the new stock and the movement; 409 when it would leave less than nothing',
  body: stockAdjustment,
  responses: { 201: z.object({ inventory: recordOf(inventory), movement: recordOf(stockMovement) }), ...writeErrorAnswers },
});

export const inventoryEndpoints = {
  topCategories,
  thirdLevelCategories,
  productsOfCategory,
  productsOfBrand,
  filterProducts,
  stockOfProduct,
  adjustStock,
} as const;
