import type { Db } from '../../db/client.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { moveStock } from './inventory.service.ts';

/**
 * The demo's craft shop: what the women's groups the charity supports make, in three levels of category,
 * with a few brands (the groups' own labels), sizes, colours and tags, and stock entered as movements
 * (received from the groups, some sold, one counted short) so the quantity on hand is their sum.
 */
interface DemoProduct {
  name: string;
  sku: string;
  /** The third-level (or second-level) category's name. */
  category: string;
  brand: string;
  price: string;
  cost: string;
  unit?: 'piece' | 'pair' | 'set' | 'metre' | 'kg';
  threshold: number;
  /** Received from the makers, then sold. */
  received: number;
  sold: number;
  colors?: string[];
  sizes?: string[];
  tags?: string[];
}

/** Top category → sub categories → sub-sub categories. */
export const demoCategories: Record<string, Record<string, string[]>> = {
  Textiles: {
    'Nakshi kantha': ['Quilts', 'Cushion covers', 'Wall hangings'],
    'Hand-loom': ['Scarves', 'Gamchha towels', 'Table runners'],
  },
  'Jute crafts': {
    Bags: ['Tote bags', 'Shopping bags'],
    'Home décor': ['Baskets', 'Floor mats', 'Plant hangers'],
  },
  Pottery: {
    'Terracotta kitchenware': ['Cooking pots', 'Water jugs'],
    'Decorative clay': ['Vases', 'Wall plaques', 'Oil lamps'],
  },
};

export const demoBrands = ['Shapla Women’s Group', 'Padma Weavers', 'Rupsha Potters', 'Kumarkhali Collective'];
export const demoSizes = ['Small', 'Medium', 'Large', 'Single', 'Double'];
export const demoTags = ['Handmade', 'Eco-friendly', 'Gift idea', 'Bestseller', 'New'];
const colourCodes: Record<string, string> = {
  Red: '#b3261e',
  Indigo: '#3f51b5',
  Natural: '#c8a165',
  Green: '#2e7d32',
  Terracotta: '#c0603a',
  Black: '#212121',
};

