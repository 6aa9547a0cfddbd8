import { z } from 'zod';
import { voucherContracts } from './accounting.ts';
import { cause } from './causes.ts';
import { donation } from './donations.ts';
import { product } from './inventory.ts';
import { vendor } from './organisation.ts';
import { employee } from './people.ts';
import { purchaseFinal, purchaseRequest } from './purchasing.ts';
import { permissionName } from './resource.ts';
import { customer, customerOrder } from './sales.ts';
import { ticket } from './support.ts';

/**
 * The records the back office's search box finds, each by its contract's searched fields (a voucher's or an
 * order's number, a donor's name, a ticket's subject or requester) and titled as its contract
 * says. Lookups are left out: they are screens found by name. Members are too: their names live in their accounts,
 * which their own search reads.
 */
export const findableContracts = [
  ...voucherContracts,
  customerOrder,
  donation,
  ticket,
  customer,
  vendor,
  employee,
  purchaseFinal,
  purchaseRequest,
  product,
  cause,
];

/** Reading any one of these lets a caller search; each kind is answered only to callers who may read it. */
export const findablePermissions = findableContracts.map((c) => permissionName(c.name, 'get'));

/** How many records of each kind one search answers at most: the box offers a few, the lists hold the rest. */
export const foundPerKind = 5;

export const adminSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to look for.').max(100, 'Type at most 100 characters.'),
});

/** One record found: its resource (the screen that opens it), its id and its title. */
export const foundRecord = z.object({ resource: z.string(), id: z.number().int(), title: z.string() });
export type FoundRecord = z.infer<typeof foundRecord>;

export const adminSearchAnswer = z.object({ results: z.array(foundRecord) });
