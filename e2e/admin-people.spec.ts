import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';
import { admin, authed, open, signIn } from './support/site.ts';

/** Values no other test (or earlier attempt) uses: the shared server keeps every user and role made here. */
function unique() {
  const info = test.info();
  return `${Date.now().toString(36)}${info.workerIndex}${info.retry}${Math.random().toString(36).slice(2, 6)}`;
}

/** A phone number of the form the API accepts, different for each call. */
function uniquePhone() {
  return `+8801${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

async function signInToAdmin(page: Page, email = admin.email, password = admin.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface User {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  username: string | null;
  primary_phone: string | null;
  role: number | null;
}

/** A staff member made through the API as the administrator. */
async function createUser(request: APIRequestContext, token: string, person: Record<string, unknown>) {
  const created = await request.post('/user/api/v1/user/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: 'a-long-enough-password', ...person },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as User;
}

/** The Users screen's choice of accounts: staff (as it opens), or the donors', members' and customers'. */
async function showAccounts(page: Page, choice: string) {
  await page.getByRole('combobox', { name: 'Accounts' }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText(choice);
}

async function usersWith(request: APIRequestContext, token: string, query: Record<string, string>) {
  const search = new URLSearchParams({ ...query, size: '100' });
  return (await authed<{ users: User[] }>(request, `/user/api/v1/user/search/?${search}`, token)).users;
}

interface Permission {
  id: number;
  name: string;
}

async function permissions(request: APIRequestContext, token: string) {
  return (await authed<{ permissions: Permission[] }>(request, '/permission/api/v1/permission/without_pagination/all/', token)).permissions;
}

/** The names of the permissions a role holds, as the API has them. */
async function permissionsOfRole(request: APIRequestContext, token: string, roleId: number) {
  const role = await authed<{ permissions: number[] }>(request, `/role/api/v1/role/${roleId}/`, token);
  const all = await permissions(request, token);
  return role.permissions.map((id) => all.find((p) => p.id === id)?.name ?? `unknown permission ${id}`).sort();
}

async function roleNamed(request: APIRequestContext, token: string, name: string) {
  const found = await authed<{ roles: { id: number; name: string }[] }>(
    request,
    `/role/api/v1/role/search/?${new URLSearchParams({ name, size: '100' })}`,
    token,
  );
  const role = found.roles.find((r) => r.name === name);
  expect(role, `the role ${name}`).toBeDefined();
  return role as { id: number; name: string };
}

interface MenuEntry {
  id: number;
  menu_id: string;
  title: string;
  type: string;
  children: MenuEntry[];
}

const menuItems = (nodes: MenuEntry[]): MenuEntry[] =>
  nodes.flatMap((node) => (node.type === 'item' ? [node, ...menuItems(node.children)] : menuItems(node.children)));

test('while adding a user, an email, username and phone another user already has are flagged before saving, and the form will not save them', async ({
  page,
  request,
}) => {
  const token = await signIn(request);
  const tag = unique();
  const existing = await createUser(request, token, {
    first_name: 'Nusrat',
    email: `nusrat-${tag}@example.org`,
    username: `nusrat_${tag}`,
    primary_phone: uniquePhone(),
  });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/create$/);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const email = page.getByRole('textbox', { name: 'Email' });
  const username = page.getByRole('textbox', { name: 'Username' });
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await firstName.fill('Farhana');
  // Addresses and names are compared whatever their case, as at sign-in.
  await email.fill(existing.email.toUpperCase());
  await username.fill(existing.username as string);
  await phone.fill(existing.primary_phone as string);
  // Leaving a field checks it.
  await page.getByRole('textbox', { name: 'Password' }).fill('farhana-strong-password');
  for (const field of [email, username, phone]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Already used by another user.');
  }
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The form is not valid. Please check for errors')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/user\/create$/);
  await expect(email).toHaveAccessibleDescription('Already used by another user.');
  // Nothing was sent: the address still belongs to one user only.
  expect((await usersWith(request, token, { email: existing.email })).map((u) => u.id)).toEqual([existing.id]);

  // Free values: the messages go as each field is left, and the user is made.
  const free = { email: `farhana-${tag}@example.org`, username: `farhana_${tag}`, phone: uniquePhone() };
  await email.fill(free.email);
  await username.fill(free.username);
  await phone.fill(free.phone);
  await firstName.focus();
  for (const field of [email, username, phone]) {
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(field).toHaveAccessibleDescription('');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  // Back on the list, which may bring back its remembered search in the address.
  await expect(page).toHaveURL(/\/admin\/user(\?|$)/);
  // The list opens on staff; an account made without a role is listed with the donors', members' and customers'.
  await expect(page.getByRole('combobox', { name: 'Accounts' })).toHaveText('Staff');
  await showAccounts(page, 'Donors, members and customers');
  // The new row, active as the form proposed, found by its address (donors' accounts fill more than a page).
  await page.getByRole('textbox', { name: 'Search' }).fill(free.email);
  await expect(page.getByRole('row', { name: new RegExp(free.email) }).getByRole('img', { name: 'Yes' })).toBeVisible();
  const made = await usersWith(request, token, { email: free.email });
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ first_name: 'Farhana', email: free.email, username: free.username, primary_phone: free.phone });
});

test('editing a user, their own email is not reported as taken, another user’s is, and the change is saved', async ({ page, request }) => {
  const token = await signIn(request);
  const tag = unique();
  const other = await createUser(request, token, { first_name: 'Karim', email: `karim-${tag}@example.org` });
  const person = await createUser(request, token, { first_name: 'Salma', last_name: 'Begum', email: `salma-${tag}@example.org` });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  // Made without a role: not staff, so listed with the donors', members' and customers' accounts.
  await showAccounts(page, 'Donors, members and customers');
  await page.getByPlaceholder('Search').fill(person.email);
  // The search applies after a short pause; clicking before it would be undone by the list's own navigation.
  await expect(page).toHaveURL(/filter=/);
  // The address in the row is a mail link; the name opens the form.
  await page
    .getByRole('row', { name: new RegExp(person.email) })
    .getByRole('cell', { name: 'Salma', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${person.id}$`));

  const email = page.getByRole('textbox', { name: 'Email' });
  const lastName = page.getByRole('textbox', { name: 'Last name' });
  await expect(email).toHaveValue(person.email);
  await email.fill(other.email);
  await lastName.focus();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Already used by another user.');

  // Back to the user's own address: it is theirs, so it is not "taken".
  await email.fill(person.email);
  await lastName.focus();
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(email).toHaveAccessibleDescription('');
  await lastName.fill('Akter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  // Back on the list, which may bring back its remembered search in the address.
  await expect(page).toHaveURL(/\/admin\/user(\?|$)/);

  const saved = await authed<User>(request, `/user/api/v1/user/${person.id}/`, token);
  expect(saved).toMatchObject({ email: person.email, last_name: 'Akter' });
});

