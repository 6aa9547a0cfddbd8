import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromPaisa, toPaisa } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractImages, extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { whileBooksLocked } from '../../test-support/books-lock.ts';
import { openTestMediaStore } from '../../test-support/media-stores.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** Donations through the contract's paths: pledges, their donors, confirmation into the books, receipts and statements. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['read', 'create', 'update', 'delete'].map((v) => `donation.${v}`),
  'cause.read',
  'user.read',
  'payment_method.read',
  'payment_method.create',
  'payment_method.update',
  'ledger_account.read',
  'group.read',
  'receipt_voucher.read',
  'account_log.read',
);
const anonymous = {};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Donation = Record<string, unknown> & {
  id: number;
  status: string;
  user: number;
  amount: string;
  receipt_no: string | null;
  receipt_invoice_no: string | null;
  payment_details: Record<string, string | null>[];
  payment_method_name: string;
};
const base = '/donation/api/v1/donation';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (
  method: Method,
  url: string,
  payload?: object,
  status = method === 'POST' ? 201 : 200,
  headers: Record<string, string> = staff,
) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : undefined;
};
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

let unique = 0;
const pledgeBody = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ayesha',
  last_name: 'Siddiqua',
  email: `ayesha.${++unique}.${Date.now()}@example.net`,
  amount: '1500.00',
  payment_method: methods['Bank transfer'],
  ...over,
});
const pledge = async (over: Record<string, unknown> = {}, headers: Record<string, string> = staff) =>
  (await ok('POST', `${base}/create/`, pledgeBody(over), 201, headers)) as Donation;
const confirm = (id: number, body: object = {}) => call('POST', `${base}/confirm/${id}/`, body);

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await app.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);
const logsOf = async (invoiceNo: string) =>
  (await ok('GET', `/account_log/api/v1/account_log/search/?reference_no=${invoiceNo}&size=100`)).payment_methods as {
    ledger: number;
    debit_amount: string;
    credit_amount: string;
  }[];
const ledgerNamed = async (name: string) =>
  (await ok('GET', `/ledger_account/api/v1/ledger_account/search/?name=${encodeURIComponent(name)}&size=100`)).ledger_accounts.find(
    (l: { name: string }) => l.name === name,
  ) as { id: number };
const userLedgerOf = async (userId: number) =>
  (
    (await ok('GET', `/ledger_account/api/v1/ledger_account/all/?size=100&reference_id=${userId}`)).ledger_accounts as {
      id: number;
      ledger_type: string;
      reference_id: number;
      head_group: number;
    }[]
  ).find((l) => l.ledger_type === 'user_ledger' && l.reference_id === userId);
const causeOf = async (id: number) =>
  (await ok('GET', `/cause/api/v1/cause/${id}`)) as { id: number; raised_amount: string; sales_invoice_no: string };

const voucherOf = async (invoiceNo: string) => {
  const found = (await ok('GET', `/receipt_voucher/api/v1/receipt_voucher/search/?invoice_no=${invoiceNo}`)).receipt_vouchers as {
    invoice_no: string;
    ref_invoice_no: string | null;
  }[];
  return found.find((v) => v.invoice_no === invoiceNo) as { ref_invoice_no: string | null };
};

/** The PDF's text, as a reader would copy it. */
const pdfText = async (bytes: Uint8Array) => ((await extractText(bytes, { mergePages: true })).text as string).replace(/\s+/g, ' ');

/** The mails in the outbox to one address, oldest first. */
const mailsTo = (email: string) =>
  readdirSync(app.outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'))
    .filter((text) => text.includes(`To: ${email}\n`));
/** The attached PDF of a MIME outbox mail. */
function pdfIn(mail: string) {
  const boundary = /boundary="([^"]+)"/.exec(mail)?.[1] as string;
  const part = mail.split(`--${boundary}`).find((p) => p.includes('Content-Type: application/pdf'));
  const body = part?.split('\n\n').slice(1).join('').replace(/\s+/g, '') ?? '';
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** The general settings as staff read them through the API: the charity's name, address and logo. */
const generalSettings = async () =>
  (await ok('GET', '/general_setting/api/v1/general_setting/all/')).general_settings[0] as Record<string, unknown> & {
    id: number;
    site_name: string;
    address: string;
    logo: string;
  };
