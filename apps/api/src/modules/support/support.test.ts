import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactSubjects } from '@sahay/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '../../seed/assets.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { contactMessages, createSiteContent } from '../cms/index.ts';
import { departmentOfSubject } from './support.service.ts';
import { tickets } from './support.tables.ts';

/** Support tickets through the API: inboxes, threads, the contact form, the requester's private link. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  'ticket_inbox.all',
  ...['ticket', 'ticket_detail', 'ticket_department', 'ticket_priority', 'ticket_status', 'ticket_type', 'contact_message'].flatMap(
    (name) => ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });
const ok = async (
  method: Method,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
  status = method === 'POST' ? 201 : 200,
) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};

const boundary = '----sahay-ticket';
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const postForm = (
  url: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
  headers: Record<string, string> = staff,
) => {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
};

/** The mails in the outbox to one address, oldest first. */
const mailsTo = (email: string) =>
  readdirSync(app.outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(app.outboxDir, f), 'utf8'))
    .filter((text) => text.includes(`To: ${email}\n`));
const linkIn = (mail: string) => /\/support\/([A-Za-z0-9_-]{40,60})/.exec(mail)?.[1] as string;

let lookups: { departments: Record<string, number>; priorities: Record<string, number>; statuses: Record<string, number> };
beforeAll(async () => {
  const byName = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.name, r.id]));
  lookups = {
    departments: byName((await ok('GET', '/ticket_department/api/v1/ticket_department/all/')).ticket_departments),
    priorities: byName((await ok('GET', '/ticket_priority/api/v1/ticket_priority/all/')).ticket_priorities),
    statuses: byName((await ok('GET', '/ticket_status/api/v1/ticket_status/all')).ticket_statuses),
  };
});

let n = 0;
const requester = () => `requester-${++n}-${Math.random().toString(36).slice(2, 7)}@example.org`;
const openTicket = async (fields: Record<string, unknown> = {}) => {
  const email = requester();
  const ticket = await ok('POST', '/ticket/api/v1/ticket/create/', {
    subject: 'The receipt of my donation',
    ticket_department: lookups.departments.Support,
    ticket_priority: lookups.priorities.Normal,
    message: 'I have not received the receipt of my donation of 5 March.',
    name: 'Rahima Khatun',
    email,
    ...fields,
  });
  return { ticket, email, token: linkIn(mailsTo(email)[0] ?? '') };
};

describe('the seeded lookups', () => {
  it('hold the four departments, four priorities in rising order, the four statuses and the ticket types', async () => {
    expect(Object.keys(lookups.departments).sort()).toEqual(['Accounts', 'Programmes', 'Sales', 'Support']);
    const { ticket_priorities } = await ok('GET', '/ticket_priority/api/v1/ticket_priority/without_pagination/all/');
    expect(ticket_priorities.map((p: { name: string }) => p.name)).toEqual(['Low', 'Normal', 'High', 'Urgent']);
    expect(Object.keys(lookups.statuses).sort()).toEqual(['Answered', 'Closed', 'Open', 'Waiting for requester']);
    const { ticket_types } = await ok('GET', '/ticket_type/api/v1/ticket_type/all/');
    expect(ticket_types.length).toBeGreaterThan(0);
  });
});

