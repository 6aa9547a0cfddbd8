import { expect, test } from '@playwright/test';
import { authed, homeContents, menuId, open, plain, signIn } from './support/site.ts';

test('a visitor finds the office address, email and phone blocks and the map on /contact and /contact/<id>', async ({ page, request }) => {
  const contents = await homeContents(request);
  // The Map block is an embed fragment: its first 3 and last 4 characters are cut off to get the frame address.
  const mapAddress = contents.Map.slice(3, -4);
  expect(mapAddress).toMatch(/^https:\/\//);
  for (const path of ['/contact', `/contact/${await menuId(request, 'Contact')}`]) {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const main = page.getByRole('main');
    for (const [heading, block] of [
      ['Office address', 'Address'],
      ['Email us', 'Email Us'],
      ['Call now', 'Call Now'],
    ]) {
      const article = main.getByRole('article').filter({ has: page.getByRole('heading', { name: heading }) });
      for (const line of contents[block].replace(/<\/?p>/g, '').split('<br>')) await expect(article).toContainText(plain(line));
    }
    // The map's frame is asked for once the visitor comes near it (beside the form, or below it on a phone).
    await main.getByRole('button', { name: 'Send message' }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title="Map of our office"]')).toHaveAttribute('src', mapAddress);
  }
});

test('a visitor on a phone asks the map’s site for nothing until they come near the map; without scripts the map is there at once', async ({
  browser,
  request,
}) => {
  const mapAddress = (await homeContents(request)).Map.slice(3, -4);
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await phone.newPage();
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url() === mapAddress) mapRequests.push(r.url());
  });
  await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.locator('iframe[title="Map of our office"]')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Send message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="Map of our office"]')).toHaveAttribute('src', mapAddress);
  await phone.close();

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await withoutScripts.newPage();
  await plainPage.goto('/contact');
  await expect(plainPage.locator('iframe[title="Map of our office"]')).toHaveAttribute('src', mapAddress);
  await withoutScripts.close();
});

test('a visitor sending the contact form empty is told what each required field needs', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Send message' }).click();
  for (const [label, message] of [
    ['Name', 'Please enter your name'],
    ['Last name', 'Please enter your Lastname'],
    ['Email', 'Please enter your email'],
    ['Subject', 'Please enter your subject'],
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
  // The message itself is not required.
  await expect(form.getByLabel('Message')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status')).toHaveText('');
});

test('a visitor who chose Bengali is told in Bengali what each required field needs', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await open(page, '/contact');
  const form = page.getByRole('main');
  await expect(form.getByLabel('বিষয়', { exact: true }).locator('option').first()).toHaveText('বিষয়');
  await form.getByRole('button', { name: 'বার্তা পাঠান' }).click();
  for (const [label, message] of [
    ['নাম', 'অনুগ্রহ করে আপনার নাম লিখুন'],
    ['নামের শেষাংশ', 'অনুগ্রহ করে নামের শেষাংশ লিখুন'],
    ['ইমেইল', 'অনুগ্রহ করে আপনার ইমেইল লিখুন'],
    ['বিষয়', 'অনুগ্রহ করে বিষয় বেছে নিন'],
  ]) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
  }
});

test('a visitor picks the subject of the message from Subject, Buying, Selling and Support', async ({ page }) => {
  await open(page, '/contact');
  const subject = page.getByRole('combobox', { name: 'Subject' });
  await expect(subject.getByRole('option')).toHaveText(['Subject', 'Buying', 'Selling', 'Support']);
  await expect(subject).toHaveValue('');
});

test('a visitor sends a message, is thanked, and the charity finds it stored in the back office', async ({ page, request }, testInfo) => {
  const email = `visitor-${testInfo.workerIndex}-${testInfo.retry}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  // The thanks go away after a few seconds: the page's clock stands still so that the test can read them.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await open(page, '/contact');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Rina');
  await form.getByLabel('Last name').fill('Akter');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').selectOption('Support');
  await form.getByLabel('Message').fill('I would like to volunteer at a learning centre in Sunamganj.');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status')).toHaveText('Thank you! Your message has been sent.');
  await expect(form.getByText(/^Please enter/)).toHaveCount(0);
  // The form is emptied for the next message.
  await expect(form.getByLabel('Email')).toHaveValue('');

  const token = await signIn(request);
  const found = await authed<{ contact_messages: Record<string, unknown>[]; total_elements: number }>(
    request,
    `/contact_message/api/v1/contact_message/search/?email=${encodeURIComponent(email)}`,
    token,
  );
  expect(found.total_elements).toBe(1);
  expect(found.contact_messages[0]).toMatchObject({
    name: 'Rina',
    lastname: 'Akter',
    email,
    subject: 'Support',
    message: 'I would like to volunteer at a learning centre in Sunamganj.',
  });
});
