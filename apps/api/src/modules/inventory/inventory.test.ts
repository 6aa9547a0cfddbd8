import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/http-error.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { moveStocks } from './index.ts';

/** The catalogue and the stock through the contract's paths (api-contract.md 5; decision 016). */
const app = await createTestApp();
afterAll(() => app.close());

const catalogue = ['category', 'brand', 'manufacturer', 'attribute', 'attributeset', 'attributevalue', 'producttag', 'size', 'product'];
const staff = asCaller(
  ...[...catalogue, 'productcolor', 'productimage'].flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
  'inventory.read',
  'inventory.adjust',
  'stock_movement.read',
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const refused = async (method: Method, url: string, payload: object | undefined, status: number) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

let n = 0;
const tag = () => `${++n}${Math.random().toString(36).slice(2, 7)}`;
const base = (name: string) => `/${name}/api/v1/${name}`;
let topCategory: number;
beforeAll(async () => {
  topCategory = (await ok('POST', `${base('category')}/create/`, { name: `Test shelf ${tag()}` })).id;
});
const newProduct = async (fields: Record<string, unknown> = {}) =>
  (await ok('POST', `${base('product')}/create/`, {
    name: `Jute tote bag ${tag()}`,
    sku: `T-${tag()}`,
    category: topCategory,
    price: '450.00',
    cost: '250.00',
    low_stock_threshold: 3,
    ...fields,
  })) as { id: number; name: string; sku: string; quantity: number; low_stock: boolean; sizes: number[]; tags: number[] };
const adjust = (product: number, quantity: number, reason = 'Counted on the shelf') =>
  call('POST', `${base('inventory')}/adjust/`, { product, quantity, reason });
const stockOf = async (product: number) => (await ok('GET', `${base('inventory')}/check_by_product_id/${product}`)).quantity as number;
const movementsOf = async (product: number) =>
  (await ok('GET', `${base('stock_movement')}/get_all_by_product_id/${product}`)).stock_movements as {
    kind: string;
    quantity: number;
    reason: string | null;
  }[];

describe('the contract’s paths and list keys', () => {
  it('answers every catalogue list under its plural, paged and whole', async () => {
    const plurals: Record<string, string> = {
      category: 'categories',
      brand: 'brands',
      manufacturer: 'manufacturers',
      attribute: 'attributes',
      attributeset: 'attributesets',
      attributevalue: 'attributevalues',
      producttag: 'producttags',
      size: 'sizes',
      product: 'products',
      productcolor: 'productcolors',
      productimage: 'productimages',
    };
    for (const [name, plural] of Object.entries(plurals)) {
      const page = await ok('GET', `${base(name)}/all/`);
      expect(page, name).toMatchObject({ page: 1, size: 10 });
      expect(Array.isArray(page[plural]), name).toBe(true);
      expect(Array.isArray((await ok('GET', `${base(name)}/without_pagination/all/`))[plural]), name).toBe(true);
    }
    expect((await ok('GET', `${base('inventory')}/all/`)).inventories.length).toBeGreaterThan(0);
    expect((await ok('GET', `${base('inventory')}/search/?name=jute`)).inventories.length).toBeGreaterThan(0);
  });

  it('serves the seeded shop: thirty products in three levels of category, the tree’s three lists, public to visitors', async () => {
    expect((await ok('GET', `${base('product')}/all/`)).total_elements).toBeGreaterThanOrEqual(30);
    const tops = (await app.inject({ method: 'GET', url: `${base('category')}/get_all_parent_category_without_pagination/` })).json()
      .categories as { id: number; name: string; parent: number | null }[];
    const textiles = tops.find((c) => c.name === 'Textiles');
    expect(textiles?.parent).toBeNull();
    const subs = (
      await app.inject({ method: 'GET', url: `${base('category')}/get_all_sub_category_by_category_id_without_pagination/${textiles?.id}` })
    ).json().categories as { id: number; name: string }[];
    expect(subs.map((c) => c.name)).toEqual(['Nakshi kantha', 'Hand-loom']);
    const fromTop = (
      await app.inject({
        method: 'GET',
        url: `${base('category')}/get_all_sub_sub_category_by_category_id_without_pagination/${textiles?.id}`,
      })
    ).json().categories as { name: string }[];
    expect(fromTop.map((c) => c.name)).toEqual(expect.arrayContaining(['Quilts', 'Scarves']));
    const fromSub = (
      await app.inject({
        method: 'GET',
        url: `${base('category')}/get_all_sub_sub_category_by_category_id_without_pagination/${subs[0].id}`,
      })
    ).json().categories as { name: string }[];
    expect(fromSub.map((c) => c.name)).toEqual(['Quilts', 'Cushion covers', 'Wall hangings']);

    // The storefront's reads: a top category holds its sub categories' products; no cost, no stock.
    const byCategory = (
      await app.inject({ method: 'GET', url: `${base('product')}/product_using_category/${textiles?.id}?size=100` })
    ).json();
    expect(byCategory.products.length).toBe(11);
    expect(byCategory.products[0]).not.toHaveProperty('cost');
    const { brands } = await ok('GET', `${base('brand')}/search/?name=rupsha`);
    const byBrand = (await app.inject({ method: 'GET', url: `${base('product')}/product_using_brand/${brands[0].id}?size=100` })).json();
    expect(byBrand.products.map((p: { sku: string }) => p.sku).every((s: string) => s.startsWith('PT-'))).toBe(true);
    const filtered = (await app.inject({ method: 'GET', url: `${base('product')}/filter/?name=jute&max_price=400` })).json();
    expect(filtered.products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Jute grocery bag, folding',
      'Jute shopping bag, large',
      'Macramé jute plant hanger',
    ]);
    expect((await app.inject({ method: 'GET', url: `${base('product')}/all/` })).statusCode).toBe(401);
  });

  it('seeds stock as movements: each product’s quantity is their sum, and some are low', async () => {
    const { inventories } = await ok('GET', `${base('inventory')}/all/?size=100&low_stock=true`);
    expect(inventories.length).toBeGreaterThanOrEqual(3);
    for (const row of inventories as { product: number; quantity: number; low_stock: boolean; low_stock_threshold: number }[]) {
      expect(row.low_stock).toBe(true);
      expect(row.quantity).toBeLessThanOrEqual(row.low_stock_threshold);
      const sum = (await movementsOf(row.product)).reduce((s, m) => s + m.quantity, 0);
      expect(sum).toBe(row.quantity);
    }
    const tote = (await ok('GET', `${base('inventory')}/search/?name=JT-BG-T01`)).inventories[0];
    expect(tote).toMatchObject({ product_name: 'Jute tote bag', quantity: 5, low_stock: true });
  });
});

