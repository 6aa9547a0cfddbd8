import { type APIRequestContext, expect, test } from '@playwright/test';
import { pick, uniqueTag } from './support/admin.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { authed, signIn } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

/**
 * An accountant imports the bank's statement for a bank ledger of the test's own and reconciles it: two lines
 * accepted as suggested, the bank's charges made into a payment voucher, and the report then shows no
 * difference. The year is the test's own, so no other test's vouchers are suggested.
 */

const post = async (request: APIRequestContext, token: string, path: string, data: object) => {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
};

async function ledgerUnder(request: APIRequestContext, token: string, name: string, group: string) {
  const { groups } = await authed<{ groups: { id: number; name: string }[] }>(
    request,
    `/group/api/v1/group/search/?${new URLSearchParams({ name: group })}`,
    token,
  );
  return (
    await post(request, token, '/ledger_account/api/v1/ledger_account/create/', {
      name,
      head_group: groups.find((g) => g.name === group)?.id,
    })
  ).id as number;
}

test('an accountant imports a bank statement, reconciles every line and reads a report without a difference', async ({ page, request }) => {
  const tag = uniqueTag();
  const token = await signIn(request);
  const bankName = `Sonali Bank ${tag}`;
  const bank = await ledgerUnder(request, token, bankName, 'Bank Accounts');
  const gifts = await ledgerUnder(request, token, `Gifts ${tag}`, 'Indirect Incomes');
  const rent = await ledgerUnder(request, token, `Rent ${tag}`, 'Indirect Expenses');
  const chargesName = `Bank charges ${tag}`;
  await ledgerUnder(request, token, chargesName, 'Indirect Expenses');
  await post(request, token, '/receipt_voucher/api/v1/receipt_voucher/create/', {
    receipt_date: '2014-05-02',
    details: 'Gift',
    items: [
      { ledger: bank, debit_amount: '2000.00' },
      { ledger: gifts, credit_amount: '2000.00' },
    ],
  });
  await post(request, token, '/payment_voucher/api/v1/payment_voucher/create/', {
    payment_date: '2014-05-05',
    details: 'Rent',
    items: [
      { ledger: rent, debit_amount: '300.00' },
      { ledger: bank, credit_amount: '300.00' },
    ],
  });
  const accountant = await staffWithRole(request, token, 'Accountant', 'Nasrin');
  await signInToAdminAs(page, accountant);

  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bank reconciliation' }).click();
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a bank statement' });
  await pick(page, dialog.getByRole('combobox', { name: 'Bank or cash ledger' }), `Sonali Bank ${tag}`, bankName);
  const fileName = `may-${tag}.csv`;
  await dialog.getByLabel('Statement file (CSV)').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Date,Narration,Withdrawal,Deposit,Balance',
        '03/05/2014,Deposit,,"2,000.00","2,000.00"',
        '06/05/2014,Cheque paid,300.00,,"1,700.00"',
        '31/05/2014,Bank charges,25.00,,"1,675.00"',
      ].join('\n'),
    ),
  });
  await expect(dialog.getByText('3 lines. The columns were guessed from the headings: check them.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Debit (money out)' })).toHaveText('Withdrawal');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Import statement' }).click();

  await expect(page.getByRole('heading', { name: `Reconcile ${fileName}` })).toBeVisible();
  await expect(page.getByText('Reconciled 0 of 3 lines')).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept all suggestions (2)' }).click();
  await expect(page.getByText('Reconciled 2 of 3 lines')).toBeVisible();

  await page.getByRole('button', { name: 'Make a voucher of 2014-05-31 Bank charges' }).click();
  const voucher = page.getByRole('dialog', { name: /^Payment voucher for 2014-05-31 Bank charges/ });
  await pick(page, voucher.getByRole('combobox', { name: 'The other ledger' }), `Bank charges ${tag}`, chargesName);
  await voucher.getByRole('button', { name: 'Post voucher' }).click();
  await expect(page.getByText('Reconciled 3 of 3 lines')).toBeVisible();
  await expect(page.getByRole('row', { name: /2014-05-31 Bank charges .*Matched: PV/ })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Bank reconciliation' }).click();
  // The list has loaded (the statement is in it) before the report's picker is used.
  await expect(page.getByRole('row', { name: new RegExp(fileName.replace('.', '\\.')) })).toBeVisible();
  const report = page.getByRole('region', { name: 'Reconciliation report' });
  await pick(page, report.getByRole('combobox', { name: 'Bank or cash ledger' }), `Sonali Bank ${tag}`, bankName);
  await report.getByLabel('As at').fill('2014-05-31');
  await report.getByRole('button', { name: 'Show' }).click();
  const figures = report.getByRole('table', { name: 'Reconciliation as at 2014-05-31' });
  await expect(figures.getByRole('row', { name: 'Balance as per books ৳1,675.00' })).toBeVisible();
  await expect(figures.getByRole('row', { name: 'Balance as per bank statement ৳1,675.00' })).toBeVisible();
  await expect(figures.getByRole('row', { name: 'Difference ৳0.00' })).toBeVisible();
});
