import { type Detail, type PostedVoucher, type VoucherKind, type VoucherOfInvoice, voucherKinds } from '@sahay/contracts';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { voucherResources } from './accounting.resources.ts';
import { accountLogRows, voucherByInvoice, voucherRows } from './voucher-rows.ts';

/**
 * The vouchers' own answers (api-contract.md 3.5): create and change answer the voucher's rows (one per
 * line) with the account-log rows it posted; a voucher is found by its number. Writes go through the
 * kind's repository, whose posting hook writes the books in the same transaction.
 */

type Repositories = ReadonlyMap<string, Repository>;

function repositoryOf(repositories: Repositories, kind: VoucherKind) {
  const repository = repositories.get(kind);
  if (!repository) throw new Error(`No repository serves the ${kind} vouchers.`);
  return repository;
}

/** The voucher of a kind with this number, read whole (with its lines); none: undefined. */
async function findByInvoice(db: DbOrTx, repositories: Repositories, kind: VoucherKind, invoiceNo: string) {
  const definition = voucherResources.find((resource) => resource.contract.name === kind);
  if (!definition) throw new Error(`${kind} is not a kind of voucher.`);
  const columns = getTableColumns(definition.table) as Record<string, PgColumn>;
  const [row] = await db.select({ id: columns.id }).from(definition.table).where(eq(columns.invoiceNo, invoiceNo));
  return row ? await repositoryOf(repositories, kind).get(db, row.id as number) : undefined;
}

/** A voucher's rows under its kind's list key, with the account-log rows it posted. */
export async function postedAnswer<K extends VoucherKind>(db: DbOrTx, kind: K, voucher: Row): Promise<PostedVoucher<K>> {
  const rows = await voucherRows(db, kind, voucher);
  const accountLogs = await accountLogRows(db, voucher.invoice_no as string);
  return { [voucherKinds[kind].plural]: rows, account_logs: accountLogs } as PostedVoucher<K>;
}

/** Creates a voucher; its lines post to the books. */
export async function createVoucher<K extends VoucherKind>(
  db: DbOrTx,
  repositories: Repositories,
  kind: K,
  input: Row,
  caller: Caller | null,
) {
  const created = await repositoryOf(repositories, kind).create(db, input, { caller });
  return postedAnswer(db, kind, created);
}

/** Changes the voucher named by `invoice_no`: its lines by id (without one: added; left out: removed). */
export async function updateVoucher<K extends VoucherKind>(
  db: DbOrTx,
  repositories: Repositories,
  kind: K,
  input: Row & { invoice_no: string },
  caller: Caller | null,
) {
  const { invoice_no, ...changes } = input;
  const { label } = voucherKinds[kind];
  const voucher = await findByInvoice(db, repositories, kind, invoice_no);
  if (!voucher) throw new HttpError(404, `${label} invoice_no - ${invoice_no} does not exist`);
  const updated = await repositoryOf(repositories, kind).update(db, voucher.id as number, changes, { caller });
  return { data: await postedAnswer(db, kind, updated), detail: `${label}(s) updated successfully` };
}

/**
 * A voucher by its number, with its rows (the id-journal's paged: one can post to a ledger per member), or
 * the contract's "has no" sentence, answered with 200.
 */
export async function voucherOfInvoice<K extends VoucherKind>(
  db: DbOrTx,
  repositories: Repositories,
  kind: K,
  invoiceNo: string,
  query: { page?: string; size?: string } = {},
): Promise<VoucherOfInvoice<K> | Detail> {
  const voucher = await findByInvoice(db, repositories, kind, invoiceNo);
  if (!voucher) {
    const missing = voucherKinds[kind].plural.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase());
    return { detail: `Invoice no ${invoiceNo} has no ${missing}` };
  }
  const answer = await voucherByInvoice(db, kind, voucher);
  if (kind !== 'idjournal') return answer;
  const { page, size } = pageRequest(query);
  const totalPages = Math.max(1, Math.ceil(answer.items.length / size));
  const shown = Math.min(page, totalPages);
  const items = answer.items.slice((shown - 1) * size, shown * size);
  return { ...answer, items, page: shown, size, total_pages: totalPages, total_elements: answer.items.length };
}

/** Why the account log refuses each write: it is written only by posting vouchers. */
const refusals = {
  create: 'Account log rows are written by vouchers: create a voucher instead.',
  update: 'Account log rows change with their voucher: change the voucher instead.',
  delete: 'Account log rows go with their voucher: delete the voucher instead.',
};

/** The account log's own writes answer 405 and the way to do it instead, so the books always agree with the vouchers. */
export function refuseAccountLogWrite(write: keyof typeof refusals): never {
  throw new HttpError(405, refusals[write]);
}
