import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { adminToken } from './support/causes.ts';
import { usePrivateServer } from './support/private-server.ts';
import { authed } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';

// Confirming a gift changes what the public cause pages show as raised: a server of its own, so that the
// visitors' tests running meanwhile on the shared server never see it.
const server = usePrivateServer();
// In order, in one worker: one server for the file.
test.describe.configure({ mode: 'default' });

interface Donation {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  user: number;
  confirmed_date: string | null;
  receipt_no: string | null;
}

/** A pledge as a clerk records it for a walk-in donor (through the API, as staff: no visitor's rate limit). */
async function pledge(request: APIRequestContext, lastName: string, amount: string) {
  const token = await adminToken(request, server.url());
  const { paymentmethods } = await authed<{ paymentmethods: { id: number }[] }>(
    request,
    '/payment_method/api/v1/payment_method/all/?is_active=true',
    token,
  );
  const response = await request.post('/donation/api/v1/donation/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Shirin',
      last_name: lastName,
      email: `${lastName.toLowerCase().replace(/\W+/g, '-')}@example.org`,
      amount,
      payment_method: paymentmethods[0].id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Donation;
}

/** The Users screen's choice of accounts: staff (as it opens), or the donors', members' and customers'. */
async function showAccounts(page: Page, choice: string) {
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText(choice);
}

async function donation(request: APIRequestContext, id: number) {
  return authed<Donation>(request, `/donation/api/v1/donation/${id}`, await adminToken(request, server.url()));
}

/** The donations list narrowed to this test's pledged donors: by status (a filter) and by their tag (the search). */
async function pledgedOf(page: Page, tag: string) {
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Donations', exact: true }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pledged' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await expect(page).toHaveURL(/status/);
}

test('staff filter pledged donations, confirm one (its receipt numbered and downloaded) and mark another failed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const first = await pledge(request, `Begum ${tag} one`, '1500.00');
  const second = await pledge(request, `Begum ${tag} two`, '300.00');

  await signInToAdminAt(page);
  await pledgedOf(page, tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: `Shirin Begum ${tag} one` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Shirin Begum ${tag} two` })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Begum ${tag} one`) }).getByRole('cell', { name: 'Pledged' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Confirm the first, on the day the money came.
  await table.getByRole('link', { name: `Shirin Begum ${tag} one` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/donation/${first.id}/show$`));
  await expect(page.getByRole('button', { name: 'Download receipt' })).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const confirmDialog = page.getByRole('dialog', { name: `Confirm donation ${first.id}` });
  await expect(confirmDialog.getByLabel(/^Date received/)).not.toHaveValue('');
  await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^Donation confirmed: receipt DR-\d{4}-\d{5}$/)).toBeVisible();
  const confirmed = await donation(request, first.id);
  expect(confirmed).toMatchObject({ status: 'confirmed', receipt_no: expect.stringMatching(/^DR-\d{4}-\d{5}$/) });
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText(confirmed.receipt_no ?? 'missing', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark failed' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await receipt.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      }),
  );
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The year-end statement of the donor, last year by default.
  await expect(page.getByRole('combobox', { name: 'Statement year' })).toHaveText(String(new Date().getFullYear() - 1));
  const statement = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Year-end statement' }).click();
  expect((await statement).suggestedFilename()).toMatch(/\.pdf$/);

  // The first is no longer pledged: the same filtered list shows only the second.
  await page.goto(`/admin/donation?${new URLSearchParams({ filter: JSON.stringify({ status: 'pledged', q: tag }) })}`);
  await expect(table.getByRole('link', { name: `Shirin Begum ${tag} two` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Shirin Begum ${tag} one` })).toHaveCount(0);
  await table.getByRole('link', { name: `Shirin Begum ${tag} two` }).click();
  await page.getByRole('button', { name: 'Mark failed' }).click();
  const failDialog = page.getByRole('dialog', { name: `Mark donation ${second.id} failed` });
  await failDialog.getByRole('textbox', { name: 'Reason' }).fill('The cheque bounced.');
  await failDialog.getByRole('button', { name: 'Mark failed' }).click();
  await expect(page.getByText('Donation marked failed', { exact: true })).toBeVisible();
  await expect(page.getByText('The cheque bounced.', { exact: true })).toBeVisible();
  expect(await donation(request, second.id)).toMatchObject({ status: 'failed', receipt_no: null });
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
});