test('an administrator makes a role by ticking permissions in the grid, and the role holds exactly those, also after a change', async ({
  page,
  request,
}) => {
  // The grid holds every permission of every area, the shop's included: a minute of room on a busy machine.
  test.setTimeout(60_000);
  const token = await signIn(request);
  const name = `Volunteer coordinator ${unique()}`;
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Roles', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Answers visitors and posts notices.');
  const grid = page.getByRole('table', { name: 'Permissions' });
  const ticked = ['notice.read', 'notice.create', 'contact_message.read', 'contact_message.update'];
  for (const permission of ticked) {
    await grid.getByRole('checkbox', { name: permission, exact: true }).check();
  }
  await expect(grid.getByRole('checkbox', { checked: true })).toHaveCount(ticked.length);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element created')).toBeVisible();

  const role = await roleNamed(request, token, name);
  expect(await permissionsOfRole(request, token, role.id)).toEqual([...ticked].sort());
  // The new role opens for editing, and reopened later it shows the same boxes ticked.
  await expect(page).toHaveURL(new RegExp(`/admin/role/${role.id}$`));
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  for (const permission of ticked) await expect(grid.getByRole('checkbox', { name: permission, exact: true })).toBeChecked();
  await expect(grid.getByRole('checkbox', { checked: true })).toHaveCount(ticked.length);

  // One box off, another on: the role follows.
  await grid.getByRole('checkbox', { name: 'notice.create', exact: true }).uncheck();
  await grid
    .getByRole('row', { name: /^Employees/ })
    .getByRole('checkbox', { name: 'employee.read', exact: true })
    .check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect
    .poll(() => permissionsOfRole(request, token, role.id))
    .toEqual(['contact_message.read', 'contact_message.update', 'employee.read', 'notice.read']);
  await page.reload();
  await expect(grid.getByRole('checkbox', { name: 'employee.read', exact: true })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'notice.create', exact: true })).not.toBeChecked();
  await expect(grid.getByRole('checkbox', { checked: true })).toHaveCount(4);
});