const settingsEditor = asCaller('general_setting.read', 'general_setting.update');
/** The width and height of a picture the media answers at this address. */
const sizeOf = async (path: string) => {
  const res = await call('GET', path, undefined, anonymous);
  expect(res.statusCode, path).toBe(200);
  const { width, height } = await sharp(res.rawPayload).metadata();
  return { width, height };
};
/** The pictures drawn on the PDF's first page, by their size in pixels (read from a copy: the reader takes its bytes away). */
const picturesIn = async (pdf: Uint8Array) => (await extractImages(pdf.slice(), 1)).map(({ width, height }) => ({ width, height }));
/** Uploads a picture to an app as staff do; answers its address. */
async function uploadPicture(to: App, bytes: Buffer, filename: string, type: string) {
  const boundary = '----sahay-logo';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const res = await to.inject({
    method: 'POST',
    url: '/media/api/v1/media/upload/',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...asCaller('media.upload') },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().path as string;
}

let methods: Record<string, number>;
let causes: { id: number; name: string }[];
beforeAll(async () => {
  const all = (await ok('GET', '/payment_method/api/v1/payment_method/all/?size=100')).paymentmethods as { id: number; name: string }[];
  methods = Object.fromEntries(all.map((m) => [m.name, m.id]));
  causes = (await ok('GET', '/cause/api/v1/cause/all/?size=100')).causes;
});

describe('a pledge', () => {
  it('is taken from an anonymous visitor: 201, pledged, with where to send the money and nothing of other records', async () => {
    const body = pledgeBody({ cause: causes[0].id, message: 'For the school meals', consent_to_contact: true });
    const res = await call('POST', `${base}/create/`, body, anonymous);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'pledged',
      first_name: 'Ayesha',
      amount: '1500.00',
      cause: causes[0].id,
      consent_to_contact: true,
      donation_date: today,
      receipt_no: null,
      payment_method_name: 'Bank transfer',
    });
    expect(created.payment_details[0]).toMatchObject({ account_name: expect.any(String), account_number: expect.any(String) });
    expect(created.payment_details[0]).toHaveProperty('routing_number');
    // The donor's account is not told to a visitor.
    expect(created).not.toHaveProperty('user');
    expect(created).not.toHaveProperty('created_by');
    // Staff see the donor's user.
    const stored = (await ok('GET', `${base}/${created.id}`)) as Donation;
    expect(stored.user).toEqual(expect.any(Number));
  });

  it('refuses bad input with a message on each field', async () => {
    const res = await call(
      'POST',
      `${base}/create/`,
      { first_name: '', email: 'not-an-email', amount: '0', payment_method: methods.Cash, message: 'x'.repeat(1001) },
      anonymous,
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    for (const field of ['first_name', 'email', 'amount', 'message']) expect(errors[field], field).toEqual([expect.any(String)]);
    const negative = await call('POST', `${base}/create/`, pledgeBody({ amount: '-5' }), anonymous);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().amount).toBeDefined();
  });

  it('refuses a payment method not in use or missing, and a cause that does not exist, on those fields', async () => {
    const unused = await ok('POST', '/payment_method/api/v1/payment_method/create/', {
      name: `Old cheque ${Date.now()}`,
      is_active: false,
    });
    const inactive = await call('POST', `${base}/create/`, pledgeBody({ payment_method: unused.id }), anonymous);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().payment_method[0]).toContain('not in use');
    const missing = await call('POST', `${base}/create/`, pledgeBody({ payment_method: 999999 }), anonymous);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().payment_method).toBeDefined();
    const noCause = await call('POST', `${base}/create/`, pledgeBody({ cause: 999999 }), anonymous);
    expect(noCause.statusCode).toBe(400);
    expect(noCause.json().cause[0]).toContain('does not exist');
  });

  it('never stores card data sent with it', async () => {
    const res = await call(
      'POST',
      `${base}/create/`,
      { ...pledgeBody(), card_number: '4111111111111111', cvv: '123', expiry: '12/30', status: 'confirmed', receipt_no: 'DR-1' },
      anonymous,
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.status).toBe('pledged');
    expect(created.receipt_no).toBeNull();
    expect(JSON.stringify(await ok('GET', `${base}/${created.id}`))).not.toContain('4111');
    expect(await count(sql`select count(*)::int as n from donation where row_to_json(donation)::text like '%4111111111111111%'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from audit_log where row_to_json(audit_log)::text like '%4111111111111111%'`)).toBe(0);
  });

  it('takes a few pledges per email an hour from visitors, then answers 429; staff are not limited', async () => {
    const email = `eager.${Date.now()}@example.net`;
    for (let i = 0; i < 5; i++) expect((await call('POST', `${base}/create/`, pledgeBody({ email }), anonymous)).statusCode).toBe(201);
    const over = await call('POST', `${base}/create/`, pledgeBody({ email }), anonymous);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toContain('try again');
    expect((await call('POST', `${base}/create/`, pledgeBody({ email }))).statusCode).toBe(201);
  });

  it('matches the donor to the user with that email, and makes one when new', async () => {
    const email = `Karim.${Date.now()}@Example.net`;
    const first = await pledge({ email, first_name: 'Karim' });
    const again = await pledge({ email: email.toLowerCase(), first_name: 'Karim', amount: '200.00' });
    expect(again.user).toBe(first.user);
    const user = await ok('GET', `/user/api/v1/user/${first.user}`);
    expect(user).toMatchObject({ email: email.toLowerCase(), first_name: 'Karim' });
    const other = await pledge({ first_name: 'Someone' });
    expect(other.user).not.toBe(first.user);
  });
});

