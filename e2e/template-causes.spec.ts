import { expect, test } from '@playwright/test';
import { apiCauses, expectCampaignFigures, shownFigures } from './support/causes.ts';
import { closePopup } from './support/site.ts';
import { expectNotFound, expectNotSent, expectPicturesLoaded, hydrated, open, seriousViolations } from './support/template.ts';

test('a visitor browses the 12 campaigns, each with its goal, what is raised and its progress', async ({ page, request }) => {
  const causes = await apiCauses(request);
  expect(causes.map((c) => c.name)).toContain('Clean water for the char villages');
  await page.goto('/cause');
  await expect(page.getByRole('heading', { level: 1, name: 'Causes' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(causes.length);
  for (const [i, card] of (await cards.all()).entries()) {
    await expectCampaignFigures(card.locator('.cause-card-body'), causes[i]);
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveText(causes[i].name);
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/cause-single/${causes[i].id}`);
    await expect(card.getByRole('link', { name: /^Donate now/ })).toHaveAttribute('href', `/donate?cause=${causes[i].id}`);
  }
  await expectPicturesLoaded(cards.first().getByRole('img'));
});

test('a visitor opens each of the 12 campaigns and sees the same figures there', async ({ page, request }) => {
  test.slow();
  for (const cause of await apiCauses(request)) {
    const response = await page.goto(`/cause-single/${cause.id}`);
    expect(response?.status(), `cause ${cause.id}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cause.name);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(cause.name);
    await expectCampaignFigures(article, cause);
  }
});

test('a visitor reads a campaign: Description first, then Donations with its donors counted and recent gifts, then Comments', async ({
  page,
  request,
}) => {
  const [cause] = await apiCauses(request);
  await open(page, '/cause');
  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(`/cause-single/${cause.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(page);
  if (cause.summary) await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(cause.summary);

  const tabs = page.getByRole('tablist', { name: 'About this cause' }).getByRole('tab');
  await expect(tabs).toHaveText(['Description', 'Donations', 'Comments']);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();

  await page.getByRole('tab', { name: 'Donations' }).click();
  await expect(page.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
  const donations = page.getByRole('tabpanel', { name: 'Donations' });
  await expect(donations).toContainText(`${cause.donor_count} donors`);
  // Recent gifts: a first name or Anonymous, never an email, and an amount.
  const gifts = donations.getByRole('table', { name: 'Recent donations' }).getByRole('row');
  await expect(gifts.first()).toBeVisible();
  expect(await gifts.count()).toBeGreaterThan(1);
  for (const row of (await gifts.all()).slice(1)) {
    const [donor, , amount] = await row.getByRole('cell').allInnerTexts();
    expect(donor).toMatch(/^(Anonymous|[^@\s]+)$/);
    expect(amount).toMatch(/^৳[\d,]+\.\d{2}$/);
  }
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();

  // The arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Comments' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  const comments = page.getByRole('tabpanel', { name: 'Comments' });
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor posting a comment on a campaign sends nothing', async ({ page }) => {
  await open(page, '/cause-single/3');
  await page.getByRole('tab', { name: 'Comments' }).click();
  const form = page.getByRole('form', { name: 'Leave a comment' });
  // No checks: even an empty comment is "sent", and nothing happens.
  await expectNotSent(page, form, form.getByRole('button', { name: 'Post comment' }));
  await form.getByLabel('Name').fill('Rahima');
  await form.getByLabel('Email').fill('rahima@example.org');
  await form.getByLabel('Comment').fill('Wonderful work.');
  await expectNotSent(page, form, form.getByRole('button', { name: 'Post comment' }));
});

test('a visitor uses the campaign sidebar: search, the first four causes, pictures, tags and the newsletter box', async ({
  page,
  request,
}) => {
  const causes = await apiCauses(request);
  await open(page, `/cause-single/${causes[6].id}`);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

  const related = sidebar.getByRole('region', { name: 'Related Posts' }).getByRole('link');
  await expect(related).toHaveCount(4);
  for (const [i, link] of (await related.all()).entries()) {
    await expect(link).toHaveText(causes[i].name);
    await expect(link).toHaveAttribute('href', `/cause-single/${causes[i].id}`);
  }
  await expect(sidebar.getByRole('region', { name: 'Related Posts' })).toContainText(`Raised ${shownFigures(causes[0]).raised}`);

  await expect(sidebar.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(6);
  await expect(sidebar.getByRole('region', { name: 'Tags' }).getByRole('listitem')).not.toHaveCount(0);

  const newsletter = sidebar.getByRole('region', { name: 'Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();
  // Malformed, the box says so beside the field and sends nothing (e2e/newsletter.spec.ts subscribes).
  await email.fill('not-an-email');
  await subscribe.click();
  await expect(email).toHaveAccessibleDescription('Enter a valid email');
  await expect(newsletter.getByRole('status')).toHaveText('Empty field is not allowed!');

  await related.first().click();
  await expect(page).toHaveURL(`/cause-single/${causes[0].id}`);

  // The search box leads to the site's search, as the header's does.
  const search = sidebar.getByRole('search');
  await search.getByRole('searchbox', { name: 'Search' }).fill('water');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=water');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “water”' })).toBeVisible();
});

test('a visitor on the home page sees three campaigns and can open one', async ({ page, request }) => {
  const causes = await apiCauses(request);
  await page.goto('/');
  await closePopup(page);
  const campaigns = page.locator('.section.campaigns');
  await expect(campaigns.getByRole('heading', { level: 2, name: 'Our campaigns' })).toBeVisible();
  const cards = campaigns.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [i, card] of (await cards.all()).entries()) await expectCampaignFigures(card, causes[i]);
  await expect(campaigns.getByRole('link', { name: 'See all causes' })).toHaveAttribute('href', '/cause');
  await cards.nth(1).getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(`/cause-single/${causes[1].id}`);
});

test('a visitor asking for a campaign that does not exist gets the 404 page', async ({ page, request }) => {
  const next = Math.max(...(await apiCauses(request)).map((c) => c.id)) + 1;
  for (const id of ['0', String(next), 'water', '99999999999']) await expectNotFound(page, `/cause-single/${id}`);
});

test('a visitor using assistive technology meets no serious accessibility problem on the campaign pages, in every tab', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/cause');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await open(page, `/cause-single/${(await apiCauses(request))[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['Donations', 'Comments']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
