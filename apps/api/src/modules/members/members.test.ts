import { afterAll, describe, expect, it } from 'vitest';
import { whileBooksLocked } from '../../test-support/books-lock.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';

/** Members, their kinds, subscriptions, fee generation and payment methods, through the contract's paths. */
const app = await createTestApp();
afterAll(() => app.close());

const names = ['member', 'executive_member', 'adviser_member', 'general_member', 'monthly_subscription', 'fee_generation'];
const staff = asCaller(
  ...[...names, 'payment_method', 'payment_method_detail'].flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
  'monthly_subscription.all_members',
  'ledger_account.read',
  'group.read',
  'receipt_voucher.read',
  'account_log.read',
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
const refused = async (method: Method, url: string, payload: object | undefined, status: number) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

let n = 0;
const tag = () => `${++n}${Math.random().toString(36).slice(2, 7)}`;
const password = 'a long member password';
const newMember = async (fields: Record<string, unknown> = {}) => {
  const t = tag();
  return (await ok('POST', '/member/api/v1/member/create/', {
    first_name: 'Salma',
    last_name: `Begum ${t}`,
    username: `salma_${t}`,
    email: `salma.${t}@example.org`,
    password,
    village: 'Shibganj',
    profession: 'Teacher',
    ...fields,
  })) as Record<string, unknown> & { id: number; user: number; email: string; username: string; ledger: number };
};
const asKind = (kind: string, member: number, designation = 'Volunteer') =>
  ok('POST', `/${kind}_member/api/v1/${kind}_member/create/`, { member, designation });
const newSubscription = (member: number, date: string, amount = '500.00') =>
  ok('POST', '/monthly_subscription/api/v1/monthly_subscription/create/', { member, amount, subscription_date: date });
const signIn = async (email: string) => {
  const res = await app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().access}` };
};
const logsOf = async (invoiceNo: string) =>
  (await ok('GET', `/account_log/api/v1/account_log/search/?reference_no=${invoiceNo}`)).payment_methods as {
    ledger: number;
    debit_amount: string;
    credit_amount: string;
  }[];

describe('payment methods', () => {
  it('are seeded: bank transfer with its account, bKash and cash; the contract’s list keys on all/ and search/', async () => {
    const { paymentmethods } = await ok('GET', '/payment_method/api/v1/payment_method/all/?size=100');
    expect(paymentmethods.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Bank transfer', 'bKash', 'Cash']));
    const search = await ok('GET', '/payment_method/api/v1/payment_method/search/?name=bkash');
    expect(search.payment_methods.map((m: { name: string }) => m.name)).toEqual(['bKash']);
    expect(search).not.toHaveProperty('paymentmethods');
    const bank = paymentmethods.find((m: { name: string }) => m.name === 'Bank transfer');
    const details = await ok('GET', `/payment_method_detail/api/v1/payment_method_detail/all/?payment_method=${bank.id}`);
    expect(details.paymentmethods).toEqual([
      expect.objectContaining({ payment_method: bank.id, bank_name: 'Dutch-Bangla Bank Limited', account_number: '1051-0400-0123-4567' }),
    ]);
    const found = await ok('GET', '/payment_method_detail/api/v1/payment_method_detail/search/?bank_name=dutch');
    expect(found.payment_method_details).toHaveLength(1);
  });

  it('are created, changed and deleted; a taken name is a 409, a missing one a 400; a method goes with its details', async () => {
    const method = await ok('POST', '/payment_method/api/v1/payment_method/create/', { name: `Nagad ${tag()}` });
    expect(method.is_active).toBe(true);
    expect((await refused('POST', '/payment_method/api/v1/payment_method/create/', { name: method.name }, 409)).name).toBeDefined();
    expect(await refused('POST', '/payment_method/api/v1/payment_method/create/', {}, 400)).toHaveProperty('name');
    const detail = await ok('POST', '/payment_method_detail/api/v1/payment_method_detail/create/', {
      payment_method: method.id,
      account_name: 'Sahay Foundation',
      account_number: '01811-222333',
    });
    expect(
      await refused(
        'POST',
        '/payment_method_detail/api/v1/payment_method_detail/create/',
        { payment_method: 999999, account_name: 'x' },
        400,
      ),
    ).toHaveProperty('payment_method');
    await ok('PUT', `/payment_method/api/v1/payment_method/update/${method.id}`, { is_active: false });
    expect((await ok('GET', `/payment_method/api/v1/payment_method/${method.id}`)).is_active).toBe(false);
    await ok('DELETE', `/payment_method/api/v1/payment_method/delete/${method.id}`);
    expect((await call('GET', `/payment_method_detail/api/v1/payment_method_detail/${detail.id}`)).statusCode).toBe(404);
  });
});

describe('payment methods on the Donate page', () => {
  it('a visitor lists the active methods by name, without their deposit ledger; details, search and writes stay staff-only', async () => {
    const visitor = {};
    const listed = await call('GET', '/payment_method/api/v1/payment_method/all/?is_active=true&size=100', undefined, visitor);
    expect(listed.statusCode).toBe(200);
    const { paymentmethods } = listed.json() as { paymentmethods: Record<string, unknown>[] };
    expect(paymentmethods.map((m) => m.name)).toEqual(expect.arrayContaining(['Bank transfer', 'bKash', 'Cash']));
    for (const method of paymentmethods) {
      expect(method.is_active).toBe(true);
      expect(method).not.toHaveProperty('deposit_to');
    }
    for (const url of [
      '/payment_method_detail/api/v1/payment_method_detail/all/',
      '/payment_method/api/v1/payment_method/search/?name=bkash',
      `/payment_method/api/v1/payment_method/${paymentmethods[0].id}`,
    ])
      expect((await call('GET', url, undefined, visitor)).statusCode, url).toBe(401);
    expect((await call('POST', '/payment_method/api/v1/payment_method/create/', { name: 'Free money' }, visitor)).statusCode).toBe(401);
  });
});

describe('members', () => {
  it('a new member comes with a user account they sign in with, and their ledger under Sundry Creditors, titled with their name', async () => {
    const member = await newMember({ father_name: 'Abdul Jalil', union: 'Binodpur' });
    expect(member).toMatchObject({ first_name: 'Salma', father_name: 'Abdul Jalil', union: 'Binodpur', kinds: [] });
    expect(member).not.toHaveProperty('password');
    const ledger = await ok('GET', `/ledger_account/api/v1/ledger_account/${member.ledger}`);
    expect(ledger).toMatchObject({
      name: `${member.first_name} ${member.last_name}`,
      ledger_type: 'member_ledger',
      reference_id: member.id,
    });
    const { groups } = await ok('GET', '/group/api/v1/group/search/?name=Sundry%20Creditors');
    expect(ledger.head_group).toBe(groups[0].id);
    const me = await app.inject({ method: 'GET', url: '/user/api/v1/user/me/', headers: await signIn(member.email) });
    expect(me.json()).toMatchObject({ id: member.user, email: member.email, role: { name: 'Member' } });
  });

  it('answers every list and get with the account’s fields and the member’s kinds', async () => {
    const member = await newMember();
    await asKind('executive', member.id, 'Treasurer');
    const got = await ok('GET', `/member/api/v1/member/${member.id}`);
    expect(got).toMatchObject({ email: member.email, username: member.username, kinds: ['executive'] });
    const { members } = await ok('GET', '/member/api/v1/member/all/?size=100');
    expect(members.some((m: { id: number }) => m.id === member.id)).toBe(true);
    const all = await ok('GET', '/member/api/v1/member/without_pagination/all/');
    expect(all.members.length).toBeGreaterThanOrEqual(members.length);
  });

  it('search takes keyword (username or email), and each field; nothing found is an empty page', async () => {
    const member = await newMember();
    const byName = await ok('GET', `/member/api/v1/member/search/?keyword=${member.username}`);
    expect(byName.members.map((m: { id: number }) => m.id)).toEqual([member.id]);
    const byEmail = await ok('GET', `/member/api/v1/member/search/?keyword=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(byEmail.members.map((m: { id: number }) => m.id)).toEqual([member.id]);
    const byLast = await ok('GET', `/member/api/v1/member/search/?last_name=${encodeURIComponent(String(member.last_name))}`);
    expect(byLast).toMatchObject({ members: [expect.objectContaining({ id: member.id })], total_elements: 1, page: 1 });
    expect(await ok('GET', '/member/api/v1/member/search/?keyword=nobody-at-all-zz')).toMatchObject({ members: [], total_elements: 0 });
  });

  it('refuses bad input field by field (400) and a taken email, username or phone (409)', async () => {
    const bad = await refused(
      'POST',
      '/member/api/v1/member/create/',
      { email: 'not-an-email', date_of_birth: '12/01/1990', primary_phone: 'call me' },
      400,
    );
    expect(Object.keys(bad)).toEqual(expect.arrayContaining(['first_name', 'email', 'date_of_birth', 'primary_phone']));
    expect(
      await refused('POST', '/member/api/v1/member/create/', { first_name: 'A', email: `a${tag()}@example.org`, username: 'x' }, 400),
    ).toHaveProperty('username');
    expect(
      await refused('POST', '/member/api/v1/member/create/', { first_name: 'A', email: `a${tag()}@example.org`, password: 'short' }, 400),
    ).toHaveProperty('password');
    const taken = await newMember({ primary_phone: `+88017${String(Date.now()).slice(-8)}` });
    expect(await refused('POST', '/member/api/v1/member/create/', { first_name: 'B', email: taken.email }, 409)).toHaveProperty('email');
    expect(
      await refused(
        'POST',
        '/member/api/v1/member/create/',
        { first_name: 'B', email: `b${tag()}@example.org`, username: taken.username.toUpperCase() },
        409,
      ),
    ).toHaveProperty('username');
    expect(
      await refused(
        'POST',
        '/member/api/v1/member/create/',
        { first_name: 'B', email: `b${tag()}@example.org`, primary_phone: taken.primary_phone },
        409,
      ),
    ).toHaveProperty('primary_phone');
  });

  it('an update changes the member’s and the account’s fields; a password only through the account’s own flows', async () => {
    const member = await newMember();
    const changed = await ok('PUT', `/member/api/v1/member/update/${member.id}`, { first_name: 'Salima', religion: 'Islam' });
    expect(changed).toMatchObject({ first_name: 'Salima', religion: 'Islam', email: member.email });
    expect(await refused('PUT', `/member/api/v1/member/update/${member.id}`, { password: 'another long password' }, 400)).toHaveProperty(
      'password',
    );
    expect(await refused('PUT', '/member/api/v1/member/update/999999', { religion: 'Islam' }, 404)).toEqual({
      detail: 'Member id - 999999 does not exist',
    });
  });

  it('deleting a member removes their account and their ledger; one whose ledger has postings is refused', async () => {
    const member = await newMember();
    await ok('DELETE', `/member/api/v1/member/delete/${member.id}`);
    expect((await call('GET', `/ledger_account/api/v1/ledger_account/${member.ledger}`)).statusCode).toBe(404);
    expect((await call('GET', `/user/api/v1/user/${member.user}`, undefined, asCaller('user.read'))).statusCode).toBe(404);

    const paying = await newMember();
    const subscription = await newSubscription(paying.id, '2025-01-05');
    await ok('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`, {}, 200);
    const refusal = await refused('DELETE', `/member/api/v1/member/delete/${paying.id}`, undefined, 409);
    expect(refusal.detail).toMatch(/cannot be deleted/);
  });
});