describe('confirming a pledge', () => {
  it('posts one receipt: the method’s ledger debited, the donor’s credited, naming the cause’s invoice, and raises the cause', async () => {
    const cause = await causeOf(causes[1].id);
    const email = `receipt.${Date.now()}@example.net`;
    const gift = await pledge({ email, first_name: 'Nasrin', last_name: 'Haque', amount: '2750.50', cause: cause.id });
    const vouchersBefore = await count(sql`select count(*)::int as n from receipt_voucher`);

    const res = await confirm(gift.id, { date: today });
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json() as Donation;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed_date: today });
    expect(confirmed.receipt_no).toMatch(new RegExp(`^DR-${year}-\\d{5}$`));
    expect(await count(sql`select count(*)::int as n from receipt_voucher`)).toBe(vouchersBefore + 1);

    const voucher = await voucherOf(confirmed.receipt_invoice_no as string);
    expect(voucher.ref_invoice_no).toBe(cause.sales_invoice_no);
    const bank = await ledgerNamed('Bank');
    const donorLedger = await userLedgerOf(gift.user);
    expect(donorLedger).toBeDefined();
    // What the charity owes its donors is a liability: their ledgers sit under Sundry Creditors.
    const group = await ok('GET', `/group/api/v1/group/${donorLedger?.head_group}`);
    expect(group.name).toBe('Sundry Creditors');
    const logs = await logsOf(confirmed.receipt_invoice_no as string);
    expect(logs).toHaveLength(2);
    expect(logs.find((l) => l.ledger === bank.id)?.debit_amount).toBe('2750.50');
    expect(logs.find((l) => l.ledger === donorLedger?.id)?.credit_amount).toBe('2750.50');

    const after = await causeOf(cause.id);
    expect(after.raised_amount).toBe(fromPaisa(toPaisa(cause.raised_amount) + toPaisa('2750.50')));

    const [mail] = mailsTo(email);
    expect(mail).toContain(`Subject: Your receipt ${confirmed.receipt_no}`);
    const text = await pdfText(pdfIn(mail));
    expect(text).toContain('Nasrin Haque');
    expect(text).toContain('2,750.50');
    expect(text).toContain(confirmed.receipt_no as string);
    expect(text).toContain('Two thousand seven hundred fifty taka and fifty paisa only');
  });

  it('debits Cash for a method that deposits to cash, and gives the general fund no invoice reference', async () => {
    const gift = await pledge({ payment_method: methods.Cash, amount: '300.00' });
    const confirmed = (await confirm(gift.id)).json() as Donation;
    const voucher = await voucherOf(confirmed.receipt_invoice_no as string);
    expect(voucher.ref_invoice_no ?? null).toBeNull();
    const cash = await ledgerNamed('Cash');
    const logs = await logsOf(confirmed.receipt_invoice_no as string);
    expect(logs.find((l) => l.ledger === cash.id)?.debit_amount).toBe('300.00');
  });

  it('of twenty clerks confirming one pledge at once, exactly one posts; the others get 409 with a sentence', async () => {
    const gift = await pledge({ amount: '999.00' });
    const before = await count(sql`select count(*)::int as n from receipt_voucher`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(gift.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toContain('already confirmed');
    expect(await count(sql`select count(*)::int as n from receipt_voucher`)).toBe(before + 1);
  });

  it('takes a confirmation without a body (today), and refuses anonymous callers (401) and callers who may only read donations (403)', async () => {
    const gift = await pledge();
    const bare = await app.inject({ method: 'POST', url: `${base}/confirm/${(await pledge()).id}/`, headers: staff });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().confirmed_date).toBe(today);
    expect((await call('POST', `${base}/confirm/${gift.id}/`, {}, anonymous)).statusCode).toBe(401);
    expect((await call('POST', `${base}/confirm/${gift.id}/`, {}, asCaller('donation.read'))).statusCode).toBe(403);
    expect((await call('POST', `${base}/confirm/999999/`, {})).statusCode).toBe(404);
  });
});