describe('opening a ticket', () => {
  it('sets Open, writes the first entry of the thread and mails the requester a private link', async () => {
    const { ticket, email, token } = await openTicket();
    expect(ticket).toMatchObject({ status_name: 'Open', department_name: 'Support', priority_name: 'Normal', unread: 1 });
    expect(ticket).not.toHaveProperty('access_token_hash');
    expect(ticket).not.toHaveProperty('link_salt');
    const thread = await ok('GET', `/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${ticket.id}`);
    expect(thread).toMatchObject({ page: 1, total_elements: 1 });
    expect(thread.ticket_details[0]).toMatchObject({ message: expect.stringContaining('receipt'), from_requester: true });
    const [mail] = mailsTo(email);
    expect(mail).toContain(`Ticket #${ticket.id} received`);
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses an unknown department or priority with a 400 {detail}', async () => {
    const base = { subject: 'x', message: 'y', email: requester() };
    const badDepartment = await call('POST', '/ticket/api/v1/ticket/create/', {
      ...base,
      ticket_department: 999999,
      ticket_priority: lookups.priorities.Low,
    });
    expect(badDepartment.statusCode).toBe(400);
    expect(badDepartment.json()).toEqual({ detail: 'Ticket department id - 999999 does not exist' });
    const badPriority = await call('POST', '/ticket/api/v1/ticket/create/', {
      ...base,
      ticket_department: lookups.departments.Sales,
      ticket_priority: 999999,
    });
    expect(badPriority.statusCode).toBe(400);
    expect(badPriority.json()).toEqual({ detail: 'Ticket priority id - 999999 does not exist' });
    const missing = await call('POST', '/ticket/api/v1/ticket/create/', { ticket_department: lookups.departments.Sales });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('subject');
  });

  it('lists tickets by department at the contract paths', async () => {
    const { ticket: sales } = await openTicket({ ticket_department: lookups.departments.Sales, subject: 'Buying a sari' });
    const { ticket: accounts } = await openTicket({ ticket_department: lookups.departments.Accounts, subject: 'An invoice' });
    const ids = async (path: string) =>
      (await ok('GET', `/ticket/api/v1/ticket/${path}/?size=100`)).tickets.map((t: { id: number }) => t.id) as number[];
    expect(await ids('ticket_of_sales_department')).toContain(sales.id);
    expect(await ids('ticket_of_sales_department')).not.toContain(accounts.id);
    expect(await ids('ticket_of_account_department')).toContain(accounts.id);
    expect(await ids('ticket_of_support_department')).not.toContain(sales.id);
  });
});

describe('finding tickets by the text of their threads', () => {
  it('lists the tickets with an entry holding the text, matching % and _ as typed, with the other filters and the search', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const { ticket: percent } = await openTicket({ message: `My gift ${tag} was 50% of the pledge.` });
    const { ticket: later, email } = await openTicket({ message: 'Hello.' });
    await ok('POST', '/ticket_detail/api/v1/ticket_detail/create/', { ticket: later.id, message: `Noted: ${tag} 50 taka, in_kind.` });
    const { ticket: sales } = await openTicket({ ticket_department: lookups.departments.Sales, message: `Order ${tag} 500 of them` });
    const found = async (query: string, headers?: Record<string, string>) =>
      (await ok('GET', `/ticket/api/v1/ticket/${query}`, undefined, headers)).tickets.map((t: { id: number }) => t.id).sort();
    const byText = (text: string) => `all/?size=100&message=${encodeURIComponent(text)}`;

    expect(await found(byText(tag.toUpperCase()))).toEqual([percent.id, later.id, sales.id].sort());
    expect(await found(byText(`${tag} 50%`))).toEqual([]);
    expect(await found(byText('50% of the'))).toEqual([percent.id]);
    expect(await found(byText(`${tag} 50_`))).toEqual([]);
    expect(await found(byText('in_kind'))).toEqual([later.id]);
    // With the other filters and the search, and within what the caller may see.
    expect(await found(`${byText(tag)}&ticket_department=${lookups.departments.Sales}`)).toEqual([sales.id]);
    expect(await found(`search/?q=${encodeURIComponent(email)}&message=${tag}`)).toEqual([later.id]);
    const salesStaff = await createUser(app, { role: 'Sales' });
    expect(await found(byText(tag), salesStaff.headers)).toEqual([sales.id]);
  });
});

describe('status changes', () => {
  it('allows the documented changes and refuses the others with 409', async () => {
    const { ticket } = await openTicket();
    const to = (status: string) => call('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { ticket_status: lookups.statuses[status] });
    expect((await to('Closed')).statusCode).toBe(200);
    const refused = await to('Answered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('A closed ticket can only be re-opened.');
    const reopened = await to('Open');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status_name).toBe('Open');
  });

  it('changes priority and assignee, and refuses an unknown priority with a 400 {detail}', async () => {
    const { ticket } = await openTicket();
    const agent = await createUser(app, { role: 'Support agent' });
    const changed = await ok('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, {
      ticket_priority: lookups.priorities.Urgent,
      assignee: agent.id,
    });
    expect(changed).toMatchObject({ priority_name: 'Urgent', assignee: agent.id, assignee_name: expect.stringContaining('Test') });
    const bad = await call('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { ticket_priority: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Ticket priority id - 999999 does not exist' });
  });
});

