import { allPermissions, personDataEndpoints } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationTables, dumpTable } from '../../backup/database-dump.ts';
import { rowsOf } from '../../db/rows.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

let app: Awaited<ReturnType<typeof createTestApp>>;
const administrator = asCaller(...allPermissions.map((p) => p.name));
const exportUrl = (id: number, query = '') => `${personDataEndpoints.exportPerson.path.replace(':id', String(id))}/${query}`;
const eraseUrl = (id: number) => `${personDataEndpoints.erasePerson.path.replace(':id', String(id))}/`;
const get = async (url: string) => {
  const answer = await app.inject({ method: 'GET', url, headers: administrator });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json();
};

/** The demo donor with the most confirmed gifts, a ticket of theirs and a message in it (as a visitor would send). */
let person: { id: number; first_name: string; last_name: string; email: string };
beforeAll(async () => {
  app = await createTestApp();
  [person] = await rowsOf<typeof person>(
    app.database.db,
    sql`select u.id, u.first_name, u.last_name, u.email from "user" u join donation d on d.user_id = u.id
         where d.status = 'confirmed' group by u.id order by count(*) desc, u.id limit 1`,
  );
  const [ticket] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`insert into ticket (subject, name, email, ticket_department_id, ticket_priority_id)
        values ('My receipt', ${`${person.first_name} ${person.last_name}`}, ${person.email}, 1, 1) returning id`,
  );
  await app.database.db.execute(
    sql`insert into ticket_detail (ticket_id, message, from_requester) values (${ticket.id}, ${`This is ${person.first_name} ${person.last_name}, please call me.`}, true)`,
  );
  // What the website keeps of them as a visitor: a place at an event, an offer to volunteer, a comment on a post.
  const fullName = `${person.first_name} ${person.last_name}`;
  [event] = await rowsOf<{ id: number }>(app.database.db, sql`select id from event order by id limit 1`);
  await app.database.db.execute(
    sql`insert into event_registration (event_id, name, email, phone, status) values (${event.id}, ${fullName}, ${person.email.toUpperCase()}, '01719000111', 'registered')`,
  );
  await app.database.db.execute(
    sql`insert into volunteer_application (full_name, email, phone, area, message)
        values (${fullName}, ${person.email}, '01719000111', 'teaching', 'I teach mathematics on Fridays near the river bank.')`,
  );
  await app.database.db.execute(
    sql`insert into blog_comment (post_id, name, email, body, status, ip)
        values ((select id from blog_post order by id limit 1), ${fullName}, ${person.email}, 'Proud to give to the school meals every winter.', 'approved', '203.0.113.9')`,
  );
});
let event: { id: number };
afterAll(() => app?.close());