export const demoProducts: DemoProduct[] = [
  {
    name: 'Nakshi kantha quilt, lotus pattern',
    sku: 'TX-NK-Q01',
    category: 'Quilts',
    brand: 'Shapla Women’s Group',
    price: '6500.00',
    cost: '4200.00',
    threshold: 2,
    received: 6,
    sold: 2,
    colors: ['Red', 'Indigo'],
    sizes: ['Single', 'Double'],
    tags: ['Handmade', 'Bestseller'],
  },
  {
    name: 'Nakshi kantha quilt, village life',
    sku: 'TX-NK-Q02',
    category: 'Quilts',
    brand: 'Shapla Women’s Group',
    price: '7200.00',
    cost: '4800.00',
    threshold: 2,
    received: 3,
    sold: 2,
    sizes: ['Double'],
    tags: ['Handmade'],
  },
  {
    name: 'Baby kantha blanket',
    sku: 'TX-NK-Q03',
    category: 'Quilts',
    brand: 'Shapla Women’s Group',
    price: '2200.00',
    cost: '1400.00',
    threshold: 3,
    received: 10,
    sold: 4,
    tags: ['Gift idea'],
  },
  {
    name: 'Kantha cushion cover, peacock',
    sku: 'TX-NK-C01',
    category: 'Cushion covers',
    brand: 'Shapla Women’s Group',
    price: '850.00',
    cost: '500.00',
    threshold: 5,
    received: 24,
    sold: 9,
    colors: ['Red', 'Green'],
    tags: ['Handmade'],
  },
  {
    name: 'Kantha cushion cover, fish',
    sku: 'TX-NK-C02',
    category: 'Cushion covers',
    brand: 'Shapla Women’s Group',
    price: '850.00',
    cost: '500.00',
    threshold: 5,
    received: 8,
    sold: 5,
    colors: ['Indigo'],
  },
  {
    name: 'Kantha wall hanging, tree of life',
    sku: 'TX-NK-W01',
    category: 'Wall hangings',
    brand: 'Shapla Women’s Group',
    price: '3200.00',
    cost: '2000.00',
    threshold: 2,
    received: 4,
    sold: 1,
    tags: ['Gift idea'],
  },
  {
    name: 'Hand-loom cotton scarf',
    sku: 'TX-HL-S01',
    category: 'Scarves',
    brand: 'Padma Weavers',
    price: '650.00',
    cost: '380.00',
    threshold: 6,
    received: 30,
    sold: 12,
    colors: ['Indigo', 'Green', 'Red'],
    tags: ['Eco-friendly', 'Bestseller'],
  },
  {
    name: 'Hand-loom silk scarf',
    sku: 'TX-HL-S02',
    category: 'Scarves',
    brand: 'Padma Weavers',
    price: '1800.00',
    cost: '1150.00',
    threshold: 4,
    received: 6,
    sold: 3,
    colors: ['Red'],
    tags: ['Gift idea'],
  },
  {
    name: 'Gamchha towel, checked',
    sku: 'TX-HL-G01',
    category: 'Gamchha towels',
    brand: 'Padma Weavers',
    price: '280.00',
    cost: '160.00',
    threshold: 10,
    received: 50,
    sold: 18,
    colors: ['Red', 'Green'],
    tags: ['Eco-friendly'],
  },
  {
    name: 'Gamchha towel, set of three',
    sku: 'TX-HL-G02',
    category: 'Gamchha towels',
    brand: 'Padma Weavers',
    price: '780.00',
    cost: '450.00',
    unit: 'set',
    threshold: 5,
    received: 12,
    sold: 8,
  },
  {
    name: 'Hand-loom table runner',
    sku: 'TX-HL-T01',
    category: 'Table runners',
    brand: 'Padma Weavers',
    price: '950.00',
    cost: '600.00',
    threshold: 3,
    received: 10,
    sold: 2,
    colors: ['Natural', 'Indigo'],
    tags: ['New'],
  },
  {
    name: 'Jute tote bag',
    sku: 'JT-BG-T01',
    category: 'Tote bags',
    brand: 'Kumarkhali Collective',
    price: '450.00',
    cost: '250.00',
    threshold: 8,
    received: 40,
    sold: 35,
    colors: ['Natural', 'Black'],
    sizes: ['Medium', 'Large'],
    tags: ['Eco-friendly', 'Bestseller'],
  },
  {
    name: 'Jute tote bag with kantha patch',
    sku: 'JT-BG-T02',
    category: 'Tote bags',
    brand: 'Kumarkhali Collective',
    price: '650.00',
    cost: '380.00',
    threshold: 5,
    received: 15,
    sold: 6,
    colors: ['Natural'],
    tags: ['Handmade', 'Gift idea'],
  },
  {
    name: 'Jute laptop bag',
    sku: 'JT-BG-T03',
    category: 'Tote bags',
    brand: 'Kumarkhali Collective',
    price: '1250.00',
    cost: '800.00',
    threshold: 3,
    received: 8,
    sold: 3,
    colors: ['Natural', 'Black'],
    tags: ['New'],
  },
  {
    name: 'Jute shopping bag, large',
    sku: 'JT-BG-S01',
    category: 'Shopping bags',
    brand: 'Kumarkhali Collective',
    price: '380.00',
    cost: '200.00',
    threshold: 10,
    received: 60,
    sold: 20,
    sizes: ['Large'],
    tags: ['Eco-friendly'],
  },
  {
    name: 'Jute grocery bag, folding',
    sku: 'JT-BG-S02',
    category: 'Shopping bags',
    brand: 'Kumarkhali Collective',
    price: '320.00',
    cost: '170.00',
    threshold: 10,
    received: 20,
    sold: 12,
  },
  {
    name: 'Jute storage basket',
    sku: 'JT-HD-B01',
    category: 'Baskets',
    brand: 'Kumarkhali Collective',
    price: '720.00',
    cost: '420.00',
    threshold: 4,
    received: 12,
    sold: 4,
    sizes: ['Small', 'Medium', 'Large'],
    tags: ['Handmade'],
  },
  {
    name: 'Jute laundry basket with lid',
    sku: 'JT-HD-B02',
    category: 'Baskets',
    brand: 'Kumarkhali Collective',
    price: '1450.00',
    cost: '900.00',
    threshold: 3,
    received: 5,
    sold: 4,
  },
  {
    name: 'Braided jute floor mat',
    sku: 'JT-HD-M01',
    category: 'Floor mats',
    brand: 'Kumarkhali Collective',
    price: '1100.00',
    cost: '650.00',
    threshold: 3,
    received: 9,
    sold: 3,
    sizes: ['Small', 'Large'],
    tags: ['Eco-friendly'],
  },
  {
    name: 'Jute door mat',
    sku: 'JT-HD-M02',
    category: 'Floor mats',
    brand: 'Kumarkhali Collective',
    price: '420.00',
    cost: '240.00',
    threshold: 6,
    received: 25,
    sold: 7,
  },
  {
    name: 'Macramé jute plant hanger',
    sku: 'JT-HD-P01',
    category: 'Plant hangers',
    brand: 'Kumarkhali Collective',
    price: '350.00',
    cost: '180.00',
    threshold: 6,
    received: 18,
    sold: 6,
    tags: ['Gift idea', 'New'],
  },
  {
    name: 'Terracotta cooking pot (handi)',
    sku: 'PT-KW-P01',
    category: 'Cooking pots',
    brand: 'Rupsha Potters',
    price: '550.00',
    cost: '300.00',
    threshold: 4,
    received: 16,
    sold: 5,
    sizes: ['Small', 'Medium', 'Large'],
    tags: ['Handmade'],
  },
  {
    name: 'Clay curry bowl set',
    sku: 'PT-KW-P02',
    category: 'Cooking pots',
    brand: 'Rupsha Potters',
    price: '900.00',
    cost: '520.00',
    unit: 'set',
    threshold: 3,
    received: 6,
    sold: 4,
  },
  {
    name: 'Clay water jug (kolshi)',
    sku: 'PT-KW-J01',
    category: 'Water jugs',
    brand: 'Rupsha Potters',
    price: '480.00',
    cost: '260.00',
    threshold: 4,
    received: 14,
    sold: 3,
    colors: ['Terracotta'],
    tags: ['Eco-friendly'],
  },
  {
    name: 'Clay water bottle',
    sku: 'PT-KW-J02',
    category: 'Water jugs',
    brand: 'Rupsha Potters',
    price: '350.00',
    cost: '190.00',
    threshold: 5,
    received: 20,
    sold: 9,
  },
  {
    name: 'Painted terracotta vase',
    sku: 'PT-DC-V01',
    category: 'Vases',
    brand: 'Rupsha Potters',
    price: '750.00',
    cost: '420.00',
    threshold: 3,
    received: 10,
    sold: 3,
    colors: ['Terracotta', 'Black'],
    tags: ['Gift idea', 'Bestseller'],
  },
  {
    name: 'Tall clay floor vase',
    sku: 'PT-DC-V02',
    category: 'Vases',
    brand: 'Rupsha Potters',
    price: '1650.00',
    cost: '1000.00',
    threshold: 2,
    received: 4,
    sold: 1,
  },
  {
    name: 'Terracotta wall plaque, boat',
    sku: 'PT-DC-W01',
    category: 'Wall plaques',
    brand: 'Rupsha Potters',
    price: '1200.00',
    cost: '700.00',
    threshold: 2,
    received: 6,
    sold: 2,
    tags: ['Handmade'],
  },
  {
    name: 'Clay oil lamp (prodip), pair',
    sku: 'PT-DC-L01',
    category: 'Oil lamps',
    brand: 'Rupsha Potters',
    price: '240.00',
    cost: '120.00',
    unit: 'pair',
    threshold: 10,
    received: 40,
    sold: 32,
    tags: ['Gift idea'],
  },
  {
    name: 'Hanging clay lantern',
    sku: 'PT-DC-L02',
    category: 'Oil lamps',
    brand: 'Rupsha Potters',
    price: '680.00',
    cost: '380.00',
    threshold: 3,
    received: 8,
    sold: 2,
    tags: ['New'],
  },
];