describe('products', () => {
  it('come with their inventory row at 0; their sizes and tags are id lists; colours and pictures list by product', async () => {
    const small = (await ok('POST', `${base('size')}/create/`, { name: `XS ${tag()}` })).id;
    const gift = (await ok('POST', `${base('producttag')}/create/`, { name: `Gift ${tag()}` })).id;
    const product = await newProduct({ sizes: [small], tags: [gift] });
    expect(product).toMatchObject({ quantity: 0, low_stock: true, sizes: [small], tags: [gift] });
    const row = await ok('GET', `${base('inventory')}/check_by_product_id/${product.id}`);
    expect(row).toMatchObject({ product: product.id, quantity: 0, product_name: product.name, low_stock_threshold: 3 });
    expect((await ok('GET', `${base('inventory')}/${row.id}`)).product).toBe(product.id);
    await ok('POST', `${base('productcolor')}/create/`, { product: product.id, name: 'Natural', code: '#c8a165' });
    expect((await ok('GET', `${base('productcolor')}/get_all_by_product_id/${product.id}`)).productcolors).toHaveLength(1);
    expect((await ok('GET', `${base('productimage')}/all_productimage_by_product_id/${product.id}`)).productimages).toEqual([]);
    const changed = await ok('PUT', `${base('product')}/update/${product.id}`, { sizes: [], price: '500.00' });
    expect(changed).toMatchObject({ sizes: [], tags: [gift], price: '500.00' });
    expect(await refused('PUT', `${base('product')}/update/${product.id}`, { tags: [999999] }, 400)).toHaveProperty('tags');
    // Nothing moved: it may go, and its stock row with it.
    await ok('DELETE', `${base('product')}/delete/${product.id}`);
    expect((await call('GET', `${base('inventory')}/check_by_product_id/${product.id}`)).statusCode).toBe(404);
  });

  it('refuse a SKU already taken (409, in any case) and bad fields (400 per field)', async () => {
    const product = await newProduct();
    const clash = await refused(
      'POST',
      `${base('product')}/create/`,
      { name: 'Other', sku: product.sku.toLowerCase(), category: topCategory, price: '1.00', cost: '1.00' },
      409,
    );
    expect(clash).toHaveProperty('sku');
    const bad = await refused(
      'POST',
      `${base('product')}/create/`,
      { name: '', sku: 'has space', category: topCategory, price: '1.5.0', cost: '-1' },
      400,
    );
    expect(Object.keys(bad)).toEqual(expect.arrayContaining(['name', 'sku', 'price', 'cost']));
  });

  it('keep their history: a product whose stock moved is not deleted (409)', async () => {
    const product = await newProduct();
    expect((await adjust(product.id, 4)).statusCode).toBe(201);
    const res = await refused('DELETE', `${base('product')}/delete/${product.id}`, undefined, 409);
    expect(res.detail).toMatch(/stock movement/i);
  });
});

