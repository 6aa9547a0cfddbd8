import {
  donation,
  fromPaisa,
  type ImportKind,
  isoDate,
  ledgerAccount,
  member,
  money,
  product,
  recordInput,
  toPaisa,
} from '@sahay/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Repository } from '../../resource/repository.ts';
import { tableOfResource } from '../../resource/table.ts';
import { takenByAccounts, takenMessages } from '../access/index.ts';
import { groups, ledgerAccounts, lockDateFor, type PostingLine, postVoucher, readBooksSettings } from '../accounting/index.ts';
import { confirmPastGifts, type PastGift } from '../donations/index.ts';
import { categories, createProducts, moveStocks, products } from '../inventory/index.ts';
import { createMembers, paymentMethods } from '../members/index.ts';
import type { SheetRow } from './spreadsheet.ts';

/**
 * How each kind's rows are checked, then written. `check` reads (the names a cell refers to, what is taken
 * already) but never writes: it runs outside any transaction, row after row, while other work goes on, and
 * throws a row's problems as field errors (the import names their columns). `write` runs once every row is
 * checked, in the import's one transaction, through their modules' own workflows: members, donors' past gifts
 * and products in a few multi-row statements (`all`; a gift as a pledge confirmed on its date, its receipt voucher
 * posted through the gate in bulk; a product with its inventory, its opening stock moved by `moveStocks`), the
 * chart's ledgers row by row (`each`), their opening balances as one journal through the posting gate. `finish`
 * runs once every row is in.
 */
export interface Importer<T = unknown> {
  check(cells: Record<string, string>, line: number): T | Promise<T>;
  write: { all(tx: DbOrTx, rows: T[]): Promise<void> } | { each(tx: DbOrTx, row: T): Promise<void> };
  finish?(tx: DbOrTx): Promise<void>;
}

/** An importer of rows checked into values of their own type, answered as any importer. */
const importer = <T>(definition: Importer<T>) => definition as Importer;

export interface ImportContext {
  app: FastifyInstance;
  caller: Caller;
  /** The date of the opening journal (ledger accounts). */
  date: string;
}

type Errors = Record<string, string[]>;

const today = () => new Date().toISOString().slice(0, 10);
const lower = (text: string) => text.trim().toLowerCase();

/** The row's cells checked by a schema: the parsed values, or every field's messages thrown at once (with `extra`). */
function checked<S extends z.ZodType>(schema: S, values: Record<string, unknown>, extra: Errors = {}): z.output<S> {
  const parsed = schema.safeParse(values);
  const errors: Errors = { ...extra };
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      // One message a cell: the first says what to change (an amount that is no amount is not also "above 0").
      const key = String(issue.path[0] ?? '');
      errors[key] ??= [issue.message];
    }
  if (Object.keys(errors).length || !parsed.success) throw new HttpError(400, errors);
  return parsed.data;
}

/** Names to ids, read once per import, for the cells that name a record (a cause, a category, a group). */
async function idsByName(db: DbOrTx, table: unknown, id: PgColumn, name: PgColumn, where?: ReturnType<typeof eq>) {
  const rows = (await db
    .select({ id, name })
    .from(table as never)
    .where(where)
    .orderBy(asc(id))) as { id: number; name: string }[];
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(lower(row.name))) byName.set(lower(row.name), row.id);
  return byName;
}

/** A cell naming a record: its id, or the message for its column. */
function named(byName: Map<string, number>, cell: string | undefined, what: string, errors: Errors, key: string) {
  if (!cell) return undefined;
  const found = byName.get(lower(cell));
  if (found === undefined) errors[key] = [`No ${what} is called “${cell}”.`];
  return found;
}

/** A date cell: YYYY-MM-DD, not in the future, and after the lock date in force for the caller. */
function postingDate(cell: string | undefined, lockDate: string | null, errors: Errors, key = 'date') {
  const parsed = isoDate().safeParse(cell);
  if (!parsed.success) errors[key] = [cell ? 'Enter a date as YYYY-MM-DD.' : 'This field is required.'];
  else if (parsed.data > today()) errors[key] = [`${parsed.data} is in the future: only gifts already received are imported.`];
  else if (lockDate && parsed.data <= lockDate) errors[key] = [`The books are locked up to and including ${lockDate}.`];
  return parsed.data ?? today();
}

const repository = (app: FastifyInstance, name: string) => app.repositories.get(name) as Repository;

/**
 * Members: each row checked by the member's schema, and its email, username and phone number free, in the chart
 * of accounts' users and earlier in the file; then all written at once, each with its account and ledger.
 */
