import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { formatMoney } from '../apps/web/app/template/money.ts';
import { fromPaisa, toPaisa } from '../packages/contracts/src/money.ts';
import type { TransparencyReport } from '../packages/contracts/src/transparency.ts';
import { pick, signInToAdminAt, uniqueTag } from './support/admin.ts';
import { tabTo } from './support/keyboard.ts';
import { usePrivateServer } from './support/private-server.ts';
import { authed, hydrated, open, signIn } from './support/site.ts';

// The whole way of one gift, from the public Donate page to the books, the donor's mail and the public figures:
// on a Sahay of its own, whose mail outbox the test reads and whose figures no other test changes meanwhile.
const server = usePrivateServer();

const year = new Date().getFullYear();
const plus = (amount: string, paisa: bigint) => fromPaisa(toPaisa(amount) + paisa);

async function transparency(request: APIRequestContext) {
  const response = await request.get(`/transparency/api/v1/transparency/${year}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TransparencyReport;
}

/** The cells after a cause's row header in one of the transparency page's tables, as shown. */
async function causeCells(page: Page, table: string, causeName: string) {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: causeName }) });
  return row.getByRole('cell').allInnerTexts();
}

/** The newest mail of the outbox to this address, once written (sent after the confirmation commits). */
async function mailTo(email: string) {
  const outbox = join(server.dataDir(), 'outbox');
  let mail = '';
  await expect
    .poll(async () => {
      const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${email}.eml`)).sort();
      mail = names.length ? await readFile(join(outbox, names[names.length - 1]), 'utf8') : '';
      return mail;
    })
    .toContain('Subject:');
  return mail;
}