describe('a person’s data exported', () => {
  it('holds their profile, gifts, tickets with their messages and consents, without sign-in secrets', async () => {
    const data = await get(exportUrl(person.id));
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, first_name: person.first_name });
    expect(data.profile).not.toHaveProperty('password_hash');
    const [{ n }] = await rowsOf<{ n: number }>(app.database.db, sql`select count(*)::int as n from donation where user_id = ${person.id}`);
    expect(data.gifts).toHaveLength(n);
    expect(data.gifts[0]).toHaveProperty('receipt_no');
    expect(data.consents).toHaveLength(n);
    expect(data.tickets.map((t: { subject: string }) => t.subject)).toContain('My receipt');
    expect(data.ticket_messages.some((m: { message: string }) => m.message.includes('please call me'))).toBe(true);
  });

  it('holds what the website keeps of them: event registrations, volunteer applications and blog comments, found by email', async () => {
    const data = await get(exportUrl(person.id));
    expect(data.event_registrations).toEqual([expect.objectContaining({ event_id: event.id, phone: '01719000111', status: 'registered' })]);
    expect(data.volunteer_applications).toEqual([
      expect.objectContaining({ area: 'teaching', message: expect.stringContaining('mathematics') }),
    ]);
    expect(data.blog_comments).toEqual([expect.objectContaining({ body: expect.stringContaining('school meals'), status: 'approved' })]);
    const csv = (await app.inject({ method: 'GET', url: exportUrl(person.id, '?format=csv'), headers: administrator })).body;
    expect(csv).toMatch(/^volunteer_applications,\d+,area,teaching$/m);
  });

  it('as one CSV of kind, record, field and value', async () => {
    const answer = await app.inject({ method: 'GET', url: exportUrl(person.id, '?format=csv'), headers: administrator });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="person-${person.id}.csv"`);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('kind,record,field,value');
    expect(lines).toContain(`profile,${person.id},email,${person.email}`);
    expect(lines.some((line) => /^gifts,\d+,receipt_no,DR-/.test(line))).toBe(true);
  });

  it('answers 404 for a user that does not exist, and refuses staff without person.erase', async () => {
    expect((await app.inject({ method: 'GET', url: exportUrl(999_999), headers: administrator })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: exportUrl(person.id), headers: asCaller('user.get') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: eraseUrl(person.id), headers: asCaller('user.update') })).statusCode).toBe(403);
  });
});

describe('a person erased', () => {
  /** Every row of every table as text: what a copy of the database would show. */
  const dump = async () => {
    let text = '';
    for (const table of await applicationTables(app.database.db)) text += (await dumpTable(app.database.db, table)).lines;
    return text;
  };
  const books = async () => ({
    trial: await get('/balance_sheet/api/v1/balance_sheet/trial_balance/?start_date=2000-01-01&end_date=2100-12-31'),
    causes: ((await get('/cause/api/v1/cause/all/?size=100')).causes as { id: number; raised_amount: string }[]).map((c) => [
      c.id,
      c.raised_amount,
    ]),
    transparency: await get(`/transparency/api/v1/transparency/${new Date().getFullYear()}/`),
  });
  const placesTaken = () =>
    rowsOf(
      app.database.db,
      sql`select (select count(*)::int from event_registration where event_id = ${event.id} and status = 'registered') as registered,
                 (select count(*)::int from blog_comment where status = 'approved') as comments`,
    );
  const giftFacts = () =>
    rowsOf(
      app.database.db,
      sql`select id, amount::text, donation_date::text, confirmed_date::text, receipt_no, receipt_invoice_no, status, cause_id
            from donation where user_id = ${person.id} order by id`,
    );

  it('leaves the books, each cause’s raised amount, the transparency report and the gifts’ facts as they were, and names them nowhere', {
    timeout: 60_000,
  }, async () => {
    const fullName = `${person.first_name} ${person.last_name}`;
    const before = { books: await books(), gifts: await giftFacts(), places: await placesTaken() };
    expect((await dump()).toLowerCase()).toContain(fullName.toLowerCase());

    const answer = await app.inject({ method: 'POST', url: eraseUrl(person.id), headers: administrator });
    expect(answer.statusCode, answer.body).toBe(200);
    const { erased } = answer.json();
    expect(erased.profile).toBe(1);
    expect(erased.gifts).toBe(before.gifts.length);
    expect(erased.ticket_messages).toBe(1);
    expect(erased).toMatchObject({ event_registrations: 1, volunteer_applications: 1, blog_comments: 1 });

    // Every figure as it was; only the person's ledger, listed under their name before, is listed anonymously.
    const retitled = JSON.parse(JSON.stringify(before.books).replaceAll(fullName, `Erased person #${person.id}`));
    expect(await books()).toEqual(retitled);
    expect(await giftFacts()).toEqual(before.gifts);
    const after = (await dump()).toLowerCase();
    expect(after).not.toContain(fullName.toLowerCase());
    expect(after).not.toContain(person.email.toLowerCase());
    expect(after).not.toContain('please call me');
    expect(after).not.toContain('01719000111');
    expect(after).not.toContain('mathematics on fridays');
    expect(after).not.toContain('school meals every winter');
    // Their place at the event is still counted, and their comment still stands under the post.
    expect(await placesTaken()).toEqual(before.places);
    // Their ledgers are titled anonymously.
    const ledgers = await rowsOf<{ name: string }>(
      app.database.db,
      sql`select name from ledger_account where ledger_type = 'user_ledger' and reference_id = ${person.id}`,
    );
    for (const ledger of ledgers) expect(ledger.name).toMatch(new RegExp(`^Erased person #${person.id}`));
    // The audit trail says who erased whom, and keeps nothing of what was erased.
    const [audit] = await rowsOf<{ action: string; changes: unknown; entity_id: number }>(
      app.database.db,
      sql`select action, changes, entity_id from audit_log where entity = 'user' and action = 'erase' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'erase', changes: {}, entity_id: person.id });
    // The account can no longer sign in, and its export shows only the anonymised profile.
    const exported = await get(exportUrl(person.id));
    expect(exported.profile).toMatchObject({ first_name: 'Erased', email: `erased-${person.id}@erased.invalid`, is_active: false });
  });
});