async function memberImporter({ app, caller }: ImportContext, db: DbOrTx, rows: SheetRow[]) {
  const schema = recordInput(member).create;
  const unique = ['email', 'username', 'primary_phone'] as const;
  const given = Object.fromEntries(unique.map((key) => [key, rows.flatMap((r) => (r.cells[key] ? [r.cells[key]] : []))]));
  const taken = await takenByAccounts(db, given as Record<(typeof unique)[number], string[]>);
  const inFile = Object.fromEntries(unique.map((key) => [key, new Map<string, number>()])) as Record<
    (typeof unique)[number],
    Map<string, number>
  >;
  const repo = repository(app, 'member');
  return importer({
    check(cells, line) {
      const errors: Errors = {};
      for (const key of unique) {
        const value = cells[key] && key !== 'primary_phone' ? cells[key].toLowerCase() : cells[key];
        if (!value) continue;
        const earlier = inFile[key].get(value);
        if (taken[key].has(value)) errors[key] = [takenMessages[key]];
        else if (earlier !== undefined) errors[key] = [`Line ${earlier} gives the same ${key === 'primary_phone' ? 'phone number' : key}.`];
        else inFile[key].set(value, line);
      }
      return checked(schema, cells, errors);
    },
    write: { all: (tx, checkedRows) => createMembers(repo, tx, checkedRows, { caller }).then(() => undefined) },
  });
}

async function donationImporter({ app, caller }: ImportContext, db: DbOrTx) {
  const causeTable = tableOfResource('cause') as unknown as { id: PgColumn; name: PgColumn };
  const causes = await idsByName(db, causeTable, causeTable.id, causeTable.name);
  const methods = await idsByName(db, paymentMethods, paymentMethods.id, paymentMethods.name, eq(paymentMethods.isActive, true));
  // A gift that names no method came in cash where the charity takes cash, else by the first method in use.
  const [fallback] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(sql`${paymentMethods.depositTo} <> 'cash'`, asc(paymentMethods.id))
    .limit(1);
  const lockDate = lockDateFor(await readBooksSettings(db), caller);
  const schema = recordInput(donation).create;
  return importer({
    check(cells) {
      const errors: Errors = {};
      const date = postingDate(cells.date, lockDate, errors);
      const cause = named(causes, cells.cause, 'cause', errors, 'cause');
      const method = named(methods, cells.payment_method, 'payment method in use', errors, 'payment_method') ?? fallback?.id;
      const { date: _, ...fields } = cells;
      return { date, input: checked(schema, { ...fields, cause, payment_method: method }, errors) };
    },
    write: { all: (tx, gifts: PastGift[]) => confirmPastGifts(app, tx, gifts, caller) },
  });
}