/** How many products also get a second picture in their gallery (the demo draws few: pictures cost time). */
export const demoGalleryCount = 6;

/**
 * The demo shop's catalogue and stock. `pictures.main` are the products' stored pictures, in order;
 * `pictures.gallery` the second pictures of the first few. Each file belongs to one record only, since
 * replacing a record's picture removes its old file.
 */
export async function seedDemoCatalogue(tx: Db, app: ResourceWriter, pictures: { main: readonly string[]; gallery: readonly string[] }) {
  const repo = (name: string) => app.repositories.get(name) as Repository;
  const idOf = new Map<string, number>();
  const create = async (resource: string, fields: Row) => (await repo(resource).create(tx, fields)).id as number;

  let position = 0;
  for (const [top, subs] of Object.entries(demoCategories)) {
    const topId = await create('category', { name: top, position: position++ });
    for (const [sub, leaves] of Object.entries(subs)) {
      const subId = await create('category', { name: sub, parent: topId, position: position++ });
      for (const leaf of leaves)
        idOf.set(`category:${leaf}`, await create('category', { name: leaf, parent: subId, position: position++ }));
    }
  }
  for (const name of demoBrands) idOf.set(`brand:${name}`, await create('brand', { name }));
  for (const [i, name] of demoSizes.entries()) idOf.set(`size:${name}`, await create('size', { name, position: i }));
  for (const name of demoTags) idOf.set(`tag:${name}`, await create('producttag', { name }));
  for (const name of ['Cotton', 'Jute', 'Clay']) await create('attribute', { name: `Material: ${name}` });

  for (const [i, p] of demoProducts.entries()) {
    const product = await create('product', {
      name: p.name,
      sku: p.sku,
      category: idOf.get(`category:${p.category}`),
      brand: idOf.get(`brand:${p.brand}`),
      price: p.price,
      cost: p.cost,
      unit: p.unit ?? 'piece',
      low_stock_threshold: p.threshold,
      image: pictures.main[i],
      description: `Made by hand by the ${p.brand}. Every sale pays its makers a fair price and funds the group’s savings.`,
      sizes: (p.sizes ?? []).map((s) => idOf.get(`size:${s}`)),
      tags: (p.tags ?? []).map((t) => idOf.get(`tag:${t}`)),
    });
    for (const name of p.colors ?? []) await create('productcolor', { product, name, code: colourCodes[name] });
    if (pictures.gallery[i]) await create('productimage', { product, image: pictures.gallery[i], alt: p.name, position: 0 });
    await moveStock(tx, { product, quantity: p.received, kind: 'purchase_received', reference: `Opening stock from ${p.brand}` });
    if (p.sold)
      await moveStock(tx, { product, quantity: -p.sold, kind: 'order_confirmed', reference: 'Shop sales before opening the books' });
    // One count came up short: an adjustment with its reason.
    if (i % 10 === 4)
      await moveStock(tx, { product, quantity: -1, kind: 'adjustment', reason: 'Damaged in the monsoon damp: counted out.' });
  }
}