describe('a thread and the private link', () => {
  it('mails agent replies with the same link; the requester sees replies and attachments, never internal notes, and replies', async () => {
    const { ticket, email, token } = await openTicket();
    await ok('POST', '/ticket_detail/api/v1/ticket_detail/create/', { ticket: ticket.id, message: 'Checked: paid twice.', internal: true });
    const pdf = await makeNoticePdf('Receipt', '2026-03-05', 'Your receipt');
    const reply = await postForm(
      '/ticket_detail/api/v1/ticket_detail/create/',
      { ticket: String(ticket.id), message: 'Here is your receipt.' },
      { name: 'receipt.pdf', type: 'application/pdf', bytes: pdf },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().file).toMatch(/^\/media\/.*\.pdf$/);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Here is your receipt.');
    expect(mails[1]).not.toContain('paid twice');
    expect(linkIn(mails[1])).toBe(token);
    expect((await ok('GET', `/ticket/api/v1/ticket/${ticket.id}`)).status_name).toBe('Answered');

    const page = await ok('GET', `/support/api/v1/support/thread/${token}`, undefined, {});
    expect(page.ticket).toMatchObject({ subject: ticket.subject, status: 'Answered', department: 'Support' });
    expect(page.ticket_details.map((d: { message: string }) => d.message)).toEqual([
      expect.stringContaining('receipt of my donation'),
      'Here is your receipt.',
    ]);
    expect(JSON.stringify(page)).not.toContain('paid twice');
    expect(page.ticket_details[1].file).toBe(reply.json().file);

    await ok('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { ticket_status: lookups.statuses['Waiting for requester'] });
    const answer = await postForm(
      `/support/api/v1/support/reply/${token}`,
      { message: 'Thank you, a photo of my bank slip.' },
      undefined,
      {},
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const after = await ok('GET', `/ticket/api/v1/ticket/${ticket.id}`);
    expect(after).toMatchObject({ status_name: 'Open', unread: 2 });
    const read = await ok('POST', `/ticket/api/v1/ticket/mark_read/${ticket.id}`, undefined, undefined, 200);
    expect(read.unread).toBe(0);
  });

  it('pages a thread oldest first', async () => {
    const { ticket } = await openTicket();
    for (const message of ['two', 'three']) await ok('POST', '/ticket_detail/api/v1/ticket_detail/create/', { ticket: ticket.id, message });
    const second = await ok('GET', `/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${ticket.id}?page=2&size=2`);
    expect(second).toMatchObject({ page: 2, size: 2, total_pages: 2, total_elements: 3 });
    expect(second.ticket_details.map((d: { message: string }) => d.message)).toEqual(['three']);
  });

  it('re-opens a closed ticket on a reply through the link, which stays readable', async () => {
    const { ticket, token } = await openTicket();
    await ok('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { ticket_status: lookups.statuses.Closed });
    expect((await ok('GET', `/support/api/v1/support/thread/${token}`, undefined, {})).ticket.status).toBe('Closed');
    await ok('POST', `/support/api/v1/support/reply/${token}`, { message: 'It happened again.' }, {});
    expect((await ok('GET', `/support/api/v1/support/thread/${token}`, undefined, {})).ticket.status).toBe('Open');
  });

  it('a token reads only its own ticket; a wrong or revoked one is a 404 that tells nothing', async () => {
    const first = await openTicket({ subject: 'First requester' });
    const second = await openTicket({ subject: 'Second requester' });
    expect((await ok('GET', `/support/api/v1/support/thread/${first.token}`, undefined, {})).ticket.subject).toBe('First requester');
    expect((await ok('GET', `/support/api/v1/support/thread/${second.token}`, undefined, {})).ticket.subject).toBe('Second requester');
    const wrong = await call('GET', `/support/api/v1/support/thread/${first.token.slice(0, -2)}xy`, undefined, {});
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: 'Not found.' });
    expect((await call('GET', '/support/api/v1/support/thread/short', undefined, {})).json()).toEqual({ detail: 'Not found.' });

    await ok('POST', `/ticket/api/v1/ticket/renew_link/${first.ticket.id}`, undefined, undefined, 200);
    const revoked = await call('GET', `/support/api/v1/support/thread/${first.token}`, undefined, {});
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ detail: 'Not found.' });
    const renewed = linkIn(mailsTo(first.email).at(-1) as string);
    expect((await ok('GET', `/support/api/v1/support/thread/${renewed}`, undefined, {})).ticket.subject).toBe('First requester');
    expect((await call('POST', `/support/api/v1/support/reply/${first.token}`, { message: 'hi' }, {})).statusCode).toBe(404);
  });

  it('takes pictures and PDFs only, checked by their bytes', async () => {
    const { ticket, token } = await openTicket();
    const fake = await postForm(
      '/ticket_detail/api/v1/ticket_detail/create/',
      { ticket: String(ticket.id), message: 'x' },
      { name: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.from('#!/bin/sh\necho not a pdf\n') },
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().file[0]).toMatch(/^The file must be .* or .*PDF/);
    const fromRequester = await postForm(
      `/support/api/v1/support/reply/${token}`,
      { message: 'x' },
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('plain text') },
      {},
    );
    expect(fromRequester.statusCode).toBe(400);
    expect(fromRequester.json()).toHaveProperty('file');
  });
});

