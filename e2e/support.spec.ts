import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { minimalPdf } from './support/files.ts';
import { usePrivateServer } from './support/private-server.ts';
import { open, signIn } from './support/site.ts';

// A server of its own: its mail outbox is a folder the test can read, and its inboxes hold this test's tickets.
const server = usePrivateServer();
// In order, in one worker: one server for the file (spread over the workers, each started one of its own).
test.describe.configure({ mode: 'default' });

/** The administrator's API headers. Signing in again on the same request context would send its cookie: refused as cross-site. */
const adminHeaders = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await signIn(request)}` });

/** A new staff member with the seeded Support agent role, made through the API by the administrator. */
async function supportAgent(
  request: APIRequestContext,
  headers: Record<string, string>,
  tag: string,
  name = { first_name: 'Shirin', last_name: 'Sultana' },
) {
  const roles = await request.get('/role/api/v1/role/without_pagination/all/', { headers });
  const role = ((await roles.json()) as { roles: { id: number; name: string }[] }).roles.find((r) => r.name === 'Support agent');
  expect(role, 'the seeded Support agent role').toBeDefined();
  const login = `${name.first_name.toLowerCase()}-${tag}`;
  const agent = { ...name, email: `agent-${login}@example.org`, password: `${login}-agent-password` };
  const created = await request.post('/user/api/v1/user/create/', { headers, data: { ...agent, role: role?.id } });
  expect(created.status(), await created.text()).toBe(201);
  return { ...agent, id: ((await created.json()) as { id: number }).id };
}

/** Signs a member of staff in to the back office through its sign-in page. */
async function signInAs(page: Page, person: { first_name: string; last_name: string; email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.first_name} ${person.last_name}` })).toBeVisible();
}

