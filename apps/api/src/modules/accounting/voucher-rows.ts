import { type VoucherKind, type VoucherOfInvoice, type VoucherRow, voucherKinds } from '@sahay/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { rowToApi } from '../../lib/keys.ts';
import { tableOfResource } from '../../resource/table.ts';
import { accountLogs } from './accounting.tables.ts';

type Row = Record<string, unknown>;
export type Named = { id: number; name: string } | null;

/** `{id, name}` of records of a resource, by id: how the contract shows a voucher row's ledger, sub-ledger and branch. */
async function namesOf(db: DbOrTx, resource: string, ids: unknown[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map<number, string>();
  const table = tableOfResource(resource) as unknown as PgTable & { id: PgColumn; name: PgColumn };
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((r) => [r.id as number, r.name as string]));
}
const named = (names: Map<number, string>, id: unknown): Named => (typeof id === 'number' ? { id, name: names.get(id) ?? `#${id}` } : null);

/** The names of a voucher's ledgers, sub-ledgers (its own and its lines'), branch and causes (payment lines). */
async function namesOfVoucher(db: DbOrTx, voucher: Row) {
  const lines = (voucher.items as Row[] | undefined) ?? [];
  const [ledgers, subLedgers, branches, causes] = await Promise.all([
    namesOf(
      db,
      'ledger_account',
      lines.map((l) => l.ledger),
    ),
    namesOf(db, 'sub_ledger_account', [voucher.sub_ledger, ...lines.map((l) => l.sub_ledger)]),
    namesOf(db, 'branch', [voucher.branch]),
    namesOf(
      db,
      'cause',
      lines.map((l) => l.cause),
    ),
  ]);
  return { ledgers, subLedgers, branches, causes };
}

/**
 * A voucher as the contract's rows: one per line, each with the voucher's number, date, branch, file and
 * details, and its ledger, sub-ledger and branch as `{id, name}` (api-contract.md 3.5).
 */
export async function voucherRows<K extends VoucherKind>(
  db: DbOrTx,
  kind: K,
  voucher: Row,
  names?: Awaited<ReturnType<typeof namesOfVoucher>>,
): Promise<VoucherRow<K>[]> {
  const spec = voucherKinds[kind];
  const lines = (voucher.items as Row[] | undefined) ?? [];
  const { ledgers, subLedgers, branches, causes } = names ?? (await namesOfVoucher(db, voucher));
  // Stored rows are untyped: each row is the contract's voucher row of this kind.
  return lines.map(
    (line): Row => ({
      id: line.id as number,
      ledger: named(ledgers, line.ledger),
      sub_ledger: named(subLedgers, line.sub_ledger ?? voucher.sub_ledger),
      branch: named(branches, voucher.branch),
      invoice_no: voucher.invoice_no as string,
      ...(spec.refInvoice ? { ref_invoice_no: voucher.ref_invoice_no ?? null } : {}),
      debit_amount: line.debit_amount,
      credit_amount: line.credit_amount,
      // A payment line names the cause (restricted fund) it was spent on, if any.
      ...(kind === 'payment_voucher' ? { cause: named(causes, line.cause) } : {}),
      [spec.date]: voucher[spec.date],
      file: voucher.file ?? null,
      details: line.details ?? voucher.details ?? null,
      created_at: voucher.created_at,
      updated_at: voucher.updated_at,
      created_by: voucher.created_by,
      updated_by: voucher.updated_by,
    }),
  ) as VoucherRow<K>[];
}

/**
 * A voucher as `<kind>_by_invoice_no/` answers it: the voucher's own header (its sub-ledger and branch as
 * `{id, name}`, whatever its lines carry), then its rows.
 */
export async function voucherByInvoice<K extends VoucherKind>(db: DbOrTx, kind: K, voucher: Row): Promise<VoucherOfInvoice<K>> {
  const names = await namesOfVoucher(db, voucher);
  return {
    id: voucher.id as number,
    invoice_no: voucher.invoice_no as string,
    // A reversal and the voucher it reverses name each other.
    reversal_of: (voucher.reversal_of as string | null) ?? null,
    reversed_by: (voucher.reversed_by as string | null) ?? null,
    file: voucher.file ?? null,
    sub_ledger: named(names.subLedgers, voucher.sub_ledger),
    branch: named(names.branches, voucher.branch),
    [voucherKinds[kind].date]: voucher[voucherKinds[kind].date],
    details: voucher.details ?? null,
    items: await voucherRows(db, kind, voucher, names),
  } as VoucherOfInvoice<K>;
}

/** The account-log rows a voucher posted, by its invoice number. */
export async function accountLogRows(db: DbOrTx, invoiceNo: string) {
  const rows = await db.select().from(accountLogs).where(eq(accountLogs.referenceNo, invoiceNo)).orderBy(asc(accountLogs.id));
  return rows.map((r) => rowToApi(r as Row));
}
