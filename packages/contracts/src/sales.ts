import { z } from 'zod';
import { field, unique, withDefault } from './field-meta.ts';
import { choice, email, flag, id, isoDate, lines, money, phone, ref, requiredText, text } from './fields.ts';
import { depositLedgers } from './members.ts';
import { type Action, defineContract } from './resource.ts';

/**
 * Customers and their orders (api-contract.md 5, 6.6; decision 018). Only the front ends' paths are
 * evidenced: bodies, answers, statuses and rules are ours. An order is a draft until staff confirm it
 * (its stock taken out and its sale posted in one transaction), and a confirmed order may be cancelled
 * (its stock returned and its sale reversed). Payments are recorded against a confirmed order.
 */

const readsAndWrites: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'];

/** A customer of the shop; their ledger is opened under Sundry Debtors when they are created. */
export const customer = defineContract({
  name: 'customer',
  module: 'sales',
  label: 'Customer',
  plural: 'customers',
  input: z.object({
    name: requiredText(120),
    phone: phone().optional(),
    email: email().optional(),
    address: text(300).optional(),
    customer_type: ref('customer_type').optional(),
  }),
  actions: readsAndWrites,
  title: ['name'],
  columns: ['name', 'phone', 'email', 'customer_type'],
  search: ['name', 'phone', 'email'],
  searchAliases: ['username'],
});

/** The three states of an order, in the order they come (decision 018). */
export const orderStatuses = ['draft', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** An order's state as staff read it: a seeded row per status, renamable, never added to nor deleted. */
export const orderStatus = defineContract({
  name: 'orderstatus',
  module: 'sales',
  label: 'Order status',
  pluralLabel: 'Order statuses',
  plural: 'orderstatuses',
  input: z.object({
    name: unique(requiredText(60)),
    code: unique(choice(orderStatuses, 'Choose draft, confirmed or cancelled.')),
    description: text(300).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'update'],
  title: ['name'],
  columns: ['name', 'code', 'description'],
  search: ['name'],
});

/** The shop's ways of being paid: apart from the donations' payment methods. */
export const shopPaymentMethod = defineContract({
  name: 'paymentmethod',
  module: 'sales',
  label: 'Shop payment method',
  pluralLabel: 'Shop payment methods',
  plural: 'paymentmethods',
  input: z.object({
    name: unique(requiredText(80)),
    description: text(300).optional(),
    /** Which ledger a payment by this method debits: Cash or Bank. */
    deposit_to: withDefault(choice(depositLedgers, 'Choose cash or bank.'), 'cash'),
    is_active: withDefault(flag(), true),
  }),
  actions: readsAndWrites,
  title: ['name'],
  columns: ['name', 'deposit_to', 'is_active'],
  search: ['name'],
});

/** A whole number of pieces, at least one. */
const pieces = () =>
  z.coerce
    .number({ error: 'Must be a number.' })
    .int('Give a whole number of pieces.')
    .min(1, 'Give at least 1.')
    .max(1_000_000, 'At most 1000000.');

/**
 * One line of an order. `unit_price` defaults to the product's price; `line_total` (quantity × unit
 * price) and `unit_cost` (the product's cost when the order is confirmed) are the server's: what a client
 * sends for them is replaced.
 */
export const orderLine = {
  product: ref('product'),
  quantity: pieces(),
  unit_price: money().optional(),
  line_total: money().optional(),
  unit_cost: money().optional(),
};

/** An order's own fields, apart from its lines. */
export const orderHeader = {
  /** None for a walk-in sale, paid in cash when confirmed. */
  customer: ref('customer').optional(),
  /** Today when left out. */
  order_date: isoDate().optional(),
  /** How the customer means to pay. */
  payment_method: ref('paymentmethod').optional(),
  note: text(1000).optional(),
};

export const customerOrder = defineContract({
  name: 'customerorder',
  module: 'sales',
  label: 'Order',
  pluralLabel: 'Orders',
  plural: 'customerorders',
  input: z.object({
    ...orderHeader,
    items: lines(orderLine, 200),
    // Its number, status and totals are the server's columns, which it is named and searched by.
  }) as z.ZodObject<Record<string, z.ZodType>>,
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['order_no'],
  columns: ['order_no', 'customer', 'order_date', 'total'],
  search: ['order_no', 'note'],
  dateRange: 'order_date',
  order: { field: 'id', direction: 'desc' },
  paths: { get: 'get_a_customer_order/:id' },
  aliases: { get: [':id'] },
});

/** Where an order goes: one address per order. */
export const shippingAddress = defineContract({
  name: 'shippingaddress',
  module: 'sales',
  label: 'Shipping address',
  pluralLabel: 'Shipping addresses',
  plural: 'shippingaddresses',
  input: z.object({
    order: unique(ref('customerorder', 'cascade')),
    name: requiredText(120),
    phone: phone().optional(),
    address: requiredText(300),
    city: text(80).optional(),
    note: text(300).optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  columns: ['order', 'name', 'phone', 'address', 'city'],
  search: ['name', 'address', 'city'],
});

/** The order workflows' own permissions, apart from changing a draft (`customerorder.update`). */
export const salesActionPermissions = {
  confirm: { name: 'customerorder.confirm', module: 'sales' },
  cancel: { name: 'customerorder.cancel', module: 'sales' },
  /** Cancel a paid order and pay its money back: the Accountant's too (a refund leaves the till). */
  refund: { name: 'customerorder.refund', module: 'sales' },
  recordPayment: { name: 'customerorder.record_payment', module: 'sales' },
} as const;

export const salesContracts = [customer, orderStatus, shopPaymentMethod, customerOrder, shippingAddress] as const;

/** Whether the money of a confirmed order is in. */
export const paymentStatuses = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Confirm a draft order: `{id}`. */
export const confirmOrderBody = z.object({ id: id(), date: isoDate().optional() });
/** Change one line of a draft order: its id and what changes. */
export const updateOrderItemBody = z.object({
  id: id(),
  quantity: pieces().optional(),
  unit_price: money().optional(),
});
/** Change a draft order's header (and lines): its id and the fields that change. */
export const updateOrderBody = z.object({ id: id() }).passthrough();
/** A payment received against a confirmed order. */
export const recordPaymentBody = z.object({
  amount: field(
    money().refine((v) => /[1-9]/.test(v), 'Give an amount above 0.'),
    { money: true },
  ),
  method: id(),
  date: isoDate().optional(),
});
/** Cancel a confirmed or draft order, saying why. */
export const cancelOrderBody = z.object({ reason: text(300).optional() });

/** One line of the order report: a confirmed order's line with its profit. */
export const orderReportLine = z.object({
  order: z.number(),
  order_no: z.string(),
  order_date: z.string(),
  customer: z.number().nullable(),
  customer_name: z.string(),
  product: z.number(),
  product_name: z.string(),
  quantity: z.number(),
  unit_price: z.string(),
  unit_cost: z.string(),
  line_total: z.string(),
  cost_total: z.string(),
  profit: z.string(),
});

/** One line of the order summary: a confirmed order with its totals, what is paid and what is due. */
export const orderSummaryLine = z.object({
  id: z.number(),
  order_no: z.string(),
  date: z.string(),
  customer: z.number().nullable(),
  customer_name: z.string(),
  items: z.number(),
  total: z.string(),
  paid_amount: z.string(),
  due_amount: z.string(),
  payment_status: z.enum(paymentStatuses),
});
