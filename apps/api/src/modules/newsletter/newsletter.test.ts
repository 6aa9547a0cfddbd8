import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPermissions, newsletterConsent, personDataEndpoints } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { spamMessages } from '../visitor-forms/index.ts';
import { confirmDays, newsletterSigner } from './links.ts';
import { linkMessages, linkStanding, subscriptionAnswer } from './newsletter.service.ts';

const base = '/newsletter_subscriber/api/v1/newsletter_subscriber/';
const staff = asCaller('newsletter_subscriber.read');
let n = 0;
const visitor = () => `reader-${++n}-${Date.now()}@example.org`;

describe('the newsletter', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  /** The app's clock: tests move it past a link's time. */
  let now = new Date();

  /** A newsletter box as the site sends it, started ten seconds ago, from an address of its own. */
  const subscribe = (form: Record<string, unknown>, started = 10) =>
    app.inject({
      method: 'POST',
      url: `${base}create/`,
      payload: { form_token: app.spamGuard.token(Date.now() - started * 1000), website: '', ...form },
      remoteAddress: `10.91.0.${++n % 250}`,
    });
  const follow = (kind: 'confirm' | 'unsubscribe', token: string) =>
    app.inject({ method: 'POST', url: `${base}${kind}/`, payload: { token } });
  const subscriptionsOf = async (email: string) => {
    const res = await app.inject({ method: 'GET', url: `${base}search?email=${encodeURIComponent(email)}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().newsletter_subscribers as Record<string, unknown>[];
  };
  const mailsTo = (email: string) =>
    readdirSync(app.outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'))
      .filter((text) => text.toLowerCase().includes(`to: ${email.toLowerCase()}\n`));
  /** The tokens of the links in the text of the newest mail to an address. */
  const linksMailedTo = (email: string) => {
    const mail = mailsTo(email).at(-1) ?? '';
    const text = mail.slice(mail.indexOf('\n\n'));
    const token = (kind: string) => decodeURIComponent(new RegExp(`/newsletter/${kind}/(\\S+)`).exec(text)?.[1] ?? '');
    return { confirm: token('confirm'), unsubscribe: token('unsubscribe') };
  };

  /** What opening a mailed link finds, as the site's page reads it before anyone presses its button. */
  const opened = async (kind: 'confirm' | 'unsubscribe', token: string) =>
    linkStanding(app.database.db, app.repositories, await newsletterSigner(() => app.database.db)(), kind, token);

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
  });
  afterAll(() => app.close());

  it('keeps a subscription pending, with the words consented to and when, until the mailed link is followed', async () => {
    const email = visitor();
    const res = await subscribe({ email, name: 'Rina Akter', language: 'en' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual(subscriptionAnswer);
    const [pending] = await subscriptionsOf(email);
    expect(pending).toMatchObject({ email, name: 'Rina Akter', status: 'pending', language: 'en', consent_text: newsletterConsent.en });
    expect(new Date(pending.consented_at as string).getTime()).toBe(now.getTime());
    expect(pending.confirmed_at).toBeNull();
    expect(pending).not.toHaveProperty('confirm_nonce');
    expect(pending).not.toHaveProperty('ip');

    const [mail] = mailsTo(email);
    expect(mail).toContain('Dear Rina Akter,');
    const links = linksMailedTo(email);
    expect(links.confirm).not.toBe('');
    expect(links.unsubscribe).not.toBe('');

    const confirmed = await follow('confirm', links.confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed', language: 'en' });
    const [after] = await subscriptionsOf(email);
    expect(after.status).toBe('confirmed');
    expect(new Date(after.confirmed_at as string).getTime()).toBe(now.getTime());
    // Followed again, the link changes nothing and says the subscription stands.
    expect((await follow('confirm', links.confirm)).json()).toEqual({ status: 'confirmed', language: 'en' });
    expect((await subscriptionsOf(email))[0].confirmed_at).toBe(after.confirmed_at);
  });

  it('carries the unsubscribe link in every mail’s headers, for the mail program’s one-click button (RFC 8058)', async () => {
    const email = visitor();
    await subscribe({ email });
    const [mail] = mailsTo(email);
    // The header block, its folded lines joined.
    const head = mail.slice(0, mail.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    const header = (name: string) => head.split('\n').filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `));
    // The link the mail's last line gives (its text), in the header as well.
    const leave = /\S+\/newsletter\/unsubscribe\/\S+/.exec(mail.slice(mail.indexOf('\n\n')))?.[0];
    expect(leave).toMatch(/^https?:\/\/[^/]+\/newsletter\/unsubscribe\//);
    expect(header('List-Unsubscribe')).toEqual([`List-Unsubscribe: <${leave}>`]);
    expect(header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
  });

  it('changes nothing when a link is only opened: it reads whether the link is ready, used, altered or expired', async () => {
    const email = visitor();
    await subscribe({ email });
    const links = linksMailedTo(email);
    // Opened as often as a mail scanner likes, both links stay ready and the subscription pending.
    for (let i = 0; i < 2; i++) {
      expect(await opened('confirm', links.confirm)).toEqual({ outcome: 'ready' });
      expect(await opened('unsubscribe', links.unsubscribe)).toEqual({ outcome: 'ready' });
    }
    expect((await subscriptionsOf(email))[0]).toMatchObject({ status: 'pending', confirmed_at: null, unsubscribed_at: null });

    // What following would answer, read beforehand: an altered link, either kind's token in the other's place, expired.
    expect(await opened('confirm', `${links.confirm}x`)).toEqual({ outcome: 'invalid' });
    expect(await opened('confirm', links.unsubscribe)).toEqual({ outcome: 'invalid' });
    expect(await opened('unsubscribe', links.confirm)).toEqual({ outcome: 'invalid' });
    const later = now;
    now = new Date(later.getTime() + confirmDays * 86_400_000 + 1000);
    try {
      expect(await opened('confirm', links.confirm)).toEqual({ outcome: 'expired' });
    } finally {
      now = later;
    }

    // Once followed, opening says what was done.
    await follow('confirm', links.confirm);
    expect(await opened('confirm', links.confirm)).toEqual({ outcome: 'done', status: 'confirmed', language: 'en' });
    expect(await opened('unsubscribe', links.unsubscribe)).toEqual({ outcome: 'ready' });
    await follow('unsubscribe', links.unsubscribe);
    expect(await opened('unsubscribe', links.unsubscribe)).toEqual({ outcome: 'done', status: 'unsubscribed', language: 'en' });
    expect(await opened('confirm', links.confirm)).toEqual({ outcome: 'invalid' });
  });

  it('writes to a visitor who read the form in Bengali in Bengali, and keeps the Bengali words they consented to', async () => {
    const email = visitor();
    expect((await subscribe({ email, language: 'bn' })).statusCode).toBe(202);
    expect((await subscriptionsOf(email))[0]).toMatchObject({ language: 'bn', consent_text: newsletterConsent.bn, name: null });
    const [mail] = mailsTo(email);
    expect(mail).toContain('প্রিয় পাঠক,');
    expect(mail).toContain('আমাদের নিউজলেটার আর না পেতে চাইলে');
  });

  it('refuses an altered or unknown link, and one past its time, with a clear answer and no change', async () => {
    const email = visitor();
    await subscribe({ email });
    const { confirm } = linksMailedTo(email);
    const altered = confirm.replace(/\.(\d+)\./, (_, id) => `.${Number(id) + 1}.`);
    for (const token of [altered, `${confirm}x`, 'c.1.2.3.4', '', 'not a link']) {
      const res = await follow('confirm', token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ token: [linkMessages.invalid] });
    }
    const later = now;
    now = new Date(later.getTime() + confirmDays * 86_400_000 + 1000);
    try {
      const res = await follow('confirm', confirm);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ detail: linkMessages.expired });
    } finally {
      now = later;
    }
    expect((await subscriptionsOf(email))[0].status).toBe('pending');
  });

  it('keeps one row per address: subscribing again answers the same, mails a new link and the older one stops working', async () => {
    const email = visitor();
    await subscribe({ email, name: 'Karim' });
    const first = linksMailedTo(email);
    const again = await subscribe({ email: email.toUpperCase(), name: 'Karim Uddin' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(subscriptionAnswer);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    const second = linksMailedTo(email);
    expect(second.confirm).not.toBe(first.confirm);
    expect((await follow('confirm', first.confirm)).statusCode).toBe(400);
    expect((await follow('confirm', second.confirm)).statusCode).toBe(200);

    // Once confirmed, subscribing again is answered alike and changes nothing: no row, no mail.
    const mails = mailsTo(email).length;
    const once = await subscribe({ email });
    expect(once.statusCode).toBe(202);
    expect(once.json()).toEqual(subscriptionAnswer);
    const rows = await subscriptionsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', name: 'Karim Uddin' });
    expect(mailsTo(email)).toHaveLength(mails);
  });

  it('unsubscribes in one step from the link of any mail, without signing in, and records when', async () => {
    const email = visitor();
    await subscribe({ email });
    const links = linksMailedTo(email);
    await follow('confirm', links.confirm);
    const left = await follow('unsubscribe', links.unsubscribe);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ status: 'unsubscribed', language: 'en' });
    const [row] = await subscriptionsOf(email);
    expect(row.status).toBe('unsubscribed');
    expect(new Date(row.unsubscribed_at as string).getTime()).toBe(now.getTime());
    // Again: still unsubscribed; the confirmation link does not bring the subscription back.
    expect((await follow('unsubscribe', links.unsubscribe)).json()).toEqual({ status: 'unsubscribed', language: 'en' });
    expect((await follow('confirm', links.confirm)).statusCode).toBe(400);
    expect((await follow('unsubscribe', links.unsubscribe.replace(/^u\.\d+/, 'u.999999'))).statusCode).toBe(400);
    expect((await subscriptionsOf(email))[0].status).toBe('unsubscribed');

    // Subscribing again is a new opt-in: pending, until its own link is followed.
    await subscribe({ email });
    expect((await subscriptionsOf(email))[0]).toMatchObject({ status: 'pending', unsubscribed_at: null });
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const email = 'not-an-email';
    const res = await subscribe({ email, name: 'x'.repeat(121), language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'language', 'name']);
    expect(res.json().email).toEqual(['Enter a valid email']);
    expect(await subscriptionsOf(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('refuses a bot’s form (hidden field filled, or sent at once) and stores nothing', async () => {
    const email = visitor();
    const filled = await subscribe({ email, website: 'https://spam.example' });
    expect(filled.statusCode).toBe(400);
    expect(filled.json()).toEqual({ form: [spamMessages.hidden] });
    const quick = await subscribe({ email }, 0);
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({ form: [spamMessages.tooFast] });
    expect(await subscriptionsOf(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('lets staff filter by status and export the confirmed subscribers as CSV', async () => {
    const confirmedEmail = visitor();
    const pendingEmail = visitor();
    await subscribe({ email: confirmedEmail, name: 'Salma, Begum', language: 'bn' });
    await subscribe({ email: pendingEmail });
    await follow('confirm', linksMailedTo(confirmedEmail).confirm);
    const pending = await app.inject({
      method: 'GET',
      url: `${base}search?status=pending&q=${encodeURIComponent(pendingEmail)}`,
      headers: staff,
    });
    expect(pending.json().newsletter_subscribers.map((s: { email: string }) => s.email)).toEqual([pendingEmail]);

    const res = await app.inject({ method: 'GET', url: `${base}export/confirmed/`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('name,email,confirmed_at,language');
    expect(lines).toContain(`"Salma, Begum",${confirmedEmail},${now.toISOString()},bn`);
    expect(res.body).not.toContain(pendingEmail);
  });
});

describe('a person’s data and their newsletter subscription', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const administrator = asCaller(...allPermissions.map((p) => p.name));
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is in their export (without the link’s secret) and anonymised by their erasure', async () => {
    const [person] = await rowsOf<{ id: number; email: string }>(
      app.database.db,
      sql`select id, email from "user" order by id desc limit 1`,
    );
    const subscribed = await app.inject({
      method: 'POST',
      url: `${base}create/`,
      payload: { form_token: app.spamGuard.token(Date.now() - 10_000), website: '', email: person.email.toUpperCase(), name: 'Their Name' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(202);
    const exported = await app.inject({
      method: 'GET',
      url: `${personDataEndpoints.exportPerson.path.replace(':id', String(person.id))}/`,
      headers: administrator,
    });
    const [subscription] = exported.json().newsletter_subscriptions;
    expect(subscription).toMatchObject({ email: person.email.toUpperCase(), name: 'Their Name', status: 'pending' });
    expect(subscription.consent_text).toBe(newsletterConsent.en);
    expect(subscription).not.toHaveProperty('confirm_nonce');

    const erased = await app.inject({
      method: 'POST',
      url: `${personDataEndpoints.erasePerson.path.replace(':id', String(person.id))}/`,
      headers: administrator,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.newsletter_subscriptions).toBe(1);
    const [row] = await rowsOf<Record<string, unknown>>(
      app.database.db,
      sql`select * from newsletter_subscriber where id = ${subscription.id}`,
    );
    expect(row).toMatchObject({
      email: `erased-${person.id}@erased.invalid`,
      name: null,
      status: 'unsubscribed',
      ip: null,
      confirm_nonce: null,
    });
  });
});
