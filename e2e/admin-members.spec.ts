import { type APIRequestContext, expect, test } from '@playwright/test';
import { filterBy, pick, uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { authed, signIn } from './support/site.ts';
import { signInToAdminAs } from './support/staff.ts';

async function post<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path} answers ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A member of the test's own, their email made of their first name and the run's tag. */
function createMember(request: APIRequestContext, token: string, firstName: string, lastName: string, tag: string, extra: object = {}) {
  return post<Member>(request, token, '/member/api/v1/member/create/', {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}-${tag}@example.org`,
    ...extra,
  });
}

interface Member {
  id: number;
  first_name: string;
  last_name: string;
  ledger: number;
}

test('staff mark a member’s subscription paid from the list (a screen without serious axe findings), and the receipt is in the member’s ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const member = await createMember(request, token, 'Morium', `Sultana ${tag}`, tag);
  // Far in the future, so it heads the list (newest first) whatever else is there.
  await post(request, token, '/monthly_subscription/api/v1/monthly_subscription/create/', {
    member: member.id,
    amount: '650.00',
    subscription_date: '2099-12-01',
  });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Monthly subscriptions' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Morium Sultana ${tag}`) });
  await expect(row.getByRole('cell', { name: 'Due' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/^Marked paid: receipt RV\d+ posted$/)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  const report = await authed<{ account_logs: { reference_no: string; credit_amount: string }[] }>(
    request,
    `/account_log_report/api/v1/account_log_report/general/?ledger=${member.ledger}`,
    token,
  );
  expect(report.account_logs).toEqual([expect.objectContaining({ credit_amount: '650.00', reference_no: expect.stringMatching(/^RV/) })]);
  await expect(row.getByRole('cell', { name: report.account_logs[0].reference_no })).toBeVisible();
});

test('fee generation previews the month’s subscriptions before it adds them (a screen without serious axe findings)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  // A month of this run's own, so the preview has every general member to add.
  const month = `${2100 + Math.floor(Math.random() * 7000)}-0${1 + Math.floor(Math.random() * 9)}`;
  const general = await createMember(request, token, 'Habib', `Mia ${tag}`, tag);
  await post(request, token, '/general_member/api/v1/general_member/create/', { member: general.id, designation: 'Volunteer' });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Fee generation' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: /^Month/ }).fill(month);
  await page.getByRole('textbox', { name: /^General members pay/ }).fill('250.00');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('status')).toContainText(`${month}: `);
  await expect(page.getByRole('status')).toContainText('0 already exist');
  const planned = page.getByRole('row', { name: new RegExp(`Habib Mia ${tag}`) });
  await expect(planned.getByRole('cell', { name: 'General member' })).toBeVisible();
  await expect(planned.getByRole('cell', { name: '250.00' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();

  // The member list names the member's kind.
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(`Mia ${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(`Habib Mia ${tag}`) }).getByText('General member')).toBeVisible();

  const { monthly_subscriptions } = await authed<{ monthly_subscriptions: { amount: string; status: string }[] }>(
    request,
    `/monthly_subscription/api/v1/monthly_subscription/search/?member=${general.id}`,
    token,
  );
  expect(monthly_subscriptions).toEqual([expect.objectContaining({ amount: '250.00', status: 'due' })]);
});

test('a member signs in and sees only their own subscriptions; another member’s is not found for them', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const password = `member-${tag}-password`;
  const newMember = (firstName: string, withPassword: boolean) =>
    createMember(request, token, firstName, tag, tag, withPassword ? { password } : {});
  const rahima = await newMember('Rahima', true);
  const other = await newMember('Josna', false);
  const subscription = (member: Member, amount: string, date: string) =>
    post<{ id: number }>(request, token, '/monthly_subscription/api/v1/monthly_subscription/create/', {
      member: member.id,
      amount,
      subscription_date: date,
    });
  await subscription(rahima, '310.00', '2098-01-01');
  await subscription(rahima, '320.00', '2098-02-01');
  const theirs = await subscription(other, '999.00', '2098-03-01');

  await signInToAdminAs(page, { first_name: 'Rahima', email: `rahima-${tag}@example.org`, password });
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Monthly subscriptions' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '310.00', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '320.00', exact: true })).toBeVisible();
  // Her own name, where staff see a link to the member's record.
  await expect(table.getByRole('cell', { name: `Rahima ${tag}` })).toHaveCount(2);
  // Two rows of data under the header: hers, and no one else's (the demo members' included).
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: '999.00' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  await page.goto(`/admin/monthly_subscription/${theirs.id}/show`);
  await expect(page.getByText('999.00')).toHaveCount(0);
  await expect(page.getByText(/not found|does not exist/i).first()).toBeVisible();
});

test('staff filter the members list by kind and see only members of that kind (a screen without serious axe findings)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const newMember = async (firstName: string, kind: 'executive' | 'adviser') => {
    const member = await createMember(request, token, firstName, tag, tag);
    await post(request, token, `/${kind}_member/api/v1/${kind}_member/create/`, { member: member.id });
    return member;
  };
  await newMember('Ayesha', 'executive');
  await newMember('Jamal', 'adviser');

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  const table = page.getByRole('table');
  // The search applies a moment after the typing: the list holds just these two (and its heading row) once it has.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'Ayesha', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Jamal', exact: true })).toBeVisible();

  await filterBy(page, 'Kind', 'Executive member');
  await expect(page).toHaveURL(/kind/);
  await expect(table.getByRole('cell', { name: 'Ayesha', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Jamal', exact: true })).toHaveCount(0);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await filterBy(page, 'Kind', 'Adviser member');
  await expect(table.getByRole('cell', { name: 'Jamal', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Ayesha', exact: true })).toHaveCount(0);
});

test('staff filter a member’s subscriptions by due or paid', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await signIn(request);
  const tag = uniqueTag();
  const member = await createMember(request, token, 'Nasima', `Akter ${tag}`, tag);
  const subscription = (amount: string, date: string) =>
    post<{ id: number }>(request, token, '/monthly_subscription/api/v1/monthly_subscription/create/', {
      member: member.id,
      amount,
      subscription_date: date,
    });
  await subscription('410.00', '2097-01-01');
  const paid = await subscription('420.00', '2097-02-01');
  const marked = await request.post(`/monthly_subscription/api/v1/monthly_subscription/mark_paid/${paid.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(marked.status(), await marked.text()).toBe(200);

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Monthly subscriptions' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Member' }).click();
  await pick(page, page.getByRole('combobox', { name: 'Member' }), tag, `Nasima Akter ${tag}`);
  const table = page.getByRole('table');
  // The list narrows to the member's two subscriptions (and a heading row) a moment after the pick: until then the
  // Status menu opened next would close under the click, and other members' rows could hold the same amounts.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: '410.00', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '420.00', exact: true })).toBeVisible();

  await filterBy(page, 'Status', 'Due');
  await expect(table.getByRole('cell', { name: '410.00', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '420.00', exact: true })).toHaveCount(0);

  await filterBy(page, 'Status', 'Paid');
  await expect(table.getByRole('cell', { name: '420.00', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '410.00', exact: true })).toHaveCount(0);
});