/** The bytes of the mail's attachment of this type (MIME multipart, base64). */
function attachment(mail: string, type: string) {
  // The parts are split at the boundary the mail declares.
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(mail)?.[1];
  if (!boundary) throw new Error('the mail has no parts');
  const part = mail.split(`--${boundary}`).find((p) => p.includes(`Content-Type: ${type}`));
  if (!part) throw new Error(`the mail has no ${type} attachment`);
  const [, body] = part.split(/\r?\n\r?\n/);
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

test('a visitor pledges 1,500 to a cause with the keyboard; staff confirm it; the cause, the ledger, the donor’s receipt and the transparency page show it; 400 spent on the cause shows as spent', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(request);
  const before = await transparency(request);
  const cause = before.causes[0];
  const giftsBefore = before.gifts_by_cause.find((g) => g.id === cause.id)?.amount ?? '0.00';
  const tag = uniqueTag();
  const email = `trail-${tag}@example.org`;

  // The cause's page, then its Donate button, from the keyboard.
  await open(page, `/cause-single/${cause.id}`);
  const main = page.getByRole('main');
  const raised = main
    .getByRole('definition')
    .filter({ hasText: formatMoney(cause.raised) })
    .first();
  await expect(raised).toBeVisible();
  const donate = main.getByRole('link', { name: 'Donate now', exact: true }).first();
  await tabTo(page, donate);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/donate?cause=${cause.id}`);
  await hydrated(page);
  const form = page.getByRole('main');
  await expect(form.getByRole('combobox', { name: 'Cause' })).toHaveValue(String(cause.id));

  await tabTo(page, form.getByRole('textbox', { name: /^Amount/ }));
  await page.keyboard.type('1500');
  await tabTo(page, form.getByRole('textbox', { name: 'Full name' }));
  await page.keyboard.type(`Farida ${tag}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  const method = form.getByRole('combobox', { name: 'Payment method' });
  await tabTo(page, method);
  await page.keyboard.type('Bank transfer');
  await tabTo(page, form.getByRole('button', { name: 'Donate Now' }));
  await page.keyboard.press('Enter');
  const recorded = form.getByRole('status');
  await expect(recorded.getByRole('heading', { name: 'Thank you, Farida: your pledge is recorded' })).toBeVisible();
  await expect(recorded).toContainText('Please send ৳1,500.00 by Bank transfer to:');

  // Staff confirm it in the back office when the money has come.
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Donations', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  // The search applies once typing pauses: the row is opened after, or the list would come back over the donation.
  await expect(page).toHaveURL(new RegExp(`filter=.*${tag}`));
  await page
    .getByRole('table')
    .getByRole('link', { name: `Farida ${tag}` })
    .click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Donation confirmed: receipt DR-\d{4}-\d{5}$/)).toBeVisible();
  const { donations } = await authed<{ donations: { receipt_no: string; receipt_invoice_no: string }[] }>(
    request,
    `/donation/api/v1/donation/search/?q=${encodeURIComponent(email)}`,
    token,
  );
  const [{ receipt_no: receiptNo, receipt_invoice_no: voucherNo }] = donations;

  // The cause's page shows 1,500 more raised.
  await open(page, `/cause-single/${cause.id}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('definition')
      .filter({ hasText: formatMoney(plus(cause.raised, 150000n)) })
      .first(),
  ).toBeVisible();

  // The ledger report of the donor's ledger (titled with their name, never their email) shows the receipt voucher.
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Ledger report' }).click();
  await pick(page, page.getByRole('combobox', { name: 'Ledger', exact: true }), `Farida ${tag}`, `Farida ${tag}`);
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByRole('table', { name: 'Ledger report' }).getByRole('row', { name: new RegExp(voucherNo) });
  await expect(row.getByRole('cell', { name: /1,500\.00/ }).first()).toBeVisible();

  // The donor's mail holds the receipt as a PDF naming them and the amount.
  const mail = await mailTo(email);
  expect(mail).toContain(receiptNo);
  const pdf = attachment(mail, 'application/pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = ((await extractText(new Uint8Array(pdf), { mergePages: true })).text as string).replace(/\s+/g, ' ');
  for (const words of [`Farida ${tag}`, '1,500.00', receiptNo, cause.name]) expect(text).toContain(words);

  // The transparency page's income by cause includes it.
  await open(page, '/transparency');
  expect(await causeCells(page, `Income by cause: gifts received in ${year}`, cause.name)).toEqual([
    formatMoney(plus(giftsBefore, 150000n)),
  ]);
  const withGift = (await transparency(request)).causes.find((c) => c.id === cause.id);
  if (!withGift) throw new Error('the cause is on the transparency report');

  // 400 paid for the cause, entered by staff on a payment voucher whose line names the cause.
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Books', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment vouchers' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Details', exact: true }).fill(`School books for the cause ${tag}`);
  const first = page.getByRole('group', { name: 'Line 1' });
  const second = page.getByRole('group', { name: 'Line 2' });
  await pick(page, first.getByRole('combobox', { name: 'Ledger', exact: true }), 'Company Purchase', 'Company Purchase');
  await first.getByRole('textbox', { name: 'Debit', exact: true }).fill('400');
  await pick(page, first.getByRole('combobox', { name: 'Cause', exact: true }), cause.name, cause.name);
  await pick(page, second.getByRole('combobox', { name: 'Ledger', exact: true }), 'Cash', 'Cash');
  await second.getByRole('textbox', { name: 'Credit', exact: true }).fill('400');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();

  // The cause's spending shows it, and what is left of its gifts drops by 400.
  await open(page, '/transparency');
  const fund = await causeCells(page, `Each cause’s fund at the end of ${year}`, cause.name);
  expect(fund[2]).toBe(formatMoney(plus(withGift.spent, 40000n)));
  expect(fund[3]).toContain(formatMoney(plus(withGift.left, -40000n)).replace(/^-/, ''));
  const after = (await transparency(request)).causes.find((c) => c.id === cause.id);
  expect(after && toPaisa(withGift.left) - toPaisa(after.left)).toBe(40000n);
});
