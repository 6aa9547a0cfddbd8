import { type APIRequestContext, expect, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { openAdmin } from './support/admin-session.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { adminToken, apiCauses, shownFigures } from './support/causes.ts';
import { authed, open } from './support/site.ts';

test('staff change a cause’s text and goal in the back office (a screen without serious axe findings), and its public page shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cause = (await apiCauses(request)).find((c) => c.name === 'Mangroves to shield the coast');
  expect(cause, 'the seeded campaign').toBeDefined();
  if (!cause) return;
  // Read once by a visitor, so that the change must empty the cached page.
  await page.goto(`/cause-single/${cause.id}`);

  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Causes', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(cause.name) });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('cell', { name: cause.name }).click();
  const summary = `Seedlings for the Sundarbans edge, ${uniqueTag()}.`;
  await page.getByRole('textbox', { name: /^Summary/ }).fill(summary);
  await page.getByRole('textbox', { name: /^Goal/ }).fill('4500.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated|saved/i).first()).toBeVisible();

  const changed = (await apiCauses(request)).find((c) => c.id === cause.id);
  expect(changed).toMatchObject({ summary, goal_amount: '4500.00', raised_amount: cause.raised_amount });
  await open(page, `/cause-single/${cause.id}`);
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(summary);
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('term').filter({ hasText: 'Goal' }).locator('+ dd')).toHaveText('৳4,500.00');
  await expect(article.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(shownFigures(changed ?? cause).percent));
});

test('staff open a cause’s content blocks and pictures from the cause’s page, each list narrowed to that cause (screens without serious axe findings)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [cause] = await apiCauses(request);
  const token = await adminToken(request);
  const { cause_contents } = await authed<{ cause_contents: unknown[] }>(
    request,
    `/cause_content/api/v1/cause_content/all/?cause=${cause.id}&size=100`,
    token,
  );
  const { content_images } = await authed<{ content_images: unknown[] }>(
    request,
    `/cause_content_image/api/v1/cause_content_image/all/?cause=${cause.id}&size=100`,
    token,
  );
  await openAdmin(page, `/admin/cause/${cause.id}/show`);
  const parts = page.getByRole('navigation', { name: 'The cause’s content' });
  await parts.getByRole('link', { name: 'Content blocks' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/cause_content\?/);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: cause.name })).toHaveCount(Math.min(cause_contents.length, 25));
  await settled(page);
  expect(await seriousViolations(page), 'content blocks').toEqual([]);
  await page.goBack();
  await parts.getByRole('link', { name: 'Pictures' }).click();
  await expect(page).toHaveURL(/\/admin\/cause_content_image\?/);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: cause.name })).toHaveCount(Math.min(content_images.length, 25));
  await settled(page);
  expect(await seriousViolations(page), 'pictures').toEqual([]);
});

/** A cause of the test's own (the seeded ones' figures belong to other tests), with a goal of 1,000. */
async function ownCause(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const { causes } = await authed<{ causes: { image: string }[] }>(request, '/cause/api/v1/cause/all/?size=1', token);
  const created = await request.post('/cause/api/v1/cause/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, goal_amount: '1000.00', image: causes[0].image },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name: string };
}

for (const typed of ['50,000', '৫০,০০০']) {
  test(`staff type a cause’s goal as people write it (${typed}), with thousands separators or Bengali digits, see it written out, and it saves as 50,000.00`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const cause = await ownCause(request, `Boats for the flood season ${uniqueTag()}`);
    await openAdmin(page, `/admin/cause/${cause.id}`);
    const goal = page.getByRole('textbox', { name: /^Goal/ });
    await expect(goal).toHaveValue('1,000.00');
    await goal.fill(typed);
    // The input keeps what was typed while it is typed; the form holds the plain amount, which the check takes.
    await expect(goal).toHaveValue(typed);
    // Once typed, the amount is written out as the books write it.
    await goal.press('Tab');
    await expect(goal).toHaveValue('50,000.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/updated|saved/i).first()).toBeVisible();

    // The notice may come before the change reaches the API: wait for the API to answer it.
    await expect.poll(async () => (await apiCauses(request)).find((c) => c.id === cause.id)?.goal_amount).toBe('50000.00');
    await open(page, `/cause-single/${cause.id}`);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('term').filter({ hasText: 'Goal' }).locator('+ dd')).toHaveText('৳50,000.00');
  });
}

test('a goal typed with stray separators is refused in the form with the amount’s message, and nothing is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cause = await ownCause(request, `Boats for the dry season ${uniqueTag()}`);
  await openAdmin(page, `/admin/cause/${cause.id}`);
  const goal = page.getByRole('textbox', { name: /^Goal/ });
  await expect(goal).toHaveValue('1,000.00');
  await goal.fill('5,00.5.0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an amount such as 1200.50.')).toBeVisible();
  expect((await apiCauses(request)).find((c) => c.id === cause.id)?.goal_amount).toBe('1000.00');
});