test('the menu entries chosen for a role are exactly the menu a staff member with that role sees after signing in', async ({
  page,
  request,
  browser,
}) => {
  // Two people sign in, one after the other: room for a busy machine.
  test.setTimeout(60_000);
  const token = await signIn(request);
  const headers = { Authorization: `Bearer ${token}` };
  const tag = unique();
  const all = await permissions(request, token);
  const granted = ['notice.read', 'homepage_slider.read'].map((n) => all.find((p) => p.name === n)?.id);
  const made = await request.post('/role/api/v1/role/create/', { headers, data: { name: `Front desk ${tag}`, permissions: granted } });
  expect(made.status(), await made.text()).toBe(201);
  const role = (await made.json()) as { id: number; name: string };
  const staff = await createUser(request, token, { first_name: 'Mitu', email: `mitu-${tag}@example.org`, role: role.id });

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Roles', exact: true }).click();
  await page.getByPlaceholder('Search').fill(role.name);
  await expect(page).toHaveURL(/filter=/);
  await page
    .getByRole('row', { name: new RegExp(role.name) })
    .getByRole('cell', { name: role.name, exact: true })
    .click();
  const entries = page.getByRole('region', { name: 'Menu entries' });
  const chosen = ['Notices', 'Homepage sliders'];
  // A new role has no menu yet.
  await expect(entries.getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const entry of chosen) await entries.getByRole('checkbox', { name: entry, exact: true }).check();
  await entries.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('Menu of the role saved')).toBeVisible();

  const roleMenu = (
    await authed<{ menu_items: MenuEntry[] }>(request, `/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/${role.id}/`, token)
  ).menu_items;
  const items = menuItems(roleMenu);
  expect(items.map((item) => item.title).sort()).toEqual([...chosen].sort());
  await page.reload();
  // The whole back office loads again first: room for a busy machine.
  await expect(entries.getByRole('checkbox', { name: chosen[0], exact: true })).toBeVisible({ timeout: 20_000 });
  for (const entry of chosen) await expect(entries.getByRole('checkbox', { name: entry, exact: true })).toBeChecked();
  await expect(entries.getByRole('checkbox', { checked: true })).toHaveCount(chosen.length);

  // The staff member of that role signs in on their own computer.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signInToAdmin(them, staff.email, 'a-long-enough-password');
  await expect(them.getByRole('heading', { name: 'Welcome, Mitu' })).toBeVisible();
  await expect(them.getByText(`Your role: ${role.name}`)).toBeVisible();
  // Their menu: home and the one workspace of the chosen entries; in it, those entries in the menu's own order, under
  // their group only.
  await expect(them.getByRole('menu').getByRole('menuitem')).toHaveText(['Home', 'Website']);
  await them.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await expect(them.getByRole('menu').getByRole('menuitem')).toHaveText(['Home', 'Website', ...items.map((item) => item.title)]);
  await expect(them.getByRole('menu').getByRole('group')).toHaveCount(1);
  await expect(them.getByRole('group', { name: 'Website' }).getByRole('menuitem')).toHaveText(items.map((item) => item.title));
  // Their role may read the slides: the list opens, with no permission refused.
  await them.getByRole('menuitem', { name: 'Homepage sliders' }).click();
  await expect(them.getByRole('banner').getByRole('heading', { name: 'Homepage sliders' })).toBeVisible();
  await expect(them.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await expect(them.getByRole('alert')).toHaveCount(0);
  await theirs.close();
});

