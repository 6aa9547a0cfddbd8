import type { LedgerStatement, StatementRow } from '@sahay/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { amountText, sumText } from '../../db/money.ts';
import type { PageRequest } from '../../resource/repository.ts';

/**
 * Statements read from the account log (api-contract.md 4.1): a ledger's rows in date order with a
 * running balance that starts from `previous_balance` (debits minus credits before the period) and ends at
 * `closing_balance`, each row with the other ledgers of its voucher. All sums are made by PostgreSQL in `numeric`.
 */

export interface StatementFilter {
  /** Rows of these ledgers (none given: every ledger). */
  ledgers?: number[];
  subLedger?: number;
  referenceNo?: string;
  dateAfter?: string;
  dateBefore?: string;
}

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(db: DbOrTx, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function conditions(filter: StatementFilter, { withDates }: { withDates: boolean }) {
  const parts: SQL[] = [sql`true`];
  if (filter.ledgers) parts.push(filter.ledgers.length ? sql`a.ledger_id in ${filter.ledgers}` : sql`false`);
  if (filter.subLedger !== undefined) parts.push(sql`a.sub_ledger_id = ${filter.subLedger}`);
  if (filter.referenceNo !== undefined) parts.push(sql`a.reference_no = ${filter.referenceNo}`);
  if (withDates && filter.dateAfter) parts.push(sql`a.log_date >= ${filter.dateAfter}`);
  if (withDates && filter.dateBefore) parts.push(sql`a.log_date <= ${filter.dateBefore}`);
  return sql.join(parts, sql` and `);
}

/** Debits minus credits of the filtered rows dated before the period. */
export async function previousBalance(db: DbOrTx, filter: StatementFilter) {
  if (!filter.dateAfter) return '0.00';
  const [row] = await rowsOf<{ balance: string }>(
    db,
    sql`select ${sumText(sql`a.debit_amount - a.credit_amount`)} as balance
        from account_log a where ${conditions(filter, { withDates: false })} and a.log_date < ${filter.dateAfter}`,
  );
  return row.balance;
}

/** One page of a statement: its rows with a running balance, and the balance it opens with. */
export async function statement(db: DbOrTx, filter: StatementFilter, request: PageRequest): Promise<LedgerStatement> {
  const where = conditions(filter, { withDates: true });
  const opening = await previousBalance(db, filter);
  // The count and the closing balance in one pass over the period's rows.
  const [{ total, closing }] = await rowsOf<{ total: number; closing: string }>(
    db,
    sql`select count(*)::int as total, ${amountText(sql`${opening}::numeric + coalesce(sum(a.debit_amount - a.credit_amount), 0)`)} as closing
        from account_log a where ${where}`,
  );
  const totalPages = Math.max(1, Math.ceil(total / request.size));
  const page = Math.min(Math.max(1, request.page), totalPages);
  const rows = await rowsOf<Omit<StatementRow, 'related_ledgers' | 'related_ledger'> & { ledger_id: number }>(
    db,
    sql`with period as (
          select a.*, sum(a.debit_amount - a.credit_amount) over (order by a.log_date, a.id) as moved
          from account_log a where ${where}
          order by a.log_date, a.id
          limit ${request.size} offset ${(page - 1) * request.size}
        )
        select p.id, p.reference_no, p.log_type, to_char(p.log_date, 'YYYY-MM-DD') as log_date, p.details,
          p.debit_amount::text as debit_amount, p.credit_amount::text as credit_amount,
          ${amountText(sql`${opening}::numeric + p.moved`)} as balance, p.ledger_id,
          json_build_object('id', l.id, 'name', l.name) as ledger,
          case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as sub_ledger
        from period p
        join ledger_account l on l.id = p.ledger_id
        left join sub_ledger_account s on s.id = p.sub_ledger_id
        order by p.log_date, p.id`,
  );
  const others = await otherLedgers(
    db,
    rows.map((r) => r.reference_no),
  );
  const accountLogs = rows.map(({ ledger_id, ...r }) => {
    const related = (others.get(r.reference_no) ?? []).filter((o) => o.id !== ledger_id);
    return { ...r, related_ledgers: related, related_ledger: related.length === 1 ? related[0] : null };
  });
  return {
    account_logs: accountLogs,
    previous_balance: opening,
    closing_balance: closing,
    page,
    size: request.size,
    total_pages: totalPages,
    total_elements: total,
  };
}

/** The ledgers each voucher (by its reference number) posted to, in one query for a page of rows. */
export async function otherLedgers(db: DbOrTx, references: string[]) {
  const byReference = new Map<string, { id: number; name: string }[]>();
  if (!references.length) return byReference;
  const rows = await rowsOf<{ reference_no: string; id: number; name: string }>(
    db,
    sql`select distinct a.reference_no, l.id, l.name from account_log a join ledger_account l on l.id = a.ledger_id
        where a.reference_no in ${[...new Set(references)]} order by l.name`,
  );
  for (const row of rows) byReference.set(row.reference_no, [...(byReference.get(row.reference_no) ?? []), { id: row.id, name: row.name }]);
  return byReference;
}

/** The ledgers of an account type: `Cash` is the ledger named Cash; `Bank` the ledgers under the group Bank Accounts. */
export async function ledgersOfType(db: DbOrTx, type: 'Cash' | 'Bank') {
  const rows =
    type === 'Cash'
      ? await rowsOf<{ id: number }>(db, sql`select id from ledger_account where name = 'Cash'`)
      : await rowsOf<{ id: number }>(
          db,
          sql`with recursive bank_groups as (
                select id from "group" where name = 'Bank Accounts'
                union select g.id from "group" g join bank_groups b on g.head_group_id = b.id
              )
              select l.id from ledger_account l where l.head_group_id in (select id from bank_groups)`,
        );
  return rows.map((r) => r.id);
}

/** Debit and credit totals of the Cash ledger and of the bank ledgers over a period. */
export async function cashAndBankTotals(db: DbOrTx, startDate: string, endDate: string) {
  const totals = async (ledgers: number[]) => {
    if (!ledgers.length) return { dr: '0.00', cr: '0.00' };
    const [row] = await rowsOf<{ dr: string; cr: string }>(
      db,
      sql`select ${sumText(sql`debit_amount`)} as dr, ${sumText(sql`credit_amount`)} as cr
          from account_log where ledger_id in ${ledgers} and log_date between ${startDate} and ${endDate}`,
    );
    return row;
  };
  const [cash, bank] = await Promise.all([totals(await ledgersOfType(db, 'Cash')), totals(await ledgersOfType(db, 'Bank'))]);
  return { cash_dr_total: cash.dr, cash_cr_total: cash.cr, bank_dr_total: bank.dr, bank_cr_total: bank.cr };
}
