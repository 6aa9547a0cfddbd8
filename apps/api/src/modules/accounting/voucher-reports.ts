import {
  type ReportedKind,
  reportedKinds,
  type SummarisedKind,
  type VoucherReport,
  type VoucherReportRow,
  type VoucherSummary,
  voucherKinds,
} from '@sahay/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sumText } from '../../db/money.ts';
import type { PageRequest } from '../../resource/repository.ts';
import { otherLedgers } from './ledger-reports.ts';
import { logTypeOf } from './posting.ts';

export interface VoucherFilter {
  ledger?: number;
  subLedger?: number;
  branch?: number;
  invoiceNo?: string;
  dateAfter?: string;
  dateBefore?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(kind: ReportedKind, filter: VoucherFilter): SQL {
  const side = reportedKinds[kind].side === 'debit' ? sql`a.debit_amount > 0` : sql`a.credit_amount > 0`;
  const parts: SQL[] = [sql`a.log_type = ${logTypeOf[kind]}`, side];
  if (filter.ledger !== undefined) parts.push(sql`a.ledger_id = ${filter.ledger}`);
  if (filter.subLedger !== undefined) parts.push(sql`a.sub_ledger_id = ${filter.subLedger}`);
  if (filter.branch !== undefined) parts.push(sql`a.branch_id = ${filter.branch}`);
  if (filter.invoiceNo) parts.push(sql`a.reference_no ilike ${`%${escapeLike(filter.invoiceNo)}%`}`);
  if (filter.dateAfter) parts.push(sql`a.log_date >= ${filter.dateAfter}`);
  if (filter.dateBefore) parts.push(sql`a.log_date <= ${filter.dateBefore}`);
  return sql.join(parts, sql` and `);
}

async function rowsOf<T>(db: DbOrTx, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The report of a kind of voucher: its rows on the reported side, newest first, with the other ledgers of each voucher. */
export async function voucherReport<K extends ReportedKind>(
  db: DbOrTx,
  kind: K,
  filter: VoucherFilter,
  request: PageRequest,
): Promise<VoucherReport<K>> {
  const condition = where(kind, filter);
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from account_log a where ${condition}`);
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(Math.max(1, request.page), totalPages);
  const rows = await rowsOf<Omit<VoucherReportRow<K>, 'related_ledgers' | 'related_ledger'>>(
    db,
    sql`select a.id, a.reference_no as invoice_no, to_char(a.log_date, 'YYYY-MM-DD') as ${sql.identifier(voucherKinds[kind].date)},
          a.debit_amount::text as debit_amount, a.credit_amount::text as credit_amount, a.details,
          json_build_object('id', l.id, 'name', l.name) as ledger,
          case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as sub_ledger,
          case when b.id is null then null else json_build_object('id', b.id, 'name', b.name) end as branch
        from account_log a
        join ledger_account l on l.id = a.ledger_id
        left join sub_ledger_account s on s.id = a.sub_ledger_id
        left join branch b on b.id = a.branch_id
        where ${condition}
        order by a.log_date desc, a.id desc
        limit ${request.size} offset ${(page - 1) * request.size}`,
  );
  const others = await otherLedgers(
    db,
    rows.map((r) => r.invoice_no),
  );
  const items = rows.map((r) => {
    const related = (others.get(r.invoice_no) ?? []).filter((o) => o.id !== r.ledger.id);
    return { ...r, related_ledgers: related, related_ledger: related.length === 1 ? related[0] : null };
  });
  const paging = { page, size: request.size, total_pages: totalPages, total_elements: total };
  // The list is under the kind's own key: the contract's report of this kind.
  return { [voucherKinds[kind].plural]: items, ...paging } as VoucherReport<K>;
}

/** The totals of a kind's report by sub-ledger (rows without one under "No sub-ledger"). */
export async function voucherSummary<K extends SummarisedKind>(
  db: DbOrTx,
  kind: K,
  filter: VoucherFilter,
  request: PageRequest,
): Promise<VoucherSummary<K>> {
  const amount = reportedKinds[kind].side === 'debit' ? sql`a.debit_amount` : sql`a.credit_amount`;
  const groups = await rowsOf<{ name: string; total: string }>(
    db,
    sql`select coalesce(s.name, 'No sub-ledger') as name, ${sumText(amount)} as total
        from account_log a left join sub_ledger_account s on s.id = a.sub_ledger_id
        where ${where(kind, filter)} group by 1 order by 1`,
  );
  const totalPages = Math.max(1, Math.ceil(groups.length / request.size));
  const page = Math.min(Math.max(1, request.page), totalPages);
  const shown = groups.slice((page - 1) * request.size, page * request.size);
  const paging = { page, size: request.size, total_pages: totalPages, total_elements: groups.length };
  return { [reportedKinds[kind].summary]: Object.fromEntries(shown.map((g) => [g.name, g.total])), ...paging } as VoucherSummary<K>;
}