describe('GET /member/api/v1/member/all/?kind=', () => {
  const idsOf = (answer: { members: { id: number }[] }) => answer.members.map((m) => m.id).sort((a, b) => a - b);

  it('answers exactly the members having that kind, on every list and on search; several kinds by commas', async () => {
    const leader = await newMember();
    await asKind('executive', leader.id, 'President');
    await asKind('adviser', leader.id, 'Legal adviser');
    const general = await newMember();
    await asKind('general', general.id);
    const none = await newMember();

    const everyone = (await ok('GET', '/member/api/v1/member/without_pagination/all/')).members as { id: number; kinds: string[] }[];
    for (const kind of ['executive', 'adviser', 'general']) {
      const having = everyone
        .filter((m) => m.kinds.includes(kind))
        .map((m) => m.id)
        .sort((a, b) => a - b);
      expect(having.length, kind).toBeGreaterThan(0);
      expect(idsOf(await ok('GET', `/member/api/v1/member/without_pagination/all/?kind=${kind}`)), kind).toEqual(having);
      const page = await ok('GET', `/member/api/v1/member/all/?kind=${kind}&size=100`);
      expect(page.total_elements, kind).toBe(having.length);
    }
    const search = `/member/api/v1/member/search/?last_name=${encodeURIComponent(String(leader.last_name))}`;
    expect(idsOf(await ok('GET', `${search}&kind=adviser`))).toEqual([leader.id]);
    expect(idsOf(await ok('GET', `${search}&kind=general`))).toEqual([]);
    const both = idsOf(await ok('GET', '/member/api/v1/member/without_pagination/all/?kind=executive,general'));
    expect(both).toEqual(expect.arrayContaining([leader.id, general.id]));
    expect(both).not.toContain(none.id);
  });

  it('refuses a kind that is none of the three, on the list and on search (400, naming the parameter)', async () => {
    for (const url of [
      '/member/api/v1/member/all/?kind=honorary',
      '/member/api/v1/member/search/?q=salma&kind=executive,patron',
      '/member/api/v1/member/without_pagination/all/?kind=Executive',
    ]) {
      const refusal = await refused('GET', url, undefined, 400);
      expect(refusal, url).toEqual({ kind: ['Choose executive, adviser, general.'] });
    }
  });
});

