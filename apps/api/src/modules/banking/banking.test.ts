import type { ReconciliationReport, StatementLines } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/**
 * Bank reconciliation as an accountant meets it: a bank's CSV imported once, its lines suggested against the
 * ledger's entries, accepted, matched by hand or made into vouchers, and the report that explains the balances.
 */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  'bank_statement.read',
  'bank_statement.reconcile',
  'bank_statement.delete',
  ...['ledger_account', 'group', 'receipt_voucher', 'payment_voucher', 'account_log'].flatMap((n) =>
    ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`),
  ),
);
type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

const statements = '/bank_statement/api/v1/bank_statement';
const reconciliation = '/bank_reconciliation/api/v1/bank_reconciliation';

const ledgers: Record<string, number> = {};
const groupId = async (name: string) =>
  (await ok('GET', `/group/api/v1/group/search/?name=${encodeURIComponent(name)}&size=100`)).groups.find(
    (g: { name: string }) => g.name === name,
  ).id as number;
const newLedger = async (name: string, group: string) => {
  ledgers[name] = (await ok('POST', '/ledger_account/api/v1/ledger_account/create/', { name, head_group: await groupId(group) }, 201)).id;
};
/** Money into the bank (a receipt) or out of it (a payment), answering the voucher's number. */
const receipt = async (date: string, amount: string, details = 'Gift') =>
  (
    await ok(
      'POST',
      '/receipt_voucher/api/v1/receipt_voucher/create/',
      {
        receipt_date: date,
        details,
        items: [
          { ledger: ledgers['Recon Bank'], debit_amount: amount, credit_amount: '0' },
          { ledger: ledgers['Recon Income'], debit_amount: '0', credit_amount: amount },
        ],
      },
      201,
    )
  ).receipt_vouchers[0].invoice_no as string;
const payment = async (date: string, amount: string, details = 'Rent') =>
  (
    await ok(
      'POST',
      '/payment_voucher/api/v1/payment_voucher/create/',
      {
        payment_date: date,
        details,
        items: [
          { ledger: ledgers['Recon Expense'], debit_amount: amount, credit_amount: '0' },
          { ledger: ledgers['Recon Bank'], debit_amount: '0', credit_amount: amount },
        ],
      },
      201,
    )
  ).payment_vouchers[0].invoice_no as string;

const mapping = {
  date: 'Date',
  description: 'Narration',
  debit: 'Withdrawal',
  credit: 'Deposit',
  balance: 'Balance',
  date_format: 'DD/MM/YYYY',
  delimiter: ',',
};
const csv = (rows: string[]) => ['Date,Narration,Withdrawal,Deposit,Balance', ...rows].join('\n');
const importCsv = (content: string, fileName = 'march.csv', headers = staff) =>
  call('POST', `${statements}/import/`, { ledger: ledgers['Recon Bank'], file_name: fileName, content, mapping }, headers);
const linesOf = async (id: number) => (await ok('GET', `${statements}/lines/${id}/`)) as StatementLines;
const lineByNo = (lines: StatementLines, no: number) => lines.lines.find((l) => l.line_no === no) as StatementLines['lines'][number];

const entries: Record<string, string> = {};
let statement: number;
beforeAll(async () => {
  await newLedger('Recon Bank', 'Bank Accounts');
  await newLedger('Recon Income', 'Indirect Incomes');
  await newLedger('Recon Expense', 'Indirect Expenses');
  await newLedger('Recon Charges', 'Indirect Expenses');
  entries.gift = await receipt('2089-03-01', '1500.00');
  entries.rent = await payment('2089-03-02', '400.00');
  // Two receipts of the same amount: the line naming one's number is matched to it, though the other is nearer.
  entries.named = await receipt('2089-03-04', '250.00');
  entries.nearer = await receipt('2089-03-09', '250.00');
  // Two gifts a single bank deposit holds.
  entries.partA = await receipt('2089-03-12', '300.00');
  entries.partB = await receipt('2089-03-12', '200.00');
  // Not yet presented as at the month's end.
  entries.cheque = await payment('2089-03-28', '75.00', 'Cheque 1234');
  // Far from any line: never suggested.
  entries.far = await receipt('2089-02-01', '1500.00');
});

const march = csv([
  '03/03/2089,Deposit by donor,,"1,500.00","11,500.00"',
  '04/03/2089,Cheque paid,400.00,,"11,100.00"',
  `10/03/2089,Transfer ${'{named}'},,250.00,"11,350.00"`,
  '13/03/2089,Cash deposit,,500.00,"11,850.00"',
  '31/03/2089,Bank charges,50.00,,"11,800.00"',
]);

describe('importing a statement', () => {
  it('previews the file with a mapping guessed from its headings, and remembers the mapping once imported', async () => {
    const content = march.replace('{named}', entries.named);
    const preview = await ok('POST', `${statements}/preview/`, { ledger: ledgers['Recon Bank'], content });
    expect(preview.columns).toEqual(['Date', 'Narration', 'Withdrawal', 'Deposit', 'Balance']);
    expect(preview.line_count).toBe(5);
    expect(preview.remembered).toBe(false);
    expect(preview.mapping).toMatchObject({
      date: 'Date',
      description: 'Narration',
      debit: 'Withdrawal',
      credit: 'Deposit',
      balance: 'Balance',
    });
    expect(preview.mapping.date_format).toBe('DD/MM/YYYY');

    const res = await importCsv(content);
    expect(res.statusCode, res.body).toBe(201);
    statement = res.json().id;
    expect(res.json()).toMatchObject({
      start_date: '2089-03-03',
      end_date: '2089-03-31',
      opening_balance: '10000.00',
      closing_balance: '11800.00',
      line_count: 5,
    });

    const again = await ok('POST', `${statements}/preview/`, { ledger: ledgers['Recon Bank'], content: 'A;B\n1;2' });
    expect(again.remembered).toBe(true);
    expect(again.mapping).toEqual(mapping);
  });

  it('refuses the same file again, and a file holding a line already imported, writing nothing', async () => {
    const before = (await ok('GET', `${statements}/all/?size=100`)).total_elements;
    const same = await importCsv(march.replace('{named}', entries.named), 'march-again.csv');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toMatch(/imported before, as “march\.csv”/);
    const overlapping = await importCsv(
      csv(['13/03/2089,Cash deposit,,500.00,"11,850.00"', '01/04/2089,Interest,,10.00,"11,860.00"']),
      'april.csv',
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().detail).toMatch(/1 of the file’s lines were imported before \(the first: line 2, 2089-03-13, 500\.00/);
    expect((await ok('GET', `${statements}/all/?size=100`)).total_elements).toBe(before);
  });

  it('refuses a file it cannot read through the mapping, naming the line', async () => {
    const badDate = await importCsv(csv(['2089-04-01,Interest,,10.00,"11,810.00"']), 'bad.csv');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().content[0]).toBe('Line 2: “2089-04-01” is not a date written DD/MM/YYYY.');
    const swapped = await importCsv(csv(['01/04/2089,Interest,,10.00,"11,810.00"', '02/04/2089,Fee,5.00,,"11,825.00"']), 'swapped.csv');
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().content[0]).toMatch(/^Line 3: the balance 11825\.00 does not follow from the line before/);
    const noColumn = await call('POST', `${statements}/import/`, {
      ledger: ledgers['Recon Bank'],
      file_name: 'x.csv',
      content: csv(['01/04/2089,Interest,,10.00,"11,810.00"']),
      mapping: { ...mapping, balance: 'Closing' },
    });
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json()['mapping.balance']).toEqual(['The file has no column headed “Closing”.']);
    const both = await call('POST', `${statements}/import/`, {
      ledger: ledgers['Recon Bank'],
      file_name: 'x.csv',
      content: 'x',
      mapping: { ...mapping, amount: 'Amount' },
    });
    expect(both.statusCode).toBe(400);
    const notBank = await call('POST', `${statements}/import/`, {
      ledger: ledgers['Recon Income'],
      file_name: 'x.csv',
      content: csv(['01/04/2089,Interest,,10.00,"11,810.00"']),
      mapping,
    });
    expect(notBank.statusCode).toBe(400);
    expect(notBank.json().ledger[0]).toMatch(/^Recon Income is not a bank or cash ledger/);
  });
});

describe('matching lines to the books', () => {
  it('suggests an entry of the same amount within a few days, preferring the one the line names', async () => {
    const lines = await linesOf(statement);
    expect(lines.progress).toEqual({ lines: 5, reconciled: 0, suggested: 3 });
    expect(lineByNo(lines, 2).suggestion?.reference_no).toBe(entries.gift);
    expect(lineByNo(lines, 2).amount).toBe('1500.00');
    expect(lineByNo(lines, 3).suggestion).toMatchObject({ reference_no: entries.rent, amount: '-400.00' });
    expect(lineByNo(lines, 4).suggestion?.reference_no).toBe(entries.named);
    // No single entry of 500 (two gifts make it), and no entry of the bank's charges.
    expect(lineByNo(lines, 5).suggestion).toBeNull();
    expect(lineByNo(lines, 6).suggestion).toBeNull();
  });

  it('accepts a suggestion in one call, and refuses to match the line twice', async () => {
    const lines = await linesOf(statement);
    const line = lineByNo(lines, 2);
    const matched = await ok('POST', `${reconciliation}/match/`, { line: line.id, account_logs: [line.suggestion?.id] });
    expect(matched.matched.map((e: { reference_no: string }) => e.reference_no)).toEqual([entries.gift]);
    expect(matched.suggestion).toBeNull();
    const twice = await call('POST', `${reconciliation}/match/`, { line: line.id, account_logs: [line.suggestion?.id] });
    expect(twice.statusCode).toBe(409);
    expect((await linesOf(statement)).progress.reconciled).toBe(1);
  });

  it('matches one line to several entries whose amounts sum to it, and refuses a wrong sum or another ledger', async () => {
    const { entries: open } = await ok(
      'GET',
      `${reconciliation}/unreconciled/?ledger=${ledgers['Recon Bank']}&date_after=2089-03-12&date_before=2089-03-12`,
    );
    expect(open.map((e: { reference_no: string }) => e.reference_no)).toEqual([entries.partA, entries.partB]);
    const line = lineByNo(await linesOf(statement), 5);
    const wrong = await call('POST', `${reconciliation}/match/`, { line: line.id, account_logs: [open[0].id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().account_logs).toEqual(['The chosen entries sum to 300.00; the line is 500.00.']);
    // The account log's search answers under the contract's odd key.
    const { payment_methods: incomeSide } = await ok('GET', `/account_log/api/v1/account_log/search/?reference_no=${entries.partA}`);
    const otherLedger = incomeSide.find((e: { ledger: number }) => e.ledger === ledgers['Recon Income']);
    const elsewhere = await call('POST', `${reconciliation}/match/`, { line: line.id, account_logs: [otherLedger.id] });
    expect(elsewhere.statusCode).toBe(400);
    const matched = await ok('POST', `${reconciliation}/match/`, { line: line.id, account_logs: open.map((e: { id: number }) => e.id) });
    expect(matched.matched).toHaveLength(2);
  });

  it('makes an unmatched line a voucher in one step: a payment for money out, matched to the line', async () => {
    const line = lineByNo(await linesOf(statement), 6);
    const made = await ok('POST', `${reconciliation}/voucher/`, { line: line.id, ledger: ledgers['Recon Charges'] }, 201);
    expect(made.voucher_no).toMatch(/^PV/);
    expect(made.matched).toEqual([expect.objectContaining({ reference_no: made.voucher_no, amount: '-50.00', log_date: '2089-03-31' })]);
    const voucher = await ok('GET', `/payment_voucher/api/v1/payment_voucher/payment_voucher_by_invoice_no/${made.voucher_no}/`);
    expect(voucher.details).toBe('Bank charges');
    expect(voucher.items).toEqual([
      expect.objectContaining({ ledger: expect.objectContaining({ id: ledgers['Recon Charges'] }), debit_amount: '50.00' }),
      expect.objectContaining({ ledger: expect.objectContaining({ id: ledgers['Recon Bank'] }), credit_amount: '50.00' }),
    ]);
    const again = await call('POST', `${reconciliation}/voucher/`, { line: line.id, ledger: ledgers['Recon Charges'] });
    expect(again.statusCode).toBe(409);
  });

  it('accepts the remaining suggestions at once, and undoes a match', async () => {
    expect(await ok('POST', `${reconciliation}/accept_suggestions/${statement}/`)).toEqual({ accepted: 2 });
    const lines = await linesOf(statement);
    expect(lines.progress).toEqual({ lines: 5, reconciled: 5, suggested: 0 });
    const line = lineByNo(lines, 3);
    const undone = await ok('POST', `${reconciliation}/unmatch/${line.id}/`);
    expect(undone.matched).toEqual([]);
    expect(undone.suggestion?.reference_no).toBe(entries.rent);
    await ok('POST', `${reconciliation}/match/`, { line: line.id, account_logs: [undone.suggestion.id] });
  });
});

describe('the reconciliation report', () => {
  it('explains the bank balance from the book balance with the uncleared items, as JSON, CSV and PDF', async () => {
    const url = `${reconciliation}/report/?ledger=${ledgers['Recon Bank']}&date=2089-03-31`;
    const report = (await ok('GET', url)) as ReconciliationReport;
    // Books: 1500 + 1500 (February) + 250 + 250 + 300 + 200 − 400 − 75 − 50.
    expect(report.book_balance).toBe('3475.00');
    expect(report.bank_balance).toBe('11800.00');
    expect(report.since).toBe('2089-03-03');
    expect(report.deposits_not_credited.map((e) => e.reference_no)).toEqual([entries.nearer]);
    expect(report.payments_not_presented).toEqual([expect.objectContaining({ reference_no: entries.cheque, amount: '-75.00' })]);
    expect(report.bank_lines_not_in_books).toEqual([]);
    // 3475 − 250 + 75: what the books say the bank should show; the rest is what they disagreed on before.
    expect(report.adjusted_book_balance).toBe('3300.00');
    expect(report.difference).toBe('8500.00');

    // As at the 10th, the later lines and entries are not cleared yet.
    const early = (await ok('GET', `${reconciliation}/report/?ledger=${ledgers['Recon Bank']}&date=2089-03-10`)) as ReconciliationReport;
    expect(early.bank_balance).toBe('11350.00');
    expect(early.deposits_not_credited.map((e) => e.reference_no)).toEqual([entries.nearer]);

    const csvRes = await call('GET', url.replace('/report/', '/report/csv/'));
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvRes.body).toContain('Balance as per books,3475.00');
    expect(csvRes.body).toContain(`2089-03-28,${entries.cheque},Cheque 1234,75.00`);
    expect(csvRes.body).toContain('Difference,8500.00');
    const pdfRes = await call('GET', url.replace('/report/', '/report/pdf/'));
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('unmatches a line whose voucher is deleted: its entries leave the books and the match goes with them', async () => {
    const before = await linesOf(statement);
    const line = before.lines.find((l) => l.voucher_no) as StatementLines['lines'][number];
    const { payment_vouchers: found } = await ok('GET', `/payment_voucher/api/v1/payment_voucher/search/?invoice_no=${line.voucher_no}`);
    const removed = await call('DELETE', `/payment_voucher/api/v1/payment_voucher/delete/${found[0].id}/`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = lineByNo(await linesOf(statement), line.line_no);
    expect(after.matched).toEqual([]);
  });
});

describe('who may reconcile', () => {
  it('answers 401 without a session and 403 without the permission', async () => {
    const body = { ledger: ledgers['Recon Bank'], file_name: 'x.csv', content: 'x', mapping };
    expect((await app.inject({ method: 'POST', url: `${statements}/import/`, payload: body })).statusCode).toBe(401);
    expect((await importCsv('x', 'x.csv', asCaller('bank_statement.read'))).statusCode).toBe(403);
    const report = `${reconciliation}/report/?ledger=${ledgers['Recon Bank']}&date=2089-03-31`;
    expect((await app.inject({ method: 'GET', url: report })).statusCode).toBe(401);
    expect((await call('GET', report, undefined, asCaller('receipt_voucher.read'))).statusCode).toBe(403);
    const line = lineByNo(await linesOf(statement), 2);
    expect((await call('POST', `${reconciliation}/unmatch/${line.id}/`, undefined, asCaller('bank_statement.read'))).statusCode).toBe(403);
  });
});
