import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { sumAmount, sumText } from '../../db/money.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { linesTable } from '../../resource/table.ts';
import { ledgerAccounts } from './accounting.tables.ts';

/** A voucher's lines table. */
type VoucherLines = ReturnType<typeof linesTable>;

/**
 * What a voucher moved, as its list shows it: the sum of its debits (a balanced voucher's credits sum to the
 * same) and the names of the ledgers it debits and credits, each once, in the order of its lines.
 */
export const voucherSummaryFields = {
  amount: z.string().optional(),
  debit_ledgers: z.array(z.string()).optional(),
  credit_ledgers: z.array(z.string()).optional(),
};

export interface VoucherSummary {
  amount: string;
  debit_ledgers: string[];
  credit_ledgers: string[];
}

const nothing = (): VoucherSummary => ({ amount: '0.00', debit_ledgers: [], credit_ledgers: [] });

/** The summaries of these vouchers by id, in one query for all of them. */
export async function voucherSummaries(db: DbOrTx, lines: VoucherLines, ids: number[]): Promise<Map<number, VoucherSummary>> {
  if (!ids.length) return new Map();
  // One row per voucher, ledger and side: what the ledger took on that side, and where its first line stands.
  const debited = sql<boolean>`${lines.debitAmount} > 0`;
  const sides = db
    .select({
      document: sql<number>`${lines.document}`.as('document'),
      name: sql<string>`${ledgerAccounts.name}`.as('name'),
      debited: debited.as('debited'),
      debit: sumAmount(lines.debitAmount).as('debit'),
      first: sql<number>`min(${lines.id})`.as('first'),
    })
    .from(lines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, lines.ledger))
    .where(inArray(lines.document, ids))
    .groupBy(lines.document, ledgerAccounts.id, ledgerAccounts.name, debited)
    .as('sides');
  const names = (side: boolean) =>
    sql<string[]>`coalesce(json_agg(${sides.name} order by ${sides.first}) filter (where ${sides.debited} = ${side}), '[]'::json)`;
  const rows = await db
    .select({
      document: sides.document,
      amount: sumText(sides.debit),
      debit_ledgers: names(true),
      credit_ledgers: names(false),
    })
    .from(sides)
    .groupBy(sides.document);
  return new Map(
    rows.map((r) => [Number(r.document), { amount: r.amount, debit_ledgers: r.debit_ledgers, credit_ledgers: r.credit_ledgers }]),
  );
}

/**
 * The `expand` hook of a voucher: records read without their lines (a list's page, a search, one voucher by
 * id) get their summaries, all in one query. Records that carry their lines are being written: they are
 * answered and audited as they are.
 */
export const summariseVouchers = (lines: VoucherLines) => async (db: DbOrTx, records: Row[]) => {
  const listed = records.filter((r) => !Array.isArray(r.items)).map((r) => r.id as number);
  const summaries = await voucherSummaries(db, lines, listed);
  return records.map((r) => (Array.isArray(r.items) ? r : { ...r, ...(summaries.get(r.id as number) ?? nothing()) }));
};