describe('categories', () => {
  it('go three levels deep: a fourth is refused on parent (400), as is a move that would make one, or a loop', async () => {
    const top = (await ok('POST', `${base('category')}/create/`, { name: `Top ${tag()}` })).id;
    const second = (await ok('POST', `${base('category')}/create/`, { name: `Second ${tag()}`, parent: top })).id;
    const third = (await ok('POST', `${base('category')}/create/`, { name: `Third ${tag()}`, parent: second })).id;
    const fourth = await refused('POST', `${base('category')}/create/`, { name: 'Fourth', parent: third }, 400);
    expect(fourth.parent[0]).toMatch(/3 levels deep/);
    // Moving the second level (with its child) under another second level would make four.
    const other = (await ok('POST', `${base('category')}/create/`, { name: `Other ${tag()}`, parent: top })).id;
    expect(await refused('PUT', `${base('category')}/update/${second}`, { parent: other }, 400)).toHaveProperty('parent');
    expect(await refused('PUT', `${base('category')}/update/${top}`, { parent: third }, 400)).toHaveProperty('parent');
    expect(await refused('POST', `${base('category')}/create/`, { name: 'Orphan', parent: 999999 }, 400)).toHaveProperty('parent');
    // A leaf may move anywhere within three levels; a category with sub categories is not deleted.
    await ok('PUT', `${base('category')}/update/${third}`, { parent: other });
    expect((await call('DELETE', `${base('category')}/delete/${top}`)).statusCode).toBe(409);
  });
});