describe('the other states and rules', () => {
  it('marks a pledge failed with its reason, once; a failed one is not confirmed', async () => {
    const gift = await pledge();
    const failed = await ok('POST', `${base}/mark_failed/${gift.id}/`, { reason: 'Transfer bounced' }, 200);
    expect(failed).toMatchObject({ status: 'failed', failed_reason: 'Transfer bounced', receipt_no: null });
    expect((await call('POST', `${base}/mark_failed/${gift.id}/`, {})).statusCode).toBe(409);
    const again = await confirm(gift.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('marked failed');
  });

  it('changes only a pledged donation, and deletes any but a confirmed one', async () => {
    const gift = await pledge();
    expect((await ok('PUT', `${base}/update/${gift.id}`, { amount: '1750.00' }, 200)).amount).toBe('1750.00');
    // Status is the server's: sent, it is ignored.
    expect((await ok('PUT', `${base}/update/${gift.id}`, { status: 'confirmed' }, 200)).status).toBe('pledged');
    await confirm(gift.id);
    const change = await call('PUT', `${base}/update/${gift.id}`, { amount: '1.00' });
    expect(change.statusCode).toBe(409);
    expect(change.json().detail).toContain('confirmed');
    const removal = await call('DELETE', `${base}/delete/${gift.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().detail).toContain('in the books');

    const failed = await pledge();
    await ok('POST', `${base}/mark_failed/${failed.id}/`, {}, 200);
    expect((await call('PUT', `${base}/update/${failed.id}`, { amount: '1.00' })).statusCode).toBe(409);
    const pledged = await pledge();
    expect((await call('DELETE', `${base}/delete/${pledged.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${pledged.id}`)).statusCode).toBe(404);
  });

  it('never both confirms and deletes, nor changes the amount of, a pledge confirmed at the same moment', async () => {
    for (let i = 0; i < 5; i++) {
      const gift = await pledge({ amount: '100.00' });
      const [confirmed, removed] = await Promise.all([confirm(gift.id), call('DELETE', `${base}/delete/${gift.id}`)]);
      const outcome = [confirmed.statusCode, removed.statusCode].join(' ');
      expect(['200 409', '404 200']).toContain(outcome);

      const other = await pledge({ amount: '100.00' });
      const [done, changed] = await Promise.all([confirm(other.id), call('PUT', `${base}/update/${other.id}`, { amount: '900.00' })]);
      expect(done.statusCode).toBe(200);
      const stored = (await ok('GET', `${base}/${other.id}`)) as Donation;
      // The receipt holds the amount the donation shows, whichever came first.
      const logs = await logsOf(stored.receipt_invoice_no as string);
      expect(logs.find((l) => l.credit_amount !== '0.00')?.credit_amount).toBe(stored.amount);
      expect(changed.statusCode === 200 ? '900.00' : '100.00').toBe(stored.amount);
    }
  });

  it('answers a receipt PDF only once confirmed: the charity’s name, address and logo, the day the money came, the donor and the gift', async () => {
    const gift = await pledge({ first_name: 'Mahmud', last_name: 'Rana', amount: '640.00' });
    const early = await call('GET', `${base}/receipt/${gift.id}/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('pledged');
    // The money came yesterday: the receipt is dated then, not on the day it is printed.
    const confirmed = (await confirm(gift.id, { date: yesterday })).json() as Donation;
    const res = await call('GET', `${base}/receipt/${gift.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${confirmed.receipt_no}.pdf"`);
    const pdf = new Uint8Array(res.rawPayload);
    const pictures = await picturesIn(pdf);
    const text = await pdfText(pdf);
    for (const words of ['Donation receipt', 'Mahmud Rana', '640.00', confirmed.receipt_no as string, 'General fund', 'Bank transfer'])
      expect(text).toContain(words);
    const settings = await generalSettings();
    expect(text).toContain(settings.site_name);
    expect(text).toContain(settings.address);
    expect(text).toContain(`Date ${yesterday}`);
    expect(text).not.toContain(today);
    expect(pictures).toEqual([await sizeOf(settings.logo)]);
    expect((await call('GET', `${base}/receipt/${gift.id}/`, undefined, anonymous)).statusCode).toBe(401);
    expect((await call('GET', `${base}/receipt/${gift.id}/`, undefined, asCaller('cause.read'))).statusCode).toBe(403);
  });

  it('draws a WebP logo on the receipt too (as PNG: a PDF holds no WebP)', async () => {
    // On an app with a media folder of its own: the new logo releases the seeded one, which other tests read.
    const media = await openTestMediaStore('local folder');
    const own = await createTestApp({ media: media.store });
    try {
      const inject = async (method: Method, url: string, payload?: object, headers = staff) =>
        own.inject({ method, url, payload, headers });
      const settings = (await (await inject('GET', '/general_setting/api/v1/general_setting/all/')).json()).general_settings[0];
      const webp = await sharp({ create: { width: 160, height: 64, channels: 3, background: '#1f7a4d' } })
        .webp()
        .toBuffer();
      const logo = await uploadPicture(own, webp, 'logo.webp', 'image/webp');
      expect(logo).toMatch(/\.webp$/);
      const changed = await inject(
        'PUT',
        `/general_setting/api/v1/general_setting/update/${settings.id}`,
        { ...settings, logo },
        settingsEditor,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const gift = (await inject('POST', `${base}/create/`, pledgeBody({ first_name: 'Rupa', amount: '80.00' }))).json() as Donation;
      expect((await inject('POST', `${base}/confirm/${gift.id}/`, {})).statusCode).toBe(200);
      const res = await inject('GET', `${base}/receipt/${gift.id}/`);
      expect(res.statusCode).toBe(200);
      expect(await picturesIn(new Uint8Array(res.rawPayload))).toEqual([{ width: 160, height: 64 }]);
    } finally {
      await own.close();
      await media.close();
    }
  });

  it('writes a donor named in Bengali in Bengali letters on the receipt, beside the Latin text', async () => {
    const gift = await pledge({ first_name: 'কমল', last_name: 'Das', amount: '500.00' });
    const confirmed = (await confirm(gift.id)).json() as Donation;
    const res = await call('GET', `${base}/receipt/${gift.id}/`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    for (const words of ['Donation receipt', 'কমল Das', '500.00', confirmed.receipt_no as string]) expect(text).toContain(words);
  });

  it("answers a donor's statement of a year: each confirmed gift and the total; a year without gifts says so", async () => {
    const email = `statement.${Date.now()}@example.net`;
    const first = await pledge({ email, first_name: 'Selina', amount: '1000.00', cause: causes[2].id });
    const second = await pledge({ email, first_name: 'Selina', amount: '250.50' });
    const unconfirmed = await pledge({ email, first_name: 'Selina', amount: '7777.00' });
    const a = (await confirm(first.id)).json() as Donation;
    const b = (await confirm(second.id)).json() as Donation;
    const res = await call('GET', `${base}/statement/${first.user}/?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(`Donation statement ${year}`);
    expect(text).toContain(a.receipt_no as string);
    expect(text).toContain(b.receipt_no as string);
    expect(text).toContain(causes[2].name);
    expect(text).toContain('1,250.50');
    expect(text).not.toContain('7,777.00');
    expect(unconfirmed.status).toBe('pledged');

    const empty = await call('GET', `${base}/statement/${first.user}/?year=${year - 5}`);
    expect(empty.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(empty.rawPayload))).toContain(
      `No confirmed donations were received from this donor in ${year - 5}`,
    );
    expect((await call('GET', `${base}/statement/999999/?year=${year}`)).statusCode).toBe(404);
  });
});

describe('lists and the dashboard', () => {
  it('filter by status, cause, payment method, donor and date range, newest first', async () => {
    const cause = causes[3].id;
    const a = await pledge({ cause, payment_method: methods.bKash });
    const b = await pledge({ cause, payment_method: methods.Cash });
    await confirm(b.id);
    const list = async (query: string) => (await ok('GET', `${base}/all/?size=100&${query}`)).donations as Donation[];

    const pledgedOfCause = await list(`status=pledged&cause=${cause}`);
    expect(pledgedOfCause.map((d) => d.id)).toContain(a.id);
    expect(pledgedOfCause.map((d) => d.id)).not.toContain(b.id);
    expect(pledgedOfCause.every((d) => d.status === 'pledged' && d.cause === cause)).toBe(true);

    const byMethod = await list(`payment_method=${methods.bKash}&cause=${cause}`);
    expect(byMethod.map((d) => d.id)).toEqual(expect.arrayContaining([a.id]));
    expect(byMethod.every((d) => d.payment_method === methods.bKash)).toBe(true);

    const confirmed = await list('status=confirmed');
    expect(confirmed.every((d) => d.status === 'confirmed')).toBe(true);
    expect(confirmed.map((d) => d.id)).toContain(b.id);

    const todays = await list(`date_after=${today}`);
    expect(todays.map((d) => d.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(todays.every((d) => String(d.donation_date) >= today)).toBe(true);
    const older = await list(`date_before=${yesterday}`);
    expect(older.length).toBeGreaterThan(0);
    expect(older.map((d) => d.id)).not.toContain(a.id);

    // A donor's gifts, as their user record asks: by their user, with the status too.
    const again = await pledge({ email: String(a.email), cause });
    await confirm(again.id);
    expect((await list(`user=${a.user}`)).map((d) => d.id)).toEqual([again.id, a.id]);
    expect((await list(`user=${a.user}&status=confirmed`)).map((d) => d.id)).toEqual([again.id]);
    expect(await list('user=not-a-user')).toEqual([]);

    const all = await list('');
    expect(all[0].id).toBeGreaterThan(all[all.length - 1].id);
    expect((await call('GET', `${base}/all/`, undefined, anonymous)).statusCode).toBe(401);
    expect((await call('GET', `${base}/all/`, undefined, asCaller('cause.read'))).statusCode).toBe(403);
  });

  it('searches by name and email', async () => {
    const gift = await pledge({ first_name: 'Zubaida', last_name: 'Quayyum' });
    const found = (await ok('GET', `${base}/search/?first_name=zubai`)).donations as Donation[];
    expect(found.map((d) => d.id)).toContain(gift.id);
    const byEmail = (await ok('GET', `${base}/search/?email=${encodeURIComponent(String(gift.email))}`)).donations as Donation[];
    expect(byEmail.map((d) => d.id)).toEqual([gift.id]);
  });

  it('shows each dashboard section only to a caller who may read its data, and refuses one who may read none', async () => {
    const all = await ok(
      'GET',
      `${base}/dashboard/`,
      undefined,
      200,
      asCaller('donation.read', 'cause.read', 'member.read', 'monthly_subscription.read', 'monthly_subscription.all_members'),
    );
    expect(all.gifts_per_month).toHaveLength(12);
    expect(all.gifts_per_month[11].month).toBe(today.slice(0, 7));
    expect(toPaisa(all.gifts_per_month[11].amount)).toBeGreaterThan(0n);
    expect(all.gifts_per_month[11].count).toBeGreaterThan(0);
    expect(all.gifts_per_month.every((m: { amount: string }) => /^\d+\.\d{2}$/.test(m.amount))).toBe(true);
    expect(all.causes.length).toBe(causes.length);
    expect(all.causes[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      goal_amount: expect.any(String),
      raised_amount: expect.any(String),
    });
    expect(all.members_by_kind).toEqual({ executive: expect.any(Number), adviser: expect.any(Number), general: expect.any(Number) });
    expect(all.members_by_kind.executive).toBeGreaterThan(0);
    expect(all.subscriptions_due_this_month).toEqual({ count: expect.any(Number), amount: expect.any(String) });

    const giftsOnly = await ok('GET', `${base}/dashboard/`, undefined, 200, asCaller('donation.read'));
    expect(Object.keys(giftsOnly)).toEqual(['gifts_per_month']);
    // A caller who may read none of its sections is refused, as is an account without a role.
    const none = await call('GET', `${base}/dashboard/`, undefined, asCaller('notice.read'));
    expect(none.statusCode).toBe(403);
    expect(none.json().detail).toContain('donation.read');
    expect((await call('GET', `${base}/dashboard/`, undefined, anonymous)).statusCode).toBe(401);
  });
});

describe('a donation under a lock date', () => {
  it('is not confirmed into a locked period: 409 naming the date, still pledged, no receipt posted', async () => {
    const gift = await pledge();
    const receipts = await count(sql`select count(*)::int as n from receipt_voucher`);
    await whileBooksLocked(app, async (lockDate) => {
      const res = await confirm(gift.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain(lockDate);
    });
    expect(await count(sql`select count(*)::int as n from receipt_voucher`)).toBe(receipts);
    expect((await ok('GET', `${base}/${gift.id}`)).status).toBe('pledged');
    expect((await confirm(gift.id)).statusCode).toBe(200);
  });
});

describe('refunding a donation', () => {
  const refund = (id: number, body: object) => call('POST', `${base}/refund/${id}/`, body);
  const causeFigures = async (id: number) => {
    const cause = (await ok('GET', `/cause/api/v1/cause/${id}`)) as { raised_amount: string; donor_count: number };
    return { raised: cause.raised_amount, donors: cause.donor_count };
  };

  it('reverses the receipt, marks the gift refunded, lowers the cause, voids the receipt and mails the donor', async () => {
    const cause = causes[1].id;
    const before = await causeFigures(cause);
    const gift = await pledge({ cause, amount: '700.00' });
    expect((await confirm(gift.id)).statusCode).toBe(200);
    const confirmed = (await ok('GET', `${base}/${gift.id}`)) as Donation;
    expect(toPaisa((await causeFigures(cause)).raised) - toPaisa(before.raised)).toBe(70000n);

    const refunded = (await ok(
      'POST',
      `${base}/refund/${gift.id}/`,
      { reason: 'Given twice by mistake', date: today },
      200,
    )) as Donation & {
      refunded_date: string;
      refund_reason: string;
      refund_invoice_no: string;
    };
    expect(refunded).toMatchObject({ status: 'refunded', refunded_date: today, refund_reason: 'Given twice by mistake' });
    expect(await causeFigures(cause)).toEqual(before);
    // The receipt and its mirror name each other; the books net to nothing.
    const reversal = (await ok('GET', `/receipt_voucher/api/v1/receipt_voucher/search/?invoice_no=${refunded.refund_invoice_no}`))
      .receipt_vouchers[0] as { reversal_of: string; details: string };
    expect(reversal.reversal_of).toBe(confirmed.receipt_invoice_no);
    expect(reversal.details).toContain('Given twice by mistake');
    const [original, mirror] = [await logsOf(confirmed.receipt_invoice_no as string), await logsOf(refunded.refund_invoice_no)];
    expect(mirror.map((l) => [l.ledger, l.debit_amount, l.credit_amount])).toEqual(
      original.map((l) => [l.ledger, l.credit_amount, l.debit_amount]),
    );

    const receipt = await call('GET', `${base}/receipt/${gift.id}/`);
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(receipt.rawPayload))).toContain(`VOID: refunded on ${today}`);
    const mail = mailsTo(gift.email as string).find((m) => m.includes('was refunded'));
    expect(mail).toBeDefined();
    expect(await pdfText(pdfIn(mail as string))).toContain(`VOID: refunded on ${today}`);
    // A refunded gift is not in the donor's statement of the year.
    const statement = await call('GET', `${base}/statement/${gift.user}/?year=${year}`);
    expect(statement.statusCode).toBe(200);
    expect(await pdfText(new Uint8Array(statement.rawPayload))).not.toContain(confirmed.receipt_no as string);
  });

  it('refunds only a confirmed donation, and only once', async () => {
    const pledged = await pledge();
    const refused = await refund(pledged.id, { reason: 'No money came' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This donation is pledged: only a confirmed donation can be refunded.');
    const gift = await pledge();
    await confirm(gift.id);
    expect((await refund(gift.id, {})).json()).toEqual({ reason: ['This field is required.'] });
    expect((await refund(gift.id, { reason: 'Asked back' })).statusCode).toBe(200);
    const again = await refund(gift.id, { reason: 'Asked back' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`This donation was refunded on ${today}; a donation is refunded once.`);
    expect((await refund(99999999, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/delete/${gift.id}/`)).statusCode).toBe(409);
  });

  it('of twenty clerks refunding the same donation at once, exactly one succeeds', async () => {
    const gift = await pledge({ amount: '250.00' });
    await confirm(gift.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(gift.id, { reason: 'Asked back' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const reversals = await count(
      sql`select count(*)::int as n from receipt_voucher where reversal_of = ${(await ok('GET', `${base}/${gift.id}`)).receipt_invoice_no}`,
    );
    expect(reversals).toBe(1);
  });

  it('answers 401 without a session and 403 without donation.update', async () => {
    const gift = await pledge();
    expect((await call('POST', `${base}/refund/${gift.id}/`, { reason: 'x' }, anonymous)).statusCode).toBe(401);
    expect((await call('POST', `${base}/refund/${gift.id}/`, { reason: 'x' }, asCaller('donation.read'))).statusCode).toBe(403);
  });
});
