import { expect, test } from '@playwright/test';
import { expectNotFound, expectPicturesLoaded, open, seriousViolations } from './support/template.ts';

test('a visitor sees three events on the event page, each leading to its own page', async ({ page }) => {
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const events = page.getByRole('main').getByRole('article');
  await expect(events).toHaveCount(3);
  for (const [i, event] of (await events.all()).entries()) {
    await expect(event.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', `/event-single/${i + 1}`);
    await expect(event.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  }
  await expectPicturesLoaded(events.locator('img'));
  const title = await events.first().getByRole('heading').innerText();
  await events.first().getByRole('link').click();
  await expect(page).toHaveURL('/event-single/1');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a visitor sees events 4 to 6 on the second event layout', async ({ page }) => {
  await page.goto('/event-s2');
  const events = page.getByRole('main').getByRole('article');
  await expect(events).toHaveCount(3);
  for (const [i, event] of (await events.all()).entries()) {
    await expect(event.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', `/event-single/${i + 4}`);
  }
  // Not the same three as the first layout.
  const second = await events.getByRole('heading').allInnerTexts();
  await page.goto('/event');
  const first = await page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
  expect(second.filter((title) => first.includes(title))).toEqual([]);
});

test('a visitor reads an event in three tabs: Event Schedule first, then Map Location and Contact Us', async ({ page }) => {
  for (let id = 1; id <= 6; id++) {
    const response = await page.goto(`/event-single/${id}`);
    expect(response?.status(), `event ${id}`).toBe(200);
  }
  await open(page, '/event-single/2');
  const tabs = page.getByRole('tablist', { name: 'Event details' }).getByRole('tab');
  await expect(tabs).toHaveText(['Event Schedule', 'Map Location', 'Contact Us']);
  const block = page.locator('.tabs-block');
  await expect(block).toHaveAttribute('data-active-tab', '1');
  await expect(page.getByRole('tab', { name: 'Event Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Event Schedule' }).getByRole('listitem')).not.toHaveCount(0);

  await page.getByRole('tab', { name: 'Map Location' }).click();
  await expect(block).toHaveAttribute('data-active-tab', '2');
  await expect(page.getByRole('tabpanel', { name: 'Event Schedule' })).toBeHidden();
  const map = page.getByRole('tabpanel', { name: 'Map Location' }).getByRole('link', { name: /Open the map/ });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(map).toHaveAttribute('target', '_blank');

  await page.getByRole('tab', { name: 'Contact Us' }).click();
  await expect(block).toHaveAttribute('data-active-tab', '3');
  await expect(page.getByRole('tab', { name: 'Contact Us' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Contact Us' }).getByRole('form', { name: 'Ask about this event' })).toBeVisible();

  // Home and End on the keyboard.
  await page.keyboard.press('Home');
  await expect(block).toHaveAttribute('data-active-tab', '1');
  await page.keyboard.press('End');
  await expect(block).toHaveAttribute('data-active-tab', '3');
});

test('a visitor asks the organisers of an event through Contact Us, fixing the field the form points at', async ({ page }) => {
  await open(page, '/event-single/3');
  await page.getByRole('tab', { name: 'Contact Us' }).click();
  const form = page.getByRole('form', { name: 'Ask about this event' });
  await form.getByLabel('Name').fill('Shirin Sultana');
  await form.getByLabel('Email').fill('not an email');
  await form.getByLabel('Message').fill('Can I bring my two children to help?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill(`shirin-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' })).toBeVisible();
  await expect(form.getByText('Please enter your email')).toHaveCount(0);
  // The form is emptied for the next question, and the visitor stays on the tab.
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(page.locator('.tabs-block')).toHaveAttribute('data-active-tab', '3');
});

test('a visitor asking for an event that does not exist gets the 404 page', async ({ page }) => {
  for (const id of ['0', '7', 'walk']) await expectNotFound(page, `/event-single/${id}`);
});

test('a visitor using assistive technology meets no serious accessibility problem on the event pages, in every tab', async ({ page }) => {
  test.slow();
  for (const path of ['/event', '/event-s2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await open(page, '/event-single/1');
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['Map Location', 'Contact Us']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