describe('stock', () => {
  it('moves by adjustments with a reason; each is a movement; the answer is the new stock', async () => {
    const product = await newProduct();
    const res = await adjust(product.id, 7, 'Received from the Shapla group');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      inventory: { product: product.id, quantity: 7, low_stock: false },
      movement: { product: product.id, kind: 'adjustment', quantity: 7, reason: 'Received from the Shapla group', created_by: 1 },
    });
    expect((await adjust(product.id, -5)).json().inventory).toMatchObject({ quantity: 2, low_stock: true });
    expect((await movementsOf(product.id)).map((m) => m.quantity)).toEqual([-5, 7]);
    const page = await ok('GET', `${base('stock_movement')}/all/?product=${product.id}`);
    expect(page.total_elements).toBe(2);
  });

  it('refuses a change that would go below zero with 409 naming the product and what is left, and writes nothing', async () => {
    const product = await newProduct({ name: `Clay oil lamp ${tag()}` });
    await adjust(product.id, 2);
    const res = await adjust(product.id, -3);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: `Only 2 of “${product.name}” are left.` });
    expect(await stockOf(product.id)).toBe(2);
    expect(await movementsOf(product.id)).toHaveLength(1);
    await adjust(product.id, -2);
    expect((await adjust(product.id, -1)).json().detail).toBe(`None of “${product.name}” is left.`);
  });

  it('moves many products at once (an import’s opening stock) in turn, all or none: one going below zero moves nothing', async () => {
    const [a, b] = [await newProduct(), await newProduct({ name: `Clay bowl ${tag()}` })];
    const moved = await moveStocks(app.database.db, [
      { product: a.id, quantity: 5, kind: 'adjustment', reason: 'Opening stock' },
      { product: b.id, quantity: 2, kind: 'adjustment', reason: 'Opening stock' },
      { product: a.id, quantity: -1, kind: 'adjustment', reason: 'Chipped' },
    ]);
    expect(moved.map((m) => [m.movement.quantity, m.inventory.quantity])).toEqual([
      [5, 4],
      [2, 2],
      [-1, 4],
    ]);
    const refusal = await moveStocks(app.database.db, [
      { product: a.id, quantity: 3, kind: 'adjustment', reason: 'Found' },
      { product: b.id, quantity: -3, kind: 'adjustment', reason: 'Sold at the fair' },
    ]).catch((error: HttpError) => error);
    expect(refusal).toMatchObject({ statusCode: 409, body: { detail: `Only 2 of “${b.name}” are left.` } });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([4, 2]);
    expect((await movementsOf(a.id)).map((m) => m.quantity)).toEqual([-1, 5]);
  });

  it('refuses bad adjustments per field: no reason, 0, a fraction, an unknown product', async () => {
    const product = await newProduct();
    expect((await call('POST', `${base('inventory')}/adjust/`, { product: product.id, quantity: 2 })).json()).toHaveProperty('reason');
    expect((await adjust(product.id, 0)).json()).toHaveProperty('quantity');
    expect((await adjust(product.id, 1.5)).statusCode).toBe(400);
    const unknown = await adjust(999999, 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('product');
    expect(await movementsOf(product.id)).toEqual([]);
  });

  it('is never written directly: the inventory has no create, update or delete route', async () => {
    const product = await newProduct();
    const row = await ok('GET', `${base('inventory')}/check_by_product_id/${product.id}`);
    expect((await call('POST', `${base('inventory')}/create/`, { product: product.id, quantity: 10 })).statusCode).toBe(404);
    expect((await call('PUT', `${base('inventory')}/update/${row.id}`, { quantity: 10 })).statusCode).toBe(404);
    expect((await call('DELETE', `${base('inventory')}/delete/${row.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `${base('stock_movement')}/create/`, { product: product.id, kind: 'adjustment', quantity: 3 })).statusCode,
    ).toBe(404);
  });

  it('keeps on hand equal to the sum of its movements and never negative, whatever the sequence (property)', async () => {
    const runs = 15;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -6, max: 6 }).filter((q) => q !== 0),
          { minLength: 1, maxLength: 12 },
        ),
        async (changes) => {
          const product = await newProduct();
          let expected = 0;
          for (const change of changes) {
            const res = await adjust(product.id, change);
            if (expected + change < 0) {
              expect(res.statusCode).toBe(409);
            } else {
              expect(res.statusCode, res.body).toBe(201);
              expected += change;
            }
            expect(res.json().inventory?.quantity ?? expected).toBeGreaterThanOrEqual(0);
          }
          const onHand = await stockOf(product.id);
          const sum = (await movementsOf(product.id)).reduce((s, m) => s + m.quantity, 0);
          expect(onHand).toBe(expected);
          expect(sum).toBe(onHand);
        },
      ),
      { numRuns: runs },
    );
  });

  it('serves twenty clerks taking one each of five at once: five succeed, fifteen get 409, none is left', async () => {
    const product = await newProduct();
    await adjust(product.id, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(product.id, -1, 'Sold at the fair')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await stockOf(product.id)).toBe(0);
    expect((await movementsOf(product.id)).reduce((s, m) => s + m.quantity, 0)).toBe(0);
  });
});

describe('roles', () => {
  it('the Store keeper adjusts stock and edits products; the Accountant only reads them', async () => {
    const keeper = await createUser(app, { role: 'Store keeper' });
    const accountant = await createUser(app, { role: 'Accountant' });
    const product = await newProduct();
    const body = { product: product.id, quantity: 3, reason: 'Found in the back room' };
    expect((await call('POST', `${base('inventory')}/adjust/`, body, keeper.headers)).statusCode).toBe(201);
    expect((await call('PUT', `${base('product')}/update/${product.id}`, { price: '10.00' }, keeper.headers)).statusCode).toBe(200);
    expect((await call('GET', `${base('inventory')}/check_by_product_id/${product.id}`, undefined, accountant.headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `${base('stock_movement')}/all/`, undefined, accountant.headers)).statusCode).toBe(200);
    expect((await call('POST', `${base('inventory')}/adjust/`, body, accountant.headers)).statusCode).toBe(403);
    expect((await call('PUT', `${base('product')}/update/${product.id}`, { price: '1.00' }, accountant.headers)).statusCode).toBe(403);
    expect((await call('POST', `${base('inventory')}/adjust/`, body, {})).statusCode).toBe(401);
  });
});

describe('guards', () => {
  it('refuses every new staff route to anonymous callers (401) and to callers without its permission (403)', async () => {
    const slugs = [...catalogue, 'productcolor', 'productimage', 'inventory', 'stock_movement'];
    const routes = app.guardedRoutes
      .filter((r) => !r.config.public && slugs.some((s) => r.url.startsWith(`/${s}/api/v1/`)))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: r.url.replace(/:[A-Za-z_]+/g, '1') })),
      );
    expect(routes.length).toBeGreaterThan(60);
    const nobody = await createUser(app, { permissions: [] });
    for (const { method, url } of routes) {
      const payload = method === 'GET' ? undefined : {};
      const anonymous = await app.inject({ method: method as Method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refusedCaller = await app.inject({ method: method as Method, url, payload, headers: nobody.headers });
      expect(refusedCaller.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
