import { fromPaisa, toPaisa } from '@sahay/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { products } from '../inventory/index.ts';
import { payBill } from '../purchasing/index.ts';
import { cancelOrder, confirmOrder, customerOrders, recordPayment, shopPaymentMethods } from '../sales/index.ts';

const iso = (date: Date) => date.toISOString().slice(0, 10);

const demoVendors = [
  { name: 'Shapla Crafts Cooperative', contact_person: 'Rokeya Khatun', primary_phone: '01712345601', address: 'Jamalpur Sadar' },
  { name: 'Rangpur Jute Artisans', contact_person: 'Abdul Mannan', primary_phone: '01812345602', address: 'Rangpur' },
  { name: 'Bogura Pottery Collective', contact_person: 'Nirmal Pal', primary_phone: '01912345603', address: 'Sherpur, Bogura' },
];

/** Two bills, paid from the bank: their goods received into stock and their purchase vouchers posted. */
const demoBills: { vendor: number; daysAgo: number; items: [sku: string, quantity: number, unitCost: string][] }[] = [
  {
    vendor: 1,
    daysAgo: 32,
    items: [
      ['JT-BG-S01', 20, '230.00'],
      ['JT-HD-M02', 10, '250.00'],
    ],
  },
  {
    vendor: 0,
    daysAgo: 30,
    items: [
      ['TX-HL-G01', 30, '160.00'],
      ['TX-NK-C01', 10, '500.00'],
    ],
  },
];

const demoCustomers = [
  ['Rahima Begum', '01711000101', 'Mirpur 10, Dhaka'],
  ['Kamrul Hasan', '01711000102', 'Dhanmondi, Dhaka'],
  ['Sultana Razia', '01711000103', 'Agrabad, Chattogram'],
  ['Tanvir Ahmed', '01711000104', 'Zindabazar, Sylhet'],
  ['Farida Yasmin', '01711000105', 'Uttara, Dhaka'],
  ['Mahbub Alam', '01711000106', 'Khulna Sadar'],
  ['Nasrin Akter', '01711000107', 'Rajshahi'],
  ['Shafiqul Islam', '01711000108', 'Mymensingh'],
  ['Laila Arjumand', '01711000109', 'Banani, Dhaka'],
  ['Jahid Hossain', '01711000110', 'Cumilla'],
  ['Moushumi Roy', '01711000111', 'Barishal'],
  ['Arif Rahman', '01711000112', 'Gazipur'],
] as const;

type Outcome = 'draft' | 'unpaid' | 'partial' | 'paid' | 'cancelled' | 'walk-in';
/** Twenty orders of the last month: mostly confirmed, paid in full, in part or not yet; three drafts; one cancelled; one walk-in sale. */
const demoOrders: { customer?: number; daysAgo: number; outcome: Outcome; items: [sku: string, quantity: number][] }[] = [
  { customer: 0, daysAgo: 28, outcome: 'paid', items: [['TX-HL-G01', 3]] },
  {
    customer: 1,
    daysAgo: 26,
    outcome: 'paid',
    items: [
      ['JT-BG-S01', 5],
      ['JT-HD-M02', 2],
    ],
  },
  { customer: 2, daysAgo: 24, outcome: 'partial', items: [['TX-NK-C01', 2]] },
  { customer: 3, daysAgo: 22, outcome: 'unpaid', items: [['PT-DC-V01', 4]] },
  { customer: 4, daysAgo: 20, outcome: 'paid', items: [['TX-HL-T01', 5]] },
  {
    customer: 5,
    daysAgo: 18,
    outcome: 'paid',
    items: [
      ['TX-HL-S01', 2],
      ['JT-HD-P01', 2],
    ],
  },
  { customer: 6, daysAgo: 17, outcome: 'cancelled', items: [['PT-KW-J01', 3]] },
  { customer: 7, daysAgo: 15, outcome: 'partial', items: [['PT-KW-J02', 4]] },
  { customer: 8, daysAgo: 14, outcome: 'paid', items: [['JT-BG-T02', 2]] },
  {
    customer: 9,
    daysAgo: 12,
    outcome: 'unpaid',
    items: [
      ['TX-HL-G01', 6],
      ['JT-BG-S01', 4],
    ],
  },
  { customer: 10, daysAgo: 10, outcome: 'paid', items: [['JT-HD-M02', 3]] },
  {
    customer: 11,
    daysAgo: 8,
    outcome: 'partial',
    items: [
      ['TX-NK-C01', 1],
      ['TX-HL-G01', 2],
    ],
  },
  { customer: 0, daysAgo: 6, outcome: 'paid', items: [['JT-BG-S01', 10]] },
  { customer: 1, daysAgo: 5, outcome: 'unpaid', items: [['PT-KW-P01', 2]] },
  { customer: 2, daysAgo: 4, outcome: 'paid', items: [['JT-HD-M01', 1]] },
  { customer: 3, daysAgo: 3, outcome: 'draft', items: [['TX-HL-G01', 4]] },
  { customer: 4, daysAgo: 2, outcome: 'draft', items: [['JT-BG-S01', 3]] },
  {
    customer: 5,
    daysAgo: 1,
    outcome: 'draft',
    items: [
      ['JT-HD-P01', 1],
      ['PT-KW-J02', 1],
    ],
  },
  { daysAgo: 1, outcome: 'walk-in', items: [['TX-HL-G01', 2]] },
  { customer: 6, daysAgo: 0, outcome: 'partial', items: [['TX-NK-C01', 3]] },
];

