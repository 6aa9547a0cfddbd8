import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueTag } from './admin.ts';

export interface NewProduct {
  /** The product's name, made unique by the helper. */
  name: string;
  price: string;
  cost: string;
  lowStockThreshold?: number;
  /** Pieces put on hand by an adjustment with this reason; none when left out. */
  onHand?: { quantity: number; reason: string };
}

/** A product of the test's own, in the first top category, made through the API as the administrator. */
export async function newProduct(request: APIRequestContext, token: string, wanted: NewProduct) {
  const headers = { Authorization: `Bearer ${token}` };
  const tops = await request.get('/category/api/v1/category/get_all_parent_category_without_pagination/');
  const [category] = ((await tops.json()) as { categories: { id: number }[] }).categories;
  const name = `${wanted.name} ${uniqueTag()}`;
  const created = await request.post('/product/api/v1/product/create/', {
    headers,
    data: {
      name,
      sku: `E2E-${uniqueTag()}`,
      category: category.id,
      price: wanted.price,
      cost: wanted.cost,
      ...(wanted.lowStockThreshold === undefined ? {} : { low_stock_threshold: wanted.lowStockThreshold }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = { ...((await created.json()) as { id: number }), name };
  if (wanted.onHand) {
    const adjusted = await request.post('/inventory/api/v1/inventory/adjust/', {
      headers,
      data: { product: product.id, quantity: wanted.onHand.quantity, reason: wanted.onHand.reason },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(201);
  }
  return product;
}
