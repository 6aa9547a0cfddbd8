import { z } from 'zod';
import { unique } from './field-meta.ts';
import { choice, id, image, isoDate, lines, money, ref, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

/**
 * Purchasing (api-contract.md 5, 6.5; decision 017): purchase requests (lines and their pictures)
 * and purchase bills ("purchase finals"), which are paid and received in one step. Only the front ends'
 * paths are evidenced: bodies, answers, statuses and rules are ours.
 */

/**
 * The statuses of purchasing's documents. A request is `requested` until a bill is made from it
 * (`finalised`) or it is `cancelled`; a bill is `finalised` (awaiting payment) until it is `paid` or
 * `cancelled`; a paid bill may be `returned` (its stock sent back, its purchase reversed, its money received
 * back). Decision 017 tabulates the changes each allows.
 */
export const purchaseStatuses = ['requested', 'finalised', 'paid', 'cancelled', 'returned'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
export const purchaseRequestStatuses = ['requested', 'finalised', 'cancelled'] as const;
export const purchaseFinalStatuses = ['finalised', 'paid', 'cancelled', 'returned'] as const;

/** The statuses, as a lookup the back office lists (seeded by the migration; never written by clients). */
export const purchaseStatus = defineContract({
  name: 'purchase_status',
  module: 'purchase',
  label: 'Purchase status',
  plural: 'purchase_statuses',
  input: z.object({
    code: unique(choice(purchaseStatuses)),
    name: unique(requiredText(40)),
    position: z.coerce.number().int().min(0),
  }),
  actions: ['list', 'withoutPagination', 'get'],
  title: ['name'],
  columns: ['name', 'code'],
  order: { field: 'position', direction: 'asc' },
});

const quantity = () =>
  z.coerce
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(1, 'Give a quantity of at least 1.')
    .max(1_000_000, 'At most 1000000.');

/** A line of a request: what is wanted, how many, at about what cost. */
export const purchaseRequestLine = {
  product: ref('product'),
  quantity: quantity(),
  expected_unit_cost: money(),
  note: text(500).optional(),
};

/** A request for goods from a vendor, with lines; numbered `PR…` on create. */
export const purchaseRequest = defineContract({
  name: 'purchase_request',
  module: 'purchase',
  label: 'Purchase request',
  plural: 'purchase_requests',
  input: z.object({
    vendor: ref('vendor'),
    request_date: isoDate(),
    note: text(1000).optional(),
    items: lines(purchaseRequestLine, 200),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  paths: { create: 'create_vendor_purchase_request' },
  aliases: { create: ['create'] },
  title: ['request_no'] as never,
  columns: ['request_date', 'vendor', 'note'],
  search: ['request_no'] as never,
  listsBy: [{ path: 'get_all_by_vendor_id', field: 'vendor', key: 'vendor_id' }],
  dateRange: 'request_date',
  order: { field: 'id', direction: 'desc' },
});

/** A picture of a request's line (the vendor's photo of the goods), uploaded through the media route. */
export const purchaseReqItemImage = defineContract({
  name: 'purchase_req_item_image',
  module: 'purchase',
  label: 'Purchase request item image',
  pluralLabel: 'Request item pictures',
  plural: 'purchase_req_item_images',
  input: z.object({
    purchase_request: ref('purchase_request', 'cascade'),
    /** The line of that request the picture shows. */
    purchase_req_item: id(),
    image: image(),
    caption: text(200).optional(),
  }),
  actions: ['list', 'get', 'create', 'update', 'delete'],
  title: ['caption'],
  columns: ['purchase_request', 'purchase_req_item', 'image', 'caption'],
});

/** A line of a bill: the product received, how many, at what unit cost; its total is the server's. */
export const purchaseFinalLine = {
  product: ref('product'),
  quantity: quantity(),
  unit_cost: money(),
};

/**
 * A purchase bill: made from a request (its lines copied) or directly; numbered `PF…`; paid once, which
 * receives its stock and posts its purchase voucher.
 */
export const purchaseFinal = defineContract({
  name: 'purchase_final',
  module: 'purchase',
  label: 'Purchase bill',
  pluralLabel: 'Purchase bills',
  plural: 'purchase_finals',
  input: z.object({
    vendor: ref('vendor'),
    purchase_date: isoDate(),
    note: text(1000).optional(),
    items: lines(purchaseFinalLine, 200),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  paths: { create: 'create_directly_from_admin_panel' },
  aliases: { create: ['create'] },
  title: ['invoice_no'] as never,
  columns: ['purchase_date', 'vendor', 'note'],
  search: ['invoice_no'] as never,
  listsBy: [{ path: 'get_all_by_vendor_id', field: 'vendor', key: 'vendor_id' }],
  dateRange: 'purchase_date',
  order: { field: 'id', direction: 'desc' },
});

/** What the server keeps of a request: its number and status. */
export const purchaseRequestServerFields = {
  request_no: z.string(),
  status: z.enum(purchaseRequestStatuses),
};

/** What the server keeps of a bill: number, status, the request it came from, total, and once paid how and the voucher. */
export const purchaseFinalServerFields = {
  invoice_no: z.string(),
  status: z.enum(purchaseFinalStatuses),
  purchase_request: z.number().nullable(),
  total: z.string(),
  paid_from: z.enum(['cash', 'bank', 'vendor']).nullable(),
  paid_date: z.string().nullable(),
  voucher_invoice_no: z.string().nullable(),
  returned_date: z.string().nullable(),
  return_reason: z.string().nullable(),
  return_invoice_no: z.string().nullable(),
  refund_invoice_no: z.string().nullable(),
};

/** Where a bill's money comes from: Cash, Bank, or owed to the vendor (their ledger, on credit). */
export const purchasePaidFrom = ['cash', 'bank', 'vendor'] as const;
export type PurchasePaidFrom = (typeof purchasePaidFrom)[number];

/** The body of `purchase_final/paybill_and_confirm/{id}`. */
export const payPurchaseBill = z.object({
  paid_from: choice(purchasePaidFrom, 'Choose cash, bank or vendor (on credit).'),
  date: isoDate().optional(),
});

/** The body of `purchase_final/create_from_purchase_request/`. */
export const finaliseRequestBody = z.object({
  purchase_request: id(),
  purchase_date: isoDate().optional(),
  note: text(1000).optional(),
});

/** The body of `purchase_final/update_item/{line id}`: a line's quantity or unit cost. */
export const purchaseItemChange = z
  .object({ quantity: quantity().optional(), unit_cost: money().optional() })
  .refine((v) => v.quantity !== undefined || v.unit_cost !== undefined, 'Give a quantity or a unit cost.');

/** The bill number's prefix (and the request's). */
export const purchaseFinalPrefix = 'PF';
export const purchaseRequestPrefix = 'PR';

/** The vendor is declared with the organisation's lookups (organisation.ts); its ledger is purchasing's. */
export const purchasingContracts = [purchaseStatus, purchaseRequest, purchaseReqItemImage, purchaseFinal];

/** Who may pay a bill (receive its stock and post its voucher): the Store keeper. */
export const payPurchasePermission = { name: 'purchase_final.pay', module: 'purchase' } as const;
/** Who may return a paid bill (its stock sent back, its money received back): the Store keeper and the Accountant. */
export const returnPurchasePermission = { name: 'purchase_final.return', module: 'purchase' } as const;