test('a visitor’s message from the contact page is one record in the back office: the ticket it opened, answered from there', async ({
  page,
  browser,
}) => {
  const email = `asks-${unique()}@example.org`;
  const words = 'Could your health camp visit Kurigram in March? We can offer the school hall.';

  // The visitor, on their own computer.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, '/contact');
  const form = visitor.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Jamal');
  await form.getByLabel('Last name').fill('Uddin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('Support');
  await form.getByLabel('Message').fill(words);
  await form.getByRole('button', { name: 'Send message' }).click();
  // The form empties itself once the message is stored.
  await expect(form.getByLabel('Email')).toHaveValue('');
  await visitorContext.close();

  // Website › Contact messages lists the tickets the form opened, each with its status.
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact messages' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);

  // The subject opens the ticket's thread, where the message is answered.
  await row.getByRole('link', { name: 'Support: Jamal Uddin' }).click();
  await expect(page).toHaveURL(/\/admin\/ticket\/\d+\/show$/);
  await expect(page.getByRole('main')).toContainText(words);
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Message' }).fill('Yes: our team will write to you about dates this week.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Answered');

  // Back in the list, the same record says it was answered.
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contact messages' }).click();
  await expect(row.getByRole('cell', { name: 'Answered', exact: true })).toBeVisible();
});

test('the dashboard counts the contact messages waiting for an answer, and an answered one no longer waits', async ({ page, request }) => {
  const token = await signIn(request);
  const email = `waits-${unique()}@example.org`;
  // Sent as staff, who are not held to the contact form's limit per address.
  const sent = await request.post('/contact_message/api/v1/contact_message/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Rafiq', lastname: 'Islam', email, subject: 'Support', message: 'How do I give every month?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const waiting = async () =>
    (await authed<{ total_elements: number }>(request, '/ticket/api/v1/ticket/all/?from_contact_form=true&status_name=Open&size=1', token))
      .total_elements;

  // Tests running meanwhile send and answer messages too: the card shows the API's count of a moment
  // between the two reads around it.
  const before = await waiting();
  await openAdmin(page);
  const card = page.getByRole('link', { name: /Contact messages waiting for an answer/ });
  await expect(card).toContainText(/\d+/);
  const shown = Number((await card.textContent())?.match(/\d+/)?.[0]);
  const after = await waiting();
  expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
  expect(shown).toBeLessThanOrEqual(Math.max(before, after));
  await card.click();
  await expect(page).toHaveURL(/\/admin\/ticket\?filter=/);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();

  // Answered, the message no longer waits: the card's list leaves it out.
  await row.getByRole('link', { name: 'Support: Rafiq Islam' }).click();
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Message' }).fill('Choose "Every month" on the donate page.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Answered');
  await page.getByRole('menuitem', { name: 'Home', exact: true }).click();
  await card.click();
  await expect(page).toHaveURL(/\/admin\/ticket\?filter=/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  const stillWaiting = await authed<{ total_elements: number }>(
    request,
    `/ticket/api/v1/ticket/all/?from_contact_form=true&status_name=Open&q=${encodeURIComponent(email)}`,
    token,
  );
  expect(stillWaiting.total_elements).toBe(0);
});