describe('kinds of member', () => {
  it('link one member each, with a designation; a second link of the same kind is a 409', async () => {
    const member = await newMember();
    const link = await asKind('adviser', member.id, 'Legal adviser');
    expect(link).toMatchObject({ member: member.id, designation: 'Legal adviser', member_name: `Salma ${String(member.last_name)}` });
    expect(await refused('POST', '/adviser_member/api/v1/adviser_member/create/', { member: member.id }, 409)).toHaveProperty('member');
    expect(await refused('POST', '/general_member/api/v1/general_member/create/', { member: 999999 }, 400)).toHaveProperty('member');
    expect(await refused('POST', '/general_member/api/v1/general_member/create/', { designation: 'x' }, 400)).toHaveProperty('member');
    await ok('PUT', `/adviser_member/api/v1/adviser_member/update/${link.id}`, { note: 'Since 2024' });
    expect((await ok('GET', `/adviser_member/api/v1/adviser_member/${link.id}`)).note).toBe('Since 2024');
    await ok('DELETE', `/adviser_member/api/v1/adviser_member/delete/${link.id}`);
    expect((await ok('GET', `/member/api/v1/member/${member.id}`)).kinds).toEqual([]);
  });

  it('answer the contract’s lists: the executive’s without paging at without_pagination/, paged lists for all three', async () => {
    const member = await newMember();
    await asKind('executive', member.id);
    const { executive_members } = await ok('GET', '/executive_member/api/v1/executive_member/without_pagination/');
    expect(executive_members.some((e: { member: number }) => e.member === member.id)).toBe(true);
    expect((await call('GET', '/executive_member/api/v1/executive_member/without_pagination/all/')).statusCode).toBe(404);
    for (const kind of ['executive', 'adviser', 'general']) {
      const page = await ok('GET', `/${kind}_member/api/v1/${kind}_member/all/`);
      expect(page).toMatchObject({ page: 1, size: 10 });
      expect(page[`${kind}_members`].length).toBeGreaterThan(0);
    }
  });

  it('go with their member', async () => {
    const member = await newMember();
    const link = await asKind('general', member.id);
    await ok('DELETE', `/member/api/v1/member/delete/${member.id}`);
    expect((await call('GET', `/general_member/api/v1/general_member/${link.id}`)).statusCode).toBe(404);
  });
});