/** The mails in the server's outbox to one address, oldest first. */
async function mailsTo(email: string) {
  const outbox = join(server.dataDir(), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}`));
}
const linkIn = (mail: string) => /\/support\/([A-Za-z0-9_-]{40,60})/.exec(mail)?.[1];

/** Serious and critical findings of axe once the screen has come to rest: nothing loading, nothing fading. */
async function violationsAtRest(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await settled(page);
  return seriousViolations(page);
}

test('a Support message from the contact page is answered from the Support inbox; the requester reads the reply, not the note, and answers', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const email = `visitor-${tag}@example.org`;
  const question = `I gave 500 taka on 5 March and have no receipt yet (${tag}).`;
  const subject = `Support: Rina ${tag}`;
  const agent = await supportAgent(request, await adminHeaders(request), tag);

  // A visitor writes through the contact page, in a browser of their own. The thanks go away after a few
  // seconds: that page's clock stands still.
  const visitorBrowser = await browser.newContext({ baseURL });
  const visitor = await visitorBrowser.newPage();
  await visitor.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await visitor.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(visitor, '/contact');
  const form = visitor.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Rina');
  await form.getByLabel('Last name').fill(tag);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('Support');
  await form.getByLabel('Message').fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you! Your message has been sent.');
  await visitorBrowser.close();
  // The requester is told the ticket was received, with their private link.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const token = linkIn((await mailsTo(email))[0]);
  expect(token, 'the private link in the first mail').toBeDefined();

  // The agent finds it in the Support inbox, by its requester's email and by the text of the message.
  await signInAs(page, agent);
  await expect(page.getByRole('region', { name: 'Support' }).getByText('Open tickets in Support')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Support', exact: true }).click();
  const support = page.getByRole('group', { name: 'Support' });
  await support.getByRole('menuitem', { name: 'Support inbox 1 unread' }).click();
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(email);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await search.fill('');
  await page.getByRole('textbox', { name: 'Text of the messages' }).fill(`no receipt yet (${tag})`);
  // The filter applies once typing pauses, and the address says so.
  await expect(page).toHaveURL(/message/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('cell', { name: '1 unread' })).toBeVisible();
  expect(await violationsAtRest(page), 'the inbox').toEqual([]);

  // The thread: the visitor's message; opening it marks it read.
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('article', { name: `Rina ${tag} (requester)` })).toContainText(question);
  await expect(support.getByRole('menuitem', { name: 'Support inbox', exact: true })).toBeVisible();

  // An internal note, visibly marked, then a reply with a PDF attached.
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Message' }).fill('Checked with accounts: the gift is in the bank statement.');
  await reply.getByRole('checkbox', { name: /^Internal note/ }).check();
  await reply.getByRole('button', { name: 'Add internal note' }).click();
  const note = page.getByRole('article', { name: 'Internal note: Shirin Sultana' });
  await expect(note).toContainText('Checked with accounts');
  await expect(note).toContainText('Internal: the requester never sees this');

  await reply.getByRole('textbox', { name: 'Message' }).fill('Here is your receipt, with our thanks.');
  await reply
    .getByLabel('Attach a picture or PDF')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(reply.getByText('Attached: receipt.pdf')).toBeVisible();
  await reply.getByRole('button', { name: 'Send reply' }).click();
  const answer = page.getByRole('article', { name: 'Shirin Sultana', exact: true });
  await expect(answer).toContainText('Here is your receipt, with our thanks.');
  const attachment = answer.getByRole('link', { name: /^Attachment: .+\.pdf$/ });
  await expect(attachment).toBeVisible();
  // An agent's reply answers an Open ticket.
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Answered');
  expect(await violationsAtRest(page), 'the thread').toEqual([]);

  // The outbox holds the reply's mail, with the same private link and without the note.
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  const replyMail = (await mailsTo(email))[1];
  expect(replyMail).toContain('Here is your receipt, with our thanks.');
  expect(replyMail).not.toContain('Checked with accounts');
  expect(linkIn(replyMail)).toBe(token);

  // The requester opens the link, in a browser of their own: the reply and its PDF, never the note; and answers.
  const requesterBrowser = await browser.newContext({ baseURL });
  const requester = await requesterBrowser.newPage();
  await open(requester, `/support/${token}`);
  await expect(requester.getByRole('heading', { level: 1, name: 'Your support ticket' })).toBeVisible();
  await expect(requester.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  const messages = requester.getByRole('region', { name: 'Messages' });
  await expect(messages.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  const answered = messages.getByRole('listitem').filter({ hasText: 'Here is your receipt, with our thanks.' });
  const pdfLink = answered.getByRole('link', { name: 'Attached PDF document' });
  await expect(pdfLink).toBeVisible();
  await expect(requester.getByText('Checked with accounts')).toHaveCount(0);
  // The same file the agent attached, served as a PDF.
  expect(await pdfLink.getAttribute('href')).toBe(await attachment.getAttribute('href'));
  const pdf = await request.get(String(await pdfLink.getAttribute('href')));
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await requester.getByLabel('Your message').fill('Thank you, it came through. Can it say my full name?');
  await requester.getByRole('button', { name: 'Send reply' }).click();
  await expect(requester.getByRole('status').filter({ hasText: 'Your reply has been added to the ticket.' })).toBeVisible();
  await requesterBrowser.close();

  // The agent, back on the dashboard, sees the unread count; the inbox shows the reply; reading the thread clears it.
  await page.goto('/admin/');
  // The demo's other inboxes have unread messages of their own: the Support department's card is the one read.
  await expect(page.getByRole('region', { name: 'Support' }).getByRole('link', { name: /Open tickets in Support/ })).toContainText(
    '1 unread',
  );
  await page.getByRole('menuitem', { name: 'Support', exact: true }).click();
  await expect(support.getByRole('menuitem', { name: 'Support inbox 1 unread' })).toBeVisible();
  await support.getByRole('menuitem', { name: 'Support inbox 1 unread' }).click();
  await expect(page.getByRole('row', { name: new RegExp(subject) }).getByRole('cell', { name: '1 unread' })).toBeVisible();
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('article', { name: `Rina ${tag} (requester)` }).last()).toContainText('Can it say my full name?');
  await expect(support.getByRole('menuitem', { name: 'Support inbox', exact: true })).toBeVisible();
  // The requester's reply re-opened the ticket; a closed ticket can only be re-opened, in the API's words.
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Closed' });
  await expect(page.getByText('Ticket updated')).toBeVisible();
  await status.selectOption({ label: 'Answered' });
  await expect(page.getByRole('alert').filter({ hasText: 'A ticket that is Closed cannot become Answered.' })).toBeVisible();
  await expect(status.locator('option:checked')).toHaveText('Closed');
});

test('staff open a ticket for a request that came by phone: its thread starts with their message, status Open', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await signInToAdminAt(page, '/admin/ticket');
  await page.getByRole('link', { name: 'Open a ticket' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/create$/);
  await expect(page.getByRole('textbox', { name: /^First message/ })).toBeVisible();
  expect(await violationsAtRest(page), 'the form that opens a ticket').toEqual([]);
  await page.getByRole('textbox', { name: /^Subject/ }).fill(`Phone call ${tag}`);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Rahima Begum');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`caller-${tag}@example.org`);
  for (const [picker, option] of [
    ['Ticket department', 'Programmes'],
    ['Ticket priority', 'High'],
  ]) {
    await page.getByRole('combobox', { name: picker }).fill(option);
    await page.getByRole('option', { name: option }).click();
  }
  await page.getByRole('textbox', { name: /^First message/ }).fill(`Asked when the sewing class starts (${tag}).`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Phone call ${tag}` })).toBeVisible();
  await expect(page.getByText(`Asked when the sewing class starts (${tag}).`)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Ticket #\d+$/ })).toContainText('Programmes');
  await expect(page.getByRole('region', { name: /^Ticket #\d+$/ })).toContainText('Open');
});

test('an agent gives a ticket to a colleague and finds it in the inbox by that assignee; My tickets holds their own', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const headers = await adminHeaders(request);
  const agent = await supportAgent(request, headers, tag);
  await supportAgent(request, headers, tag, { first_name: 'Tania', last_name: `Akter ${tag}` });
  const colleagueName = `Tania Akter ${tag}`;

  // Two requests by phone, opened by the administrator through the API: one for nobody yet, one for the agent.
  const idOf = async (resource: string, plural: string, name: string) => {
    const answer = await request.get(`/${resource}/api/v1/${resource}/without_pagination/all/`, { headers });
    return ((await answer.json()) as Record<string, { id: number; name: string }[]>)[plural].find((r) => r.name === name)?.id;
  };
  const lookups = {
    ticket_department: await idOf('ticket_department', 'ticket_departments', 'Support'),
    ticket_priority: await idOf('ticket_priority', 'ticket_priorities', 'Normal'),
  };
  const openTicket = async (subject: string, assignee?: number) => {
    const created = await request.post('/ticket/api/v1/ticket/create/', {
      headers,
      data: {
        ...lookups,
        subject,
        assignee,
        message: `Asked by phone (${tag}).`,
        name: 'Anwar Hossain',
        email: `anwar-${tag}@example.org`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const pump = `The village water pump ${tag}`;
  const sewing = `The sewing class ${tag}`;
  const pumpId = await openTicket(pump);
  await openTicket(sewing, agent.id);

  // The agent, whose role cannot read users, gives the first ticket to a colleague.
  await signInAs(page, agent);
  await page.goto(`/admin/ticket/${pumpId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: pump })).toBeVisible();
  const assignee = page.getByRole('combobox', { name: 'Assignee' });
  await expect(assignee.getByRole('option', { name: colleagueName })).toHaveCount(1);
  await assignee.selectOption({ label: colleagueName });
  await expect(page.getByText('Ticket updated')).toBeVisible();
  await expect(assignee.locator('option:checked')).toHaveText(colleagueName);

  // The Support inbox, filtered by that colleague, lists that ticket and not the agent's own.
  const support = page.getByRole('group', { name: 'Support' });
  await support.getByRole('menuitem', { name: /^Support inbox/ }).click();
  await expect(page.getByRole('link', { name: sewing })).toBeVisible();
  await page.getByRole('combobox', { name: 'Assignee' }).fill(colleagueName);
  await page.getByRole('option', { name: colleagueName }).click();
  await expect(page).toHaveURL(/assignee/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(pump) })).toContainText(colleagueName);
  await expect(page.getByRole('link', { name: sewing })).toHaveCount(0);

  // My tickets: the one given to the agent, and nobody else's.
  await support.getByRole('menuitem', { name: 'My tickets' }).click();
  await expect(page.getByRole('link', { name: sewing })).toBeVisible();
  await expect(page.getByRole('link', { name: pump })).toHaveCount(0);
  expect(await violationsAtRest(page), 'My tickets').toEqual([]);
});