describe('contact messages become tickets', () => {
  const send = (subject: string, email = requester()) =>
    call(
      'POST',
      '/contact_message/api/v1/contact_message/create/',
      { name: 'Karim', lastname: 'Uddin', email, subject, message: `About ${subject}` },
      {},
    );

  it('keeps the form answer, and opens a ticket in Sales for Buying and Selling, in Support for Support', async () => {
    for (const [subject, department] of [
      ['Buying', 'Sales'],
      ['Selling', 'Sales'],
      ['Support', 'Support'],
    ] as const) {
      const email = requester();
      const res = await send(subject, email);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Karim', lastname: 'Uddin', email, subject, handled: false });
      const { tickets } = await ok('GET', `/ticket/api/v1/ticket/all/?contact_message=${res.json().id}`);
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({ department_name: department, status_name: 'Open', email, name: 'Karim Uddin' });
      expect(mailsTo(email)[0]).toContain('/support/');
    }
  });

  it('lists the form’s tickets apart, and a message waits for an answer only while its ticket is Open', async () => {
    // Sent as staff, who are not held to the form's limit per address (the other tests here use it up).
    const sent = await call('POST', '/contact_message/api/v1/contact_message/create/', {
      name: 'Rafiq',
      lastname: 'Islam',
      email: requester(),
      subject: 'Support',
      message: 'How do I give every month?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const waitingIds = async () =>
      (await ok('GET', '/ticket/api/v1/ticket/all/?from_contact_form=true&status_name=open&size=100')).tickets.map(
        (t: { id: number }) => t.id,
      );
    const [ticket] = (await ok('GET', `/ticket/api/v1/ticket/all/?contact_message=${sent.json().id}`)).tickets;
    expect(await waitingIds()).toContain(ticket.id);
    // Staff's own tickets are not contact messages; the form's are.
    const { ticket: staffs } = await openTicket();
    const fromForm = (await ok('GET', '/ticket/api/v1/ticket/all/?from_contact_form=true&size=100')).tickets.map(
      (t: { id: number }) => t.id,
    );
    expect(fromForm).toContain(ticket.id);
    expect(fromForm).not.toContain(staffs.id);
    const notFromForm = (await ok('GET', '/ticket/api/v1/ticket/all/?from_contact_form=false&size=100')).tickets.map(
      (t: { id: number }) => t.id,
    );
    expect(notFromForm).toContain(staffs.id);
    expect(notFromForm).not.toContain(ticket.id);

    // An agent's reply answers it: it no longer waits.
    await ok('POST', '/ticket_detail/api/v1/ticket_detail/create/', {
      ticket: ticket.id,
      message: 'Choose "Every month" on the donate page.',
    });
    expect(await waitingIds()).not.toContain(ticket.id);
    const answered = (await ok('GET', '/ticket/api/v1/ticket/all/?from_contact_form=true&status_name=Answered&size=100')).tickets;
    expect(answered.map((t: { id: number }) => t.id)).toContain(ticket.id);
  });

  it('opens a ticket for a message sent through the contact page of the public site too', async () => {
    const site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
    const email = requester();
    expect(
      await site.sendContactMessage({ name: 'Nasrin', lastname: 'Akter', email, subject: 'Support', message: 'Help' }, '10.9.8.7'),
    ).toEqual({
      ok: true,
    });
    const { tickets } = await ok('GET', `/ticket/api/v1/ticket/search/?q=${encodeURIComponent(email)}`);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ department_name: 'Support', name: 'Nasrin Akter' });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('keeps the form messages for bad input, and stores nothing then', async () => {
    const res = await call('POST', '/contact_message/api/v1/contact_message/create/', { name: '', email: 'x', subject: 'Subject' }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: ['Please enter your name'], email: ['Please enter your email'] });
  });

  it('turns a message stored before tickets existed into a ticket from the back office, once', async () => {
    const [stored] = await app.database.db
      .insert(contactMessages)
      .values({ name: 'Old', lastname: 'Message', email: requester(), subject: 'Selling', message: 'From last year' })
      .returning();
    const ticket = await ok('POST', `/ticket/api/v1/ticket/create_from_contact_message/${stored.id}`);
    expect(ticket).toMatchObject({ contact_message: stored.id, department_name: 'Sales' });
    const again = await call('POST', `/ticket/api/v1/ticket/create_from_contact_message/${stored.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(`ticket #${ticket.id}`);
  });
});

describe("a visitor's message is never lost", () => {
  const send = (subject: string, email: string, name = 'Karim') =>
    call('POST', '/contact_message/api/v1/contact_message/create/', { name, lastname: 'Uddin', email, subject, message: 'Hello' }, {});
  const storedFrom = (email: string) => app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('sends Buying and Selling to Sales and any other subject, one added to the form later too, to Support', () => {
    // The database takes only the form's subjects: the rule is checked for every one of them, and one it does not know yet.
    expect(Object.fromEntries([...contactSubjects, 'Volunteering'].map((subject) => [subject, departmentOfSubject(subject)]))).toEqual({
      Buying: 'Sales',
      Selling: 'Sales',
      Support: 'Support',
      Volunteering: 'Support',
    });
  });

  it('makes the department and the priority again when staff renamed them away, and the department lists too', async () => {
    const rename = (resource: string, id: number, name: string) => ok('PUT', `/${resource}/api/v1/${resource}/update/${id}`, { name });
    await rename('ticket_department', lookups.departments.Sales, 'Shop counter');
    await rename('ticket_department', lookups.departments.Accounts, 'Finance office');
    await rename('ticket_priority', lookups.priorities.Normal, 'Routine');
    try {
      const email = requester();
      const res = await send('Buying', email, 'K'.repeat(80));
      expect(res.statusCode, res.body).toBe(201);
      const [ticket] = (await ok('GET', `/ticket/api/v1/ticket/all/?contact_message=${res.json().id}`)).tickets;
      expect(ticket).toMatchObject({ department_name: 'Sales', priority_name: 'Normal', email });
      expect(ticket.ticket_department).not.toBe(lookups.departments.Sales);
      expect(mailsTo(email)).toHaveLength(1);

      expect((await ok('GET', '/ticket/api/v1/ticket/ticket_of_account_department/')).tickets).toEqual([]);
      const { ticket_departments } = await ok('GET', '/ticket_department/api/v1/ticket_department/without_pagination/all/');
      expect(ticket_departments.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['Sales', 'Accounts']));
      const { ticket_priorities } = await ok('GET', '/ticket_priority/api/v1/ticket_priority/without_pagination/all/');
      expect(ticket_priorities.find((p: { name: string }) => p.name === 'Normal').position).toBe(2);

      // Put back as it was, for the other tests.
      await ok('DELETE', `/ticket/api/v1/ticket/delete/${ticket.id}`, undefined, undefined, 200);
      for (const [resource, name] of [
        ['ticket_department', 'Sales'],
        ['ticket_department', 'Accounts'],
        ['ticket_priority', 'Normal'],
      ]) {
        const plural = resource === 'ticket_department' ? 'ticket_departments' : 'ticket_priorities';
        const rows = (await ok('GET', `/${resource}/api/v1/${resource}/without_pagination/all/`))[plural] as { id: number; name: string }[];
        await ok('DELETE', `/${resource}/api/v1/${resource}/delete/${rows.find((r) => r.name === name)?.id}`, undefined, undefined, 200);
      }
    } finally {
      await rename('ticket_department', lookups.departments.Sales, 'Sales');
      await rename('ticket_department', lookups.departments.Accounts, 'Accounts');
      await rename('ticket_priority', lookups.priorities.Normal, 'Normal');
    }
  });

  it('stores no message whose ticket cannot be written, and mails nothing', async () => {
    const email = requester();
    // A rule only this test's ticket breaks, standing for any failure of the ticket's write.
    await app.database.db.execute(sql.raw(`alter table ticket add constraint ticket_refused_check check (email <> '${email}') not valid`));
    try {
      const res = await send('Support', email);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await storedFrom(email)).toEqual([]);
      expect(mailsTo(email)).toEqual([]);
    } finally {
      await app.database.db.execute(sql.raw('alter table ticket drop constraint ticket_refused_check'));
    }
    expect((await send('Support', email)).statusCode).toBe(201);
    expect(await storedFrom(email)).toHaveLength(1);
  });
});