describe('monthly subscriptions', () => {
  it('one per member and month: a second is a 409; bad input is a 400 per field', async () => {
    const member = await newMember();
    const first = await newSubscription(member.id, '2025-03-01', '750.50');
    expect(first).toMatchObject({
      amount: '750.50',
      status: 'due',
      month: '2025-03',
      receipt_invoice_no: null,
      member_name: expect.any(String),
    });
    const second = await refused(
      'POST',
      '/monthly_subscription/api/v1/monthly_subscription/create/',
      { member: member.id, amount: '10', subscription_date: '2025-03-20' },
      409,
    );
    expect(second.subscription_date[0]).toContain('2025-03');
    const bad = await refused(
      'POST',
      '/monthly_subscription/api/v1/monthly_subscription/create/',
      { member: 'x', amount: '12.345', subscription_date: '2025-13-01' },
      400,
    );
    expect(Object.keys(bad).sort()).toEqual(['amount', 'member', 'subscription_date']);
    expect(
      await refused(
        'POST',
        '/monthly_subscription/api/v1/monthly_subscription/create/',
        { member: 999999, amount: '1', subscription_date: '2025-01-01' },
        400,
      ),
    ).toHaveProperty('member');
    const { monthly_subscriptions } = await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/search/?member=${member.id}`);
    expect(monthly_subscriptions.map((s: { id: number }) => s.id)).toEqual([first.id]);
  });

  it('marking one paid posts one balanced receipt voucher, Cash debited and the member’s ledger credited, shown in the ledger report', async () => {
    const member = await newMember();
    const subscription = await newSubscription(member.id, '2025-04-01', '1200.00');
    const paid = await ok(
      'POST',
      `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`,
      { paid_date: '2025-04-09' },
      200,
    );
    expect(paid).toMatchObject({ status: 'paid', paid_date: '2025-04-09', receipt_invoice_no: expect.stringMatching(/^RV\d{8}00\d+$/) });
    const { ledger_accounts } = await ok('GET', '/ledger_account/api/v1/ledger_account/search/?name=Cash');
    const cash = ledger_accounts.find((l: { name: string }) => l.name === 'Cash').id;
    const logs = await logsOf(paid.receipt_invoice_no);
    expect(logs.map((l) => [l.ledger, l.debit_amount, l.credit_amount]).sort()).toEqual(
      [
        [cash, '1200.00', '0.00'],
        [member.ledger, '0.00', '1200.00'],
      ].sort(),
    );
    const report = await ok(
      'GET',
      `/account_log_report/api/v1/account_log_report/general/?ledger=${member.ledger}&date_after=2025-04-01&date_before=2025-04-30`,
    );
    expect(report.account_logs).toEqual([
      expect.objectContaining({ reference_no: paid.receipt_invoice_no, credit_amount: '1200.00', log_date: '2025-04-09' }),
    ]);
  });

  it('paying twice is refused (409) and posts nothing more; a paid one keeps its amount and cannot be deleted', async () => {
    const member = await newMember();
    const subscription = await newSubscription(member.id, '2025-05-01');
    const paid = await ok('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`, {}, 200);
    const again = await refused('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`, {}, 409);
    expect(again.detail).toContain(paid.receipt_invoice_no);
    expect(await logsOf(paid.receipt_invoice_no)).toHaveLength(2);
    const report = await ok('GET', `/account_log_report/api/v1/account_log_report/general/?ledger=${member.ledger}`);
    expect(report.account_logs).toHaveLength(1);
    expect(
      await refused('PUT', `/monthly_subscription/api/v1/monthly_subscription/update/${subscription.id}`, { amount: '900.00' }, 409),
    ).toHaveProperty('amount');
    await ok('PUT', `/monthly_subscription/api/v1/monthly_subscription/update/${subscription.id}`, {
      amount: '500',
      note: 'Paid at the office',
    });
    expect(
      (await refused('DELETE', `/monthly_subscription/api/v1/monthly_subscription/delete/${subscription.id}`, undefined, 409)).detail,
    ).toContain(paid.receipt_invoice_no);
    expect((await refused('POST', '/monthly_subscription/api/v1/monthly_subscription/mark_paid/999999', {}, 404)).detail).toContain(
      '999999',
    );
    expect(
      await refused(
        'POST',
        `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`,
        { paid_date: 'yesterday' },
        400,
      ),
    ).toHaveProperty('paid_date');
  });

  it('two clerks marking the same subscription paid at the same moment post exactly one voucher', async () => {
    const member = await newMember();
    const subscription = await newSubscription(member.id, '2025-06-01', '300.00');
    const url = `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`;
    const answers = await Promise.all([call('POST', url, {}), call('POST', url, {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const report = await ok('GET', `/account_log_report/api/v1/account_log_report/general/?ledger=${member.ledger}`);
    expect(report.account_logs).toHaveLength(1);
    expect(report.account_logs[0].credit_amount).toBe('300.00');
  });

  it('a member signed in reads only their own: get_all_by_member, the list, and another’s subscription is a 404', async () => {
    const mine = await newMember();
    const theirs = await newMember();
    const own = await newSubscription(mine.id, '2025-07-01');
    const other = await newSubscription(theirs.id, '2025-07-01');
    const headers = await signIn(mine.email);
    const byMember = await app.inject({
      method: 'GET',
      url: '/monthly_subscription/api/v1/monthly_subscription/get_all_by_member/',
      headers,
    });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json()).toMatchObject({ monthly_subscriptions: [expect.objectContaining({ id: own.id })], total_elements: 1 });
    const list = await app.inject({ method: 'GET', url: '/monthly_subscription/api/v1/monthly_subscription/all/?size=100', headers });
    expect(list.json().monthly_subscriptions.map((s: { id: number }) => s.id)).toEqual([own.id]);
    expect(
      (await app.inject({ method: 'GET', url: `/monthly_subscription/api/v1/monthly_subscription/${own.id}`, headers })).statusCode,
    ).toBe(200);
    const another = await app.inject({ method: 'GET', url: `/monthly_subscription/api/v1/monthly_subscription/${other.id}`, headers });
    expect(another.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${own.id}`, headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/monthly_subscription/api/v1/monthly_subscription/get_all_by_member/' })).statusCode,
    ).toBe(401);
    const clerk = await createUser(app, { permissions: ['monthly_subscription.read'] });
    const notAMember = await app.inject({
      method: 'GET',
      url: '/monthly_subscription/api/v1/monthly_subscription/get_all_by_member/',
      headers: clerk.headers,
    });
    expect(notAMember.json()).toMatchObject({ monthly_subscriptions: [], total_elements: 0 });
  });
});

describe('GET /monthly_subscription/api/v1/monthly_subscription/all/?status=', () => {
  it('answers the due or the paid subscriptions, or both; any other status is a 400', async () => {
    const member = await newMember();
    const due = await newSubscription(member.id, '2025-06-01');
    const paid = await newSubscription(member.id, '2025-07-01');
    await ok('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${paid.id}`, {}, 200);
    const list = (query: string) => ok('GET', `/monthly_subscription/api/v1/monthly_subscription/all/?member=${member.id}&${query}`);
    const ids = (answer: { monthly_subscriptions: { id: number }[] }) => answer.monthly_subscriptions.map((s) => s.id);

    expect(ids(await list('status=due'))).toEqual([due.id]);
    expect(ids(await list('status=paid'))).toEqual([paid.id]);
    expect(ids(await list('status=due,paid'))).toEqual([paid.id, due.id]);
    for (const status of ['due', 'paid']) {
      const { monthly_subscriptions } = await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/all/?status=${status}&size=100`);
      expect(monthly_subscriptions.length, status).toBeGreaterThan(0);
      for (const s of monthly_subscriptions) expect(s.status, status).toBe(status);
    }
    expect(await refused('GET', '/monthly_subscription/api/v1/monthly_subscription/all/?status=overdue', undefined, 400)).toEqual({
      status: ['Choose due, paid.'],
    });
  });
});

describe('fee generation', () => {
  const base = '/fee_generation/api/v1/fee_generation/';
  // A month of its own per run of the suite's database: the seed made the last three.
  const month = `20${String(30 + (Date.now() % 60)).padStart(2, '0')}-0${1 + (Date.now() % 9)}`;
  const kindCounts = async () => {
    const count = async (kind: string) => (await ok('GET', `/${kind}_member/api/v1/${kind}_member/all/?size=1`)).total_elements as number;
    return { executive: await count('executive'), general: await count('general') };
  };
  const monthSubscriptions = async (m: string) =>
    (await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/all/?size=1&date_after=${m}-01&date_before=${m}-28`))
      .total_elements as number;

  it('previews, then adds a month’s subscriptions for the chosen kinds; run twice, it adds nothing', async () => {
    const body = { month, executive_amount: '1000.00', general_amount: '200' };
    const preview = await ok('POST', `${base}preview/`, body, 200);
    const kinds = await kindCounts();
    expect(preview.subscriptions.length).toBeGreaterThan(0);
    expect(preview.subscriptions.length).toBeLessThanOrEqual(kinds.executive + kinds.general);
    expect(preview.subscriptions.every((s: { kind: string }) => s.kind === 'executive' || s.kind === 'general')).toBe(true);
    expect(preview.existing).toBe(0);
    const run = await ok('POST', `${base}create_fee_generator/`, body);
    expect(run.generated_count).toBe(preview.subscriptions.length);
    expect(await monthSubscriptions(month)).toBe(preview.subscriptions.length);
    const executive = preview.subscriptions.find((s: { kind: string }) => s.kind === 'executive');
    const { monthly_subscriptions } = await ok(
      'GET',
      `/monthly_subscription/api/v1/monthly_subscription/search/?member=${executive.member}&date_after=${month}-01&date_before=${month}-28`,
    );
    expect(monthly_subscriptions).toEqual([
      expect.objectContaining({ amount: '1000.00', subscription_date: `${month}-01`, status: 'due' }),
    ]);

    const again = await ok('POST', `${base}create_fee_generator/`, body);
    expect(again.generated_count).toBe(0);
    expect(await monthSubscriptions(month)).toBe(preview.subscriptions.length);
    expect((await ok('POST', `${base}preview/`, body, 200)).subscriptions).toEqual([]);

    // Changing a run to choose another kind adds that kind's subscriptions, once.
    const before = await monthSubscriptions(month);
    const widened = await ok('PUT', `${base}update_fee_generator/${again.id}`, { adviser_amount: '500.00' });
    expect(await monthSubscriptions(month)).toBe(before + widened.generated_count);
    expect(await refused('PUT', `${base}update_fee_generator/${again.id}`, { month: '2020-01' }, 409)).toHaveProperty('month');
  });

  it('answers its five paths with the contract’s list key', async () => {
    const own = `2019-0${1 + (n % 9)}`;
    const run = await ok('POST', `${base}create_fee_generator`, { month: own, general_amount: '150.00', note: 'Old arrears' });
    const { fee_generation } = await ok('GET', `${base}all/?size=100`);
    expect(fee_generation.some((r: { id: number }) => r.id === run.id)).toBe(true);
    expect(await ok('GET', `${base}get_a_fee_generator/${run.id}`)).toMatchObject({
      month: own,
      general_amount: '150.00',
      note: 'Old arrears',
    });
    await ok('PUT', `${base}update_fee_generator/${run.id}`, { note: 'Arrears of 2019' });
    expect(await monthSubscriptions(own)).toBe(run.generated_count);
    await ok('DELETE', `${base}delete_fee_generator/${run.id}`);
    expect(await monthSubscriptions(own)).toBe(0);
    expect((await call('GET', `${base}get_a_fee_generator/${run.id}`)).statusCode).toBe(404);
  });

  it('refuses a run without an amount or with a bad month (400), and deleting a run whose subscriptions are paid (409)', async () => {
    expect(await refused('POST', `${base}create_fee_generator/`, { month: '2018-02' }, 400)).toHaveProperty('executive_amount');
    expect(await refused('POST', `${base}create_fee_generator/`, { month: '2018-13', general_amount: '1' }, 400)).toHaveProperty('month');
    expect(await refused('POST', `${base}preview/`, { month: 'May', general_amount: 'many' }, 400)).toEqual(
      expect.objectContaining({ month: expect.any(Array), general_amount: expect.any(Array) }),
    );
    const run = await ok('POST', `${base}create_fee_generator/`, { month: '2018-03', executive_amount: '1000.00' });
    const { monthly_subscriptions } = await ok(
      'GET',
      '/monthly_subscription/api/v1/monthly_subscription/all/?date_after=2018-03-01&date_before=2018-03-31',
    );
    await ok('POST', `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${monthly_subscriptions[0].id}`, {}, 200);
    expect((await refused('DELETE', `${base}delete_fee_generator/${run.id}`, undefined, 409)).detail).toContain('paid');
  });
});

describe('the seeded members', () => {
  it('are of every kind, with three months of subscriptions, the older ones paid and posted', async () => {
    for (const kind of ['executive', 'adviser', 'general'])
      expect((await ok('GET', `/${kind}_member/api/v1/${kind}_member/all/`)).total_elements).toBeGreaterThanOrEqual(2);
    const { monthly_subscriptions } = await ok('GET', '/monthly_subscription/api/v1/monthly_subscription/all/?size=100');
    const paid = monthly_subscriptions.filter((s: { status: string }) => s.status === 'paid');
    expect(paid.length).toBeGreaterThan(5);
    expect(monthly_subscriptions.some((s: { status: string }) => s.status === 'due')).toBe(true);
    expect(await logsOf(paid[0].receipt_invoice_no)).toHaveLength(2);
  });
});

describe('a subscription under a lock date', () => {
  it('is not marked paid into a locked period: 409 naming the date, the subscription still unpaid', async () => {
    const member = await newMember();
    const subscription = await newSubscription(member.id, '2024-05-05');
    const url = `/monthly_subscription/api/v1/monthly_subscription/mark_paid/${subscription.id}`;
    await whileBooksLocked(
      app,
      async (lockDate) => {
        expect((await refused('POST', url, { paid_date: '2024-06-01' }, 409)).detail).toContain(lockDate);
      },
      '2024-06-30',
    );
    const after = await ok('GET', `/monthly_subscription/api/v1/monthly_subscription/${subscription.id}`);
    expect(after.status).not.toBe('paid');
    expect((await ok('POST', url, { paid_date: '2024-07-01' }, 200)).status).toBe('paid');
  });
});