test('a donation’s page shows its figures labelled, its receipt voucher (which says it settles the gift) and the donor’s other gifts', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  // Two gifts of one donor (the same email): the first confirmed into the books, the second only pledged.
  const first = await pledge(request, `Rahman ${tag}`, '1200.00');
  const second = await pledge(request, `Rahman ${tag}`, '350.00');
  const confirming = await request.post(`/donation/api/v1/donation/confirm/${first.id}/`, {
    headers: { Authorization: `Bearer ${await adminToken(request, server.url())}` },
    data: {},
  });
  expect(confirming.status(), await confirming.text()).toBe(200);
  const { receipt_invoice_no: receiptVoucher, receipt_no: receiptNo } = (await confirming.json()) as {
    receipt_invoice_no: string;
    receipt_no: string;
  };

  await signInToAdminAt(page, `/admin/donation/${first.id}/show`);
  const summary = page.getByRole('region', { name: 'Gift', exact: true });
  await expect(summary.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(summary.getByText('Amount', { exact: true })).toBeVisible();
  await expect(summary.getByText('৳1,200.00', { exact: true })).toBeVisible();

  const receipt = page.getByRole('region', { name: 'Receipt voucher', exact: true });
  await expect(receipt.getByRole('row', { name: new RegExp(`${receiptVoucher}.*৳1,200\\.00`) })).toBeVisible();
  const others = page.getByRole('region', { name: 'The donor’s other gifts', exact: true });
  await expect(others.getByRole('row', { name: /৳350\.00.*Pledged/ })).toBeVisible();
  await expect(others.getByRole('link', { name: `#${first.id}`, exact: true })).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The receipt opens the voucher, its lines and totals.
  await receipt.getByRole('link', { name: receiptVoucher }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/receipt_voucher/${receiptVoucher}/show$`));
  await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Total\s+৳1,200\.00\s+৳1,200\.00/ })).toBeVisible();
  // The voucher says what it settles: this gift, by its receipt number.
  await expect(
    page
      .getByRole('region', { name: 'What it settles', exact: true })
      .getByRole('row', { name: new RegExp(`Donation\\s+${receiptNo}\\s+৳1,200\\.00`) }),
  ).toBeVisible();

  // And the other gift opens its own page, where the first is among the donor's other gifts.
  await page.goBack();
  await others.getByRole('link', { name: `#${second.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/donation/${second.id}/show$`));
  await expect(page.getByRole('region', { name: 'Receipt voucher', exact: true })).toContainText('Not in the books yet');
  await expect(
    page.getByRole('region', { name: 'The donor’s other gifts', exact: true }).getByRole('row', { name: /৳1,200\.00.*Confirmed/ }),
  ).toBeVisible();
});

test('a donation confirmed by someone else meanwhile is refused with the API’s sentence, and the page shows it confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const gift = await pledge(request, `Khatun ${tag}`, '75.00');
  await signInToAdminAt(page, `/admin/donation/${gift.id}/show`);
  // The back office loads afresh on this address: on a busy machine that takes a while.
  await expect(page.getByRole('button', { name: 'Mark failed' })).toBeVisible({ timeout: 20_000 });
  // Another clerk confirms it first.
  const other = await request.post(`/donation/api/v1/donation/confirm/${gift.id}/`, {
    headers: { Authorization: `Bearer ${await adminToken(request, server.url())}` },
    data: {},
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByRole('button', { name: 'Mark failed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark failed' }).click();
  const refused = await request.post(`/donation/api/v1/donation/mark_failed/${gift.id}/`, {
    headers: { Authorization: `Bearer ${await adminToken(request, server.url())}` },
    data: {},
  });
  expect(refused.status()).toBe(409);
  const sentence = ((await refused.json()) as { detail: string }).detail;
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible();
});

test('staff see which ledger each payment method deposits to, and open a method’s account details from it (screens without serious axe findings)', async ({
  page,
  request,
}) => {
  const token = await adminToken(request, server.url());
  const { paymentmethods } = await authed<{ paymentmethods: { id: number; name: string }[] }>(
    request,
    '/payment_method/api/v1/payment_method/all/?is_active=true',
    token,
  );
  const withDetails = await Promise.all(
    paymentmethods.map(async (method) => ({
      method,
      details: (
        await authed<{ paymentmethods: { account_name: string }[] }>(
          request,
          `/payment_method_detail/api/v1/payment_method_detail/all/?payment_method=${method.id}`,
          token,
        )
      ).paymentmethods,
    })),
  );
  const found = withDetails.find((m) => m.details.length > 0);
  expect(found, 'a seeded method with account details').toBeDefined();
  const { method, details } = found ?? withDetails[0];
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Payment methods', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Deposit to' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Account details of ${method.name}` })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'payment methods').toEqual([]);
  await page.getByRole('link', { name: `Account details of ${method.name}` }).click();
  await expect(page).toHaveURL(/\/admin\/payment_method_detail\?/);
  for (const detail of details) await expect(page.getByRole('cell', { name: detail.account_name, exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(details.length + 1);
  await settled(page);
  expect(await seriousViolations(page), 'a method’s account details').toEqual([]);
});

test('staff open a donor’s record and download their year-end statement, which names the donor and the gift', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const token = await adminToken(request, server.url());
  const gift = await pledge(request, `Akter ${tag}`, '2468.50');
  const confirming = await request.post(`/donation/api/v1/donation/confirm/${gift.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(confirming.status(), await confirming.text()).toBe(200);
  const confirmed = (await confirming.json()) as Donation;
  const year = (confirmed.confirmed_date ?? '').slice(0, 4);
  // A donor who has only pledged: nothing to state yet.
  const pledgedOnly = await donation(request, (await pledge(request, `Akter ${tag} later`, '10.00')).id);

  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  // A donor's account is not staff: it is listed with the donors', members' and customers'.
  await showAccounts(page, 'Donors, members and customers');
  await page.getByPlaceholder('Search').fill(confirmed.email);
  // The search applies after a short pause; clicking before it would be undone by the list's own navigation.
  await expect(page).toHaveURL(/filter=/);
  await page
    .getByRole('row', { name: new RegExp(confirmed.email) })
    .getByRole('cell', { name: 'Shirin', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${confirmed.user}$`));
  await page.getByRole('combobox', { name: 'Statement year' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Statement year' })).toHaveText(year);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Year-end statement' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = new Uint8Array(await readFile(await file.path()));
  const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, ' ');
  for (const words of [`Donation statement ${year}`, `Shirin Akter ${tag}`, confirmed.receipt_no ?? 'a receipt number', '2,468.50'])
    expect(text).toContain(words);

  // Once the back office has asked for that donor's confirmed gifts, their record offers no statement.
  const asked = page.waitForResponse((r) => r.url().includes('/donation/api/v1/donation/') && r.url().includes(`user=${pledgedOnly.user}`));
  await page.goto(`/admin/user/${pledgedOnly.user}`);
  await asked;
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(pledgedOnly.email, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Year-end statement' })).toHaveCount(0);
});

const chartTitles = [
  'Gifts per month, last twelve months',
  'Raised against goal, per cause',
  'Members by kind',
  'Subscriptions due this month',
];

test('a visitor’s pledge makes an account for the donor that the dashboard does not count as staff, and the Users screen lists it apart from staff', async ({
  page,
  request,
}) => {
  await signInToAdminAt(page);
  const staffCard = page.getByRole('link', { name: /Staff accounts/ });
  await expect(staffCard).toHaveText(/^\d+\s*Staff accounts$/);
  const before = Number(/^\d+/.exec((await staffCard.textContent()) ?? '')?.[0]);

  // The visitor's pledge, as the site's form sends it: no sign-in, and an account is made for the donor.
  const email = `visitor-${uniqueTag()}@example.org`;
  const { paymentmethods } = await authed<{ paymentmethods: { id: number }[] }>(
    request,
    '/payment_method/api/v1/payment_method/all/?is_active=true',
    await adminToken(request, server.url()),
  );
  const pledged = await request.post('/donation/api/v1/donation/create/', {
    data: { first_name: 'Rokeya', last_name: 'Visitor', email, amount: '250.00', payment_method: paymentmethods[0].id },
  });
  expect(pledged.status(), await pledged.text()).toBe(201);

  await page.reload();
  await expect(staffCard).toHaveText(new RegExp(`^${before}\\s*Staff accounts$`));

  // The count opens the Users screen on staff; the donor is among the donors', members' and customers' accounts.
  await staffCard.click();
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText('Staff');
  await showAccounts(page, 'Donors, members and customers');
  await page.getByPlaceholder('Search').fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await showAccounts(page, 'Staff');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('the administrator’s dashboard draws the donation charts, each with a text alternative (no serious axe findings)', async ({
  page,
}) => {
  // axe reads the whole dashboard, charts and tables: slow on a busy machine.
  test.setTimeout(90_000);
  await signInToAdminAt(page);
  for (const title of chartTitles) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Each drawing is named by its title and described by its summary; its figures are a table for screen readers.
  await expect(page.getByRole('img', { name: 'Gifts per month, last twelve months' })).toHaveAccessibleDescription(
    'Gifts received each month over the last twelve months, with their number.',
  );
  await expect(page.getByRole('table', { name: 'Members by kind: The figures as a table' }).getByRole('rowheader')).toHaveText([
    'Executive',
    'Adviser',
    'General',
  ]);
  await expect(
    page.getByRole('table', { name: 'Gifts per month, last twelve months: The figures as a table' }).getByRole('row'),
  ).toHaveCount(13);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a support agent’s dashboard has none of the donation charts (the role reads no gifts, causes or members)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const agent = await staffWithRole(request, await adminToken(request, server.url()), 'Support agent', 'Tania');
  await signInToAdminAs(page, agent);
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  for (const title of chartTitles) await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Donations and members' })).toHaveCount(0);
});