/**
 * The demo shop's trade on top of the seeded catalogue: three vendors, two bills paid (stock received,
 * purchase vouchers posted), twelve customers and twenty orders confirmed, paid and cancelled through the
 * services a clerk's requests use, so stock, orders and the books agree. Sales leave a few products at or
 * below their threshold, so the dashboard opens with real figures. `app` is the seed's writer.
 */
export async function seedDemoShop(tx: Db, app: ResourceWriter, today = new Date()) {
  const day = (daysAgo: number) => iso(new Date(today.getTime() - daysAgo * 86_400_000));
  const repo = (name: string) => app.repositories.get(name) as Repository;
  const skus = [
    ...new Set([...demoBills.flatMap((b) => b.items.map((i) => i[0])), ...demoOrders.flatMap((o) => o.items.map((i) => i[0]))]),
  ];
  const productOf = new Map(
    (await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus))).map((p) => [p.sku, p.id]),
  );
  // The catalogue's demo is not there (a trimmed installation): no trade to record.
  if (skus.some((sku) => !productOf.has(sku))) return;

  const vendorIds: number[] = [];
  for (const v of demoVendors) vendorIds.push((await repo('vendor').create(tx, v)).id as number);
  for (const bill of demoBills) {
    const created = await repo('purchase_final').create(tx, {
      vendor: vendorIds[bill.vendor],
      purchase_date: day(bill.daysAgo),
      items: bill.items.map(([sku, quantity, unit_cost]) => ({ product: productOf.get(sku), quantity, unit_cost })),
    });
    await payBill(app, tx, created.id as number, { paid_from: 'bank', date: day(bill.daysAgo - 1) });
  }

  const customerIds: number[] = [];
  for (const [name, phone, address] of demoCustomers)
    customerIds.push((await repo('customer').create(tx, { name, phone, address })).id as number);
  const methodIds = (await tx.select({ id: shopPaymentMethods.id }).from(shopPaymentMethods).orderBy(asc(shopPaymentMethods.id))).map(
    (m) => m.id,
  );

  for (const [i, o] of demoOrders.entries()) {
    const date = day(o.daysAgo);
    const order = await repo('customerorder').create(tx, {
      ...(o.customer === undefined ? {} : { customer: customerIds[o.customer] }),
      order_date: date,
      items: o.items.map(([sku, quantity]) => ({ product: productOf.get(sku), quantity })),
    });
    const id = order.id as number;
    if (o.outcome === 'draft') continue;
    await confirmOrder(app, tx, id, date);
    if (o.outcome === 'cancelled') await cancelOrder(app, tx, id, 'The customer changed their mind before delivery.');
    if (o.outcome === 'paid' || o.outcome === 'partial') {
      const [{ total: stored }] = await tx.select({ total: customerOrders.total }).from(customerOrders).where(eq(customerOrders.id, id));
      const total = toPaisa(stored);
      // Part payments are whole taka: about half of what is due.
      const amount = o.outcome === 'paid' ? total : (total / 200n) * 100n;
      await recordPayment(app, tx, id, { amount: fromPaisa(amount), method: methodIds[i % methodIds.length], date });
    }
  }
}
