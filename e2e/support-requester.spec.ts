import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { minimalPdf } from './support/files.ts';
import { usePrivateServer } from './support/private-server.ts';
import { adminTokens, open } from './support/site.ts';

// The requester's private page of a ticket, `/support/<token>`, reached from the mail its ticket sends.
// On a server of its own: the tests read its mail outbox, and every read of the page counts against the
// address's limit, which the other tests' address shares on the shared server.
const server = usePrivateServer();
// In order, in one worker: one server for the file (spread over the workers, each started one of its own).
test.describe.configure({ mode: 'default' });

/** The mail the outbox holds for this address (the newest), once it is written. */
async function mailTo(email: string) {
  const outbox = join(server.dataDir(), 'outbox');
  const read = async () => {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${email}.eml`)).sort();
    return names.length ? readFile(join(outbox, names[names.length - 1]), 'utf8') : '';
  };
  await expect.poll(read, { message: `a mail to ${email}` }).toContain('/support/');
  return read();
}

/** The private link's path and the ticket's number, as a mail gives them. */
function linkIn(mail: string) {
  const path = /\/support\/[A-Za-z0-9_-]{40,60}/.exec(mail)?.[0] as string;
  const ticket = Number(/Ticket #(\d+)/.exec(mail)?.[1]);
  return { path, ticket };
}

/** The administrator's bearer token on this file's server (a worker may start it again: a new server). */
const adminToken = adminTokens();
const staffToken = (request: APIRequestContext) => adminToken(request, server.url());

async function lookupId(request: APIRequestContext, token: string, resource: string, plural: string, name: string) {
  const response = await request.get(`/${resource}/api/v1/${resource}/all/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const row = ((await response.json())[plural] as { id: number; name: string }[]).find((r) => r.name === name);
  expect(row, `${resource} ${name}`).toBeDefined();
  return (row as { id: number }).id;
}

/** A ticket opened by staff through the API, and the link mailed to its requester. */
async function openTicket(request: APIRequestContext, subject: string) {
  const token = await staffToken(request);
  const email = `requester-${uniqueTag()}@example.org`;
  const response = await request.post('/ticket/api/v1/ticket/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      subject,
      ticket_department: await lookupId(request, token, 'ticket_department', 'ticket_departments', 'Support'),
      ticket_priority: await lookupId(request, token, 'ticket_priority', 'ticket_priorities', 'Normal'),
      message: 'I have not received the receipt of my donation.',
      name: 'Rahima Khatun',
      email,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return linkIn(await mailTo(email));
}

/** An agent's entry in a thread, as the administrator: a reply (mailed) or an internal note. */
async function agentEntry(request: APIRequestContext, ticket: number, message: string, internal: boolean) {
  const token = await staffToken(request);
  const response = await request.post('/ticket_detail/api/v1/ticket_detail/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ticket, message, internal },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const thread = (page: Page) => page.getByRole('region', { name: 'Messages' });
const entry = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text });

test('a visitor who wrote to Support follows the ticket from the mailed link, sees the answer but not the note, and replies with a PDF', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const email = `visitor-${tag}@example.org`;
  await open(page, '/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill('Nasrin');
  await main.getByLabel('Last name', { exact: true }).fill(`Akter ${tag}`);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Subject', { exact: true }).selectOption('Support');
  await main.getByLabel('Message').fill('My monthly donation was taken twice this month.');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();

  const mail = await mailTo(email);
  expect(mail).toContain('received');
  const { path, ticket } = linkIn(mail);
  expect(path).toBeDefined();

  const first = await page.goto(path);
  expect(first?.status()).toBe(200);
  expect(first?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your support ticket' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Support: Nasrin Akter ${tag}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const facts = page.locator('.support-facts');
  await expect(facts).toContainText('StatusOpen');
  await expect(facts).toContainText('DepartmentSupport');
  await expect(entry(page, 'My monthly donation was taken twice this month.')).toContainText('You');

  // The agent writes a note for staff and an answer for the requester (through the API, as the back office does).
  await agentEntry(request, ticket, `Staff only ${tag}: check the bank's statement first.`, true);
  await agentEntry(request, ticket, 'We are sorry: the second payment will be refunded within a week.', false);
  await page.reload();
  await expect(entry(page, 'the second payment will be refunded')).toContainText('Our team');
  await expect(page.getByText(`Staff only ${tag}`)).toHaveCount(0);
  await expect(facts).toContainText('StatusAnswered');

  // The requester replies with a PDF; the page shows it with its attachment, and the ticket is open again.
  await open(page, path);
  await page.getByLabel('Your message').fill('Thank you. Here is my bank statement.');
  await page.getByLabel('Attach a picture or a PDF (optional)').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(),
  });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reply has been added to the ticket.' })).toBeVisible();
  const reply = entry(page, 'Here is my bank statement.');
  await expect(reply).toContainText('You');
  await expect(facts).toContainText('StatusOpen');
  await expect(page.getByLabel('Your message')).toHaveValue('');
  const attachment = reply.getByRole('link', { name: 'Attached PDF document' });
  const file = await request.get((await attachment.getAttribute('href')) as string);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The agent finds the reply and its file in the thread.
  const token = await staffToken(request);
  const staffThread = await request.get(`/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/${ticket}?size=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const entries = (await staffThread.json()).ticket_details as { message: string; from_requester: boolean; file: string | null }[];
  expect(entries.at(-1)).toMatchObject({ message: 'Thank you. Here is my bank statement.', from_requester: true });
  expect(entries.at(-1)?.file).toMatch(/\.pdf$/);

  // Private pages are never listed for crawlers.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/support/');
});

test('the page is never served from a cache: an answer given after a visit shows at the next load', async ({ request }) => {
  const { path, ticket } = await openTicket(request, 'A question about my receipt');
  // The same page by its address in capitals (paths match whatever their case) is not kept either.
  const paths = [path, path.replace('/support/', '/SUPPORT/')];
  for (const address of paths) {
    const before = await request.get(address);
    expect(before.status()).toBe(200);
    expect(before.headers()['cache-control']).toBe('no-store');
  }
  const answer = `Your receipt was sent again ${uniqueTag()}.`;
  await agentEntry(request, ticket, answer, false);
  for (const address of paths) expect(await (await request.get(address)).text()).toContain(answer);
});

test('a wrong or malformed link is the ordinary 404 page, which tells nothing about tickets', async ({ page, request }) => {
  const { path } = await openTicket(request, 'A ticket whose link is changed');
  for (const wrong of [`${path.slice(0, -3)}abc`, '/support/not-a-ticket']) {
    const response = await page.goto(wrong);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/ticket/i);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test('a requester using assistive technology at 375 px meets no serious problem, nothing overflows, and the form works from the keyboard', async ({
  page,
  request,
}) => {
  const { path, ticket } = await openTicket(request, 'A ticket with a very long subject to see how the page wraps it on a phone');
  await agentEntry(
    request,
    ticket,
    'An answer with a long word: https://example.org/a/very/long/address/that/must/wrap/on/small/screens',
    false,
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, path);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // From the message, Tab reaches the file and the button; Enter sends, and the missing message is told.
  const message = page.getByLabel('Your message');
  await message.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Attach a picture or a PDF (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription('Please write your message');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a requester who chose Bengali reads the page in Bengali', async ({ page, request, context, baseURL }) => {
  const { path } = await openTicket(request, 'দানের রসিদ');
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার সহায়তা টিকিট' })).toBeVisible();
  await expect(page.locator('.support-facts')).toContainText('অবস্থাখোলা');
  await expect(page.getByLabel('আপনার বার্তা')).toBeVisible();
  await expect(page.getByRole('button', { name: 'উত্তর পাঠান' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a requester replies with a file by a plain form post and sees the reply', async ({ page, request }) => {
    const { path } = await openTicket(request, 'Replying without scripts');
    await page.goto(path);
    await page.getByLabel('Your message').fill('Sent from a browser without scripts.');
    await page.getByLabel('Attach a picture or a PDF (optional)').setInputFiles({
      name: 'slip.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Thank you! Your reply has been added to the ticket.')).toBeVisible();
    await expect(entry(page, 'Sent from a browser without scripts.').getByRole('link', { name: 'Attached PDF document' })).toBeVisible();
    // A file that is not a picture or a PDF is refused, and the message stays as written.
    await page.getByLabel('Your message').fill('And this file.');
    await page.getByLabel('Attach a picture or a PDF (optional)').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByLabel('Attach a picture or a PDF (optional)')).toHaveAccessibleDescription(
      /The file must be a JPEG, PNG, WebP or GIF picture or a PDF document\./,
    );
    await expect(page.getByLabel('Your message')).toHaveValue('And this file.');
  });
});
