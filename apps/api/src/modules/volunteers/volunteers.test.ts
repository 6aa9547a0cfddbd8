import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { spamMessages } from '../visitor-forms/index.ts';

const apply = '/volunteer_application/api/v1/volunteer_application/create/';
const base = '/volunteer_application/api/v1/volunteer_application/';
const list = `${base}search`;
const staff = asCaller('volunteer_application.read', 'volunteer_application.update');
let n = 0;
const applicant = () => `volunteer-${++n}-${Date.now()}@example.org`;

describe('volunteer applications', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  /** A form as the site sends it, started ten seconds ago, from an address of its own. */
  const send = (form: Record<string, unknown>, started = 10) =>
    app.inject({
      method: 'POST',
      url: apply,
      payload: { form_token: app.spamGuard.token(Date.now() - started * 1000), website: '', ...form },
      remoteAddress: `10.81.0.${n}`,
    });
  const applicationsOf = async (email: string) => {
    const res = await app.inject({ method: 'GET', url: `${list}?email=${encodeURIComponent(email)}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().volunteer_applications as Record<string, unknown>[];
  };
  const mailsTo = (email: string) =>
    readdirSync(app.outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'))
      .filter((text) => text.includes(`To: ${email}\n`));

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('stores a visitor’s application as new, whatever status it says, and mails an acknowledgement', async () => {
    const email = applicant();
    const res = await send({
      full_name: 'Rina Akter',
      email,
      phone: '+880 1711 000000',
      area: 'teaching',
      message: 'Weekends.',
      status: 'active',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('ip');
    const [stored] = await applicationsOf(email);
    expect(stored).toMatchObject({ full_name: 'Rina Akter', area: 'teaching', status: 'new', language: 'en' });
    const [mail] = mailsTo(email);
    expect(mail).toContain('Subject: Thank you for offering to volunteer');
    expect(mail).toContain('Dear Rina Akter,');
    expect(mail).toContain('(teaching at a learning centre)');
  });

  it('writes the acknowledgement in Bengali to a visitor who read the form in Bengali', async () => {
    const email = applicant();
    expect((await send({ full_name: 'রিনা আক্তার', email, area: 'health', language: 'bn' })).statusCode).toBe(201);
    const [mail] = mailsTo(email);
    expect(mail).toContain('প্রিয় রিনা আক্তার,');
    expect(mail).toContain('স্বাস্থ্য ক্যাম্প ও প্রাথমিক চিকিৎসা');
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const email = 'not-an-email';
    const res = await send({ full_name: '  ', email, area: 'gardening' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: ['Full name is required'],
      email: ['Enter a valid email'],
      area: ['Choose an area'],
    });
    expect(await applicationsOf(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses a bot’s form (hidden field filled, or sent at once) and stores nothing', async () => {
    const email = applicant();
    const filled = await send({ full_name: 'Bot', email, area: 'office', website: 'https://spam.example' });
    expect(filled.statusCode).toBe(400);
    expect(filled.json()).toEqual({ form: [spamMessages.hidden] });
    const quick = await send({ full_name: 'Bot', email, area: 'office' }, 0);
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({ form: [spamMessages.tooFast] });
    expect(await applicationsOf(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('lets staff move an application through its statuses, and no further', async () => {
    const email = applicant();
    const { id } = (await send({ full_name: 'Karim Uddin', email, area: 'relief' })).json();
    const change = (status: string) => app.inject({ method: 'PATCH', url: `${base}update/${id}`, headers: staff, payload: { status } });
    for (const status of ['contacted', 'active', 'declined']) {
      const res = await change(status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const res = await change('hired');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('status');
    const byStatus = await app.inject({ method: 'GET', url: `${list}?status=declined&email=${encodeURIComponent(email)}`, headers: staff });
    expect(byStatus.json().volunteer_applications.map((a: { id: number }) => a.id)).toEqual([id]);
  });
});