async function productImporter({ app, caller }: ImportContext, db: DbOrTx, rows: SheetRow[]) {
  const byName = await idsByName(db, categories, categories.id, categories.name);
  const schema = recordInput(product).create;
  // A SKU is one product's, in any case: one already in the shop, or given on an earlier line, is named at the check.
  const skus = [...new Set(rows.flatMap((r) => (r.cells.sku ? [r.cells.sku.toLowerCase()] : [])))];
  const takenSkus = new Set<string>();
  for (let i = 0; i < skus.length; i += 1000)
    for (const row of await db
      .select({ sku: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(inArray(sql`lower(${products.sku})`, skus.slice(i, i + 1000))))
      takenSkus.add(row.sku);
  const skuLines = new Map<string, number>();
  return importer({
    check(cells, line) {
      const errors: Errors = {};
      const sku = cells.sku?.toLowerCase();
      if (sku && takenSkus.has(sku)) errors.sku = ['A product with this SKU already exists.'];
      else if (sku && skuLines.has(sku)) errors.sku = [`Line ${skuLines.get(sku)} gives the same SKU.`];
      else if (sku) skuLines.set(sku, line);
      const category = named(byName, cells.category, 'category', errors, 'category');
      const { opening_stock: stock = '0', ...fields } = cells;
      const quantity = /^\d+$/.test(stock) ? Number(stock) : Number.NaN;
      if (!Number.isSafeInteger(quantity) || quantity > 1_000_000_000) errors.opening_stock = ['Give a whole number of pieces, 0 or more.'];
      return { quantity, input: checked(schema, { ...fields, category }, errors) };
    },
    write: {
      async all(tx, checkedRows) {
        const created = await createProducts(
          repository(app, 'product'),
          tx,
          checkedRows.map((row) => row.input),
          { caller },
        );
        await moveStocks(
          tx,
          checkedRows.flatMap(({ quantity }, i) =>
            quantity > 0
              ? [
                  {
                    product: created[i].id as number,
                    quantity,
                    kind: 'adjustment' as const,
                    reason: 'Opening stock (imported)',
                    actor: caller.userId,
                  },
                ]
              : [],
          ),
        );
      },
    },
  });
}

/**
 * The chart of accounts: a row names a ledger (made in its group unless one of that name exists, as Cash and
 * Bank do) and its opening balance, a debit or a credit. The balances are posted as one journal on the
 * import's date, which must balance: otherwise the difference is named and nothing is written.
 */
async function ledgerImporter({ app, caller, date }: ImportContext, db: DbOrTx) {
  const byGroup = await idsByName(db, groups, groups.id, groups.name);
  const existing = await idsByName(db, ledgerAccounts, ledgerAccounts.id, ledgerAccounts.name);
  const lockDate = lockDateFor(await readBooksSettings(db), caller);
  const amount = money();
  const ledgerSchema = recordInput(ledgerAccount).create;
  const lines: PostingLine[] = [];
  return importer({
    check(cells) {
      const errors: Errors = {};
      const amountOf = (key: 'opening_debit' | 'opening_credit') => {
        const parsed = amount.safeParse(cells[key] ?? '0');
        if (!parsed.success) errors[key] = parsed.error.issues.map((i) => i.message);
        return parsed.success ? toPaisa(parsed.data) : 0n;
      };
      const debit = amountOf('opening_debit');
      const credit = amountOf('opening_credit');
      if (debit > 0n && credit > 0n) errors.opening_credit = ['Give an opening debit or an opening credit, not both.'];
      const name = lower(cells.name ?? '');
      if (existing.has(name)) {
        if (Object.keys(errors).length) throw new HttpError(400, errors);
        return { name, debit, credit, input: undefined };
      }
      const group = named(byGroup, cells.group, 'group', errors, 'group');
      if (!cells.group) errors.group = ['Name the group a new ledger belongs to.'];
      return { name, debit, credit, input: checked(ledgerSchema, { name: cells.name, code: cells.code, head_group: group }, errors) };
    },
    write: {
      async each(tx, { name, debit, credit, input }) {
        // A ledger the file names twice is made by its first row.
        let ledger = existing.get(name);
        if (ledger === undefined && input) {
          ledger = (await repository(app, 'ledger_account').create(tx, input, { caller })).id as number;
          existing.set(name, ledger);
        }
        if (ledger !== undefined && (debit > 0n || credit > 0n))
          lines.push({ ledger, debit_amount: fromPaisa(debit), credit_amount: fromPaisa(credit) });
      },
    },
    async finish(tx) {
      if (!lines.length) return;
      const debits = lines.reduce((sum, l) => sum + toPaisa(l.debit_amount), 0n);
      const credits = lines.reduce((sum, l) => sum + toPaisa(l.credit_amount), 0n);
      if (debits !== credits) {
        const more = debits > credits ? 'debits' : 'credits';
        throw new HttpError(
          400,
          `The opening balances do not balance: debits ${fromPaisa(debits)}, credits ${fromPaisa(credits)}; the ${more} are ${fromPaisa(debits > credits ? debits - credits : credits - debits)} more.`,
        );
      }
      if (lockDate && date <= lockDate)
        throw new HttpError(400, `The books are locked up to and including ${lockDate}: the opening journal of ${date} cannot be posted.`);
      await postVoucher(app, tx, 'journal', { date, details: 'Opening balances (imported)', lines }, { caller });
    },
  });
}

/** Refuses a caller who may create the kind's records but not all an import of it does (403). */
export function refuseUnlessAllowed(kind: ImportKind, caller: Caller) {
  if (kind === 'donation' && !caller.permissions.has('donation.update'))
    throw new HttpError(403, 'Importing past gifts confirms them: you need the permission donation.update as well.');
}

/** The importer of a kind, ready for one file's rows (reads the names its cells may refer to, and what is taken). */
export async function importerOf(kind: ImportKind, context: ImportContext, db: DbOrTx, rows: SheetRow[]): Promise<Importer> {
  switch (kind) {
    case 'member':
      return memberImporter(context, db, rows);
    case 'donation':
      return donationImporter(context, db);
    case 'product':
      return productImporter(context, db, rows);
    case 'ledger_account':
      return ledgerImporter(context, db);
  }
}