describe('clients and roles', () => {
  it('a signed-in user without a staff role opens, lists and answers only their own tickets', async () => {
    const client = await createUser(app, { permissions: [] });
    const other = await createUser(app, { permissions: [] });
    const mine = await ok(
      'POST',
      '/ticket/api/v1/ticket/create_from_client/',
      { subject: 'My order', message: 'Where is it?' },
      client.headers,
    );
    expect(mine).toMatchObject({ user: client.id, email: client.email, department_name: 'Support', priority_name: 'Normal' });
    const { tickets } = await ok('GET', '/ticket/api/v1/ticket/ticket_for_client/all/', undefined, client.headers);
    expect(tickets.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    expect((await ok('GET', '/ticket/api/v1/ticket/ticket_for_client/all/', undefined, other.headers)).tickets).toEqual([]);
    await ok('POST', '/ticket_detail/api/v1/ticket_detail/create_from_client/', { ticket: mine.id, message: 'Any news?' }, client.headers);
    const refused = await call(
      'POST',
      '/ticket_detail/api/v1/ticket_detail/create_from_client/',
      { ticket: mine.id, message: 'x' },
      other.headers,
    );
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/ticket/api/v1/ticket/${mine.id}`, undefined, client.headers)).statusCode).toBe(403);
  });

  it('the Accountant sees the Accounts inbox and not Support; the Support agent sees Support', async () => {
    const accountant = await createUser(app, { role: 'Accountant' });
    const agent = await createUser(app, { role: 'Support agent' });
    const { ticket: accounts } = await openTicket({ ticket_department: lookups.departments.Accounts });
    const { ticket: support } = await openTicket();
    expect((await call('GET', `/ticket/api/v1/ticket/${accounts.id}`, undefined, accountant.headers)).statusCode).toBe(200);
    expect((await call('GET', `/ticket/api/v1/ticket/${support.id}`, undefined, accountant.headers)).statusCode).toBe(404);
    const accountantSupport = await ok('GET', '/ticket/api/v1/ticket/ticket_of_support_department/', undefined, accountant.headers);
    expect(accountantSupport.tickets).toEqual([]);
    expect((await call('GET', `/ticket/api/v1/ticket/${support.id}`, undefined, agent.headers)).statusCode).toBe(200);
    const reply = await call(
      'POST',
      '/ticket_detail/api/v1/ticket_detail/create/',
      { ticket: support.id, message: 'x' },
      accountant.headers,
    );
    expect(reply.statusCode).toBe(404);
    const summary = await ok('GET', '/dashboard/api/v1/support_summary/', undefined, accountant.headers);
    expect(summary.open_by_department.map((d: { name: string }) => d.name)).toEqual(['Accounts']);
  });
});

describe('department staff by their seeded roles', () => {
  const ids = (page: { tickets: { id: number; department_name: string }[] }) => page.tickets.map((t) => t.id);
  const departmentsIn = (page: { tickets: { department_name: string }[] }) => [...new Set(page.tickets.map((t) => t.department_name))];

  it("Sales staff read and answer the Sales department's tickets, and a Support ticket is a 404 to them", async () => {
    const sales = await createUser(app, { role: 'Sales' });
    const { ticket: order } = await openTicket({ ticket_department: lookups.departments.Sales, subject: 'Twenty calendars' });
    const { ticket: support } = await openTicket({ subject: 'My login' });
    expect((await ok('GET', `/ticket/api/v1/ticket/${order.id}`, undefined, sales.headers)).department_name).toBe('Sales');
    const inbox = await ok('GET', '/ticket/api/v1/ticket/ticket_of_sales_department/?size=100', undefined, sales.headers);
    expect(ids(inbox)).toContain(order.id);
    const everything = await ok('GET', '/ticket/api/v1/ticket/all/?size=100', undefined, sales.headers);
    expect(departmentsIn(everything)).toEqual(['Sales']);
    await ok('POST', '/ticket_detail/api/v1/ticket_detail/create/', { ticket: order.id, message: 'They are on their way.' }, sales.headers);

    const refused = await call('GET', `/ticket/api/v1/ticket/${support.id}`, undefined, sales.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: `Ticket id - ${support.id} does not exist` });
    expect(
      (await call('GET', `/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${support.id}`, undefined, sales.headers)).statusCode,
    ).toBe(404);
    expect((await ok('GET', '/ticket/api/v1/ticket/ticket_of_support_department/', undefined, sales.headers)).tickets).toEqual([]);
    const summary = await ok('GET', '/dashboard/api/v1/support_summary/', undefined, sales.headers);
    expect(summary.open_by_department.map((d: { name: string }) => d.name)).toEqual(['Sales']);
  });

  it("Accounts staff read the Accounts department's tickets and no other department's", async () => {
    const accountant = await createUser(app, { role: 'Accountant' });
    const { ticket: invoice } = await openTicket({ ticket_department: lookups.departments.Accounts, subject: 'A receipt for my tax' });
    const { ticket: order } = await openTicket({ ticket_department: lookups.departments.Sales, subject: 'A bulk order' });
    const inbox = await ok('GET', '/ticket/api/v1/ticket/ticket_of_account_department/?size=100', undefined, accountant.headers);
    expect(ids(inbox)).toContain(invoice.id);
    const everything = await ok('GET', '/ticket/api/v1/ticket/all/?size=100', undefined, accountant.headers);
    expect(departmentsIn(everything)).toEqual(['Accounts']);
    expect((await call('GET', `/ticket/api/v1/ticket/${order.id}`, undefined, accountant.headers)).statusCode).toBe(404);
    expect((await ok('GET', '/ticket/api/v1/ticket/ticket_of_sales_department/', undefined, accountant.headers)).tickets).toEqual([]);
  });
});

describe('the colleagues a ticket can be assigned to', () => {
  it('lists, to an agent without user.read, the active staff who may work tickets, by id and name only', async () => {
    const agent = await createUser(app, { role: 'Support agent' });
    const colleague = await createUser(app, { role: 'Support agent' });
    const sales = await createUser(app, { role: 'Sales' });
    const editor = await createUser(app, { role: 'Content editor' });
    const gone = await createUser(app, { role: 'Support agent', active: false });
    const { users } = await ok('GET', '/ticket/api/v1/ticket/agents/', undefined, agent.headers);
    const ids = users.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([agent.id, colleague.id, sales.id]));
    expect(ids).not.toContain(editor.id);
    expect(ids).not.toContain(gone.id);
    expect(users.find((u: { id: number }) => u.id === colleague.id)).toEqual({ id: colleague.id, name: expect.stringMatching(/^Test /) });
    expect((await call('GET', '/user/api/v1/user/all/', undefined, agent.headers)).statusCode).toBe(403);

    // The agent gives a ticket to the colleague, and the list of tickets filters by that assignee.
    const { ticket } = await openTicket({ subject: 'For a colleague' });
    await ok('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { assignee: colleague.id }, agent.headers);
    const { tickets } = await ok('GET', `/ticket/api/v1/ticket/all/?assignee=${colleague.id}`, undefined, agent.headers);
    expect(tickets.map((t: { id: number }) => t.id)).toEqual([ticket.id]);
  });
});

describe('staff messages and the dashboard', () => {
  it('lists senders with their unread counts, and reading a conversation marks it read', async () => {
    const reader = await createUser(app, { permissions: ['message.read', 'message.create'] });
    const writer = await createUser(app, { permissions: ['message.read', 'message.create'] });
    for (const message of ['Hello', 'Are you there?'])
      await ok('POST', '/message/api/v1/message/create/', { receiver: reader.id, message }, writer.headers);
    const url = `/message/api/v1/message/get_all_senders_with_unseen_message_count_by_receiver_id/${reader.id}`;
    expect((await ok('GET', url, undefined, reader.headers)).users).toEqual([
      expect.objectContaining({ id: writer.id, unseen_message_count: 2 }),
    ]);
    const { messages } = await ok('GET', `/message/api/v1/message/get_all_by_sender_id/${writer.id}`, undefined, reader.headers);
    expect(messages.map((m: { message: string; sender: number }) => [m.message, m.sender])).toEqual([
      ['Hello', writer.id],
      ['Are you there?', writer.id],
    ]);
    expect((await ok('GET', url, undefined, reader.headers)).users[0].unseen_message_count).toBe(0);
    // Nobody reads another's inbox.
    expect((await ok('GET', url, undefined, writer.headers)).users).toEqual([]);
  });

  it('counts open tickets per department; closing one takes it off', async () => {
    const openIn = async () =>
      (await ok('GET', '/dashboard/api/v1/support_summary/')).open_by_department.find((d: { name: string }) => d.name === 'Support').open;
    const before = await openIn();
    const { ticket } = await openTicket();
    expect(await openIn()).toBe(before + 1);
    await ok('PUT', `/ticket/api/v1/ticket/update/${ticket.id}`, { ticket_status: lookups.statuses.Closed });
    expect(await openIn()).toBe(before);
  });

  it("takes the median time to a first answer over the caller's departments and the last 30 days only", async () => {
    const programmes = await createUser(app, { permissions: ['ticket.read', 'ticket_inbox.programmes'] });
    const summary = () => ok('GET', '/dashboard/api/v1/support_summary/', undefined, programmes.headers);
    expect((await summary()).median_first_answer_hours).toBeNull();
    /** A ticket opened `daysAgo`, first answered `hours` later (or not yet). */
    const answered = async (department: string, daysAgo: number, hours: number | null) => {
      const { ticket } = await openTicket({ ticket_department: lookups.departments[department] });
      const opened = sql`now() - make_interval(days => ${daysAgo})`;
      await app.database.db
        .update(tickets)
        .set({
          createdAt: opened as never,
          firstAnsweredAt: (hours === null ? null : sql`${opened} + make_interval(mins => ${hours * 60})`) as never,
        })
        .where(eq(tickets.id, ticket.id));
    };
    await answered('Programmes', 2, 1);
    await answered('Programmes', 3, 2);
    await answered('Programmes', 5, 6.5);
    await answered('Programmes', 1, null);
    // Answered 40 days ago, and another department's: neither counts.
    await answered('Programmes', 40, 0.5);
    await answered('Support', 2, 0.25);
    expect((await summary()).median_first_answer_hours).toBe(2);
    await answered('Programmes', 4, 3);
    expect((await summary()).median_first_answer_hours).toBe(2.5);
  });
});
