import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { uniqueTag } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { adminToken } from './support/causes.ts';
import { tabTo } from './support/keyboard.ts';
import { authed, open } from './support/site.ts';

interface Method {
  id: number;
  name: string;
  is_active: boolean;
}

interface Detail {
  account_name: string;
  account_number: string | null;
  bank_name: string | null;
}

/** An active payment method with an account number to send money to, and its details, read as staff. */
async function methodWithAccount(request: APIRequestContext) {
  const token = await adminToken(request);
  const { paymentmethods } = await authed<{ paymentmethods: Method[] }>(
    request,
    '/payment_method/api/v1/payment_method/all/?is_active=true&size=100',
    token,
  );
  for (const method of paymentmethods) {
    const details = (
      await authed<{ paymentmethods: Detail[] }>(
        request,
        `/payment_method_detail/api/v1/payment_method_detail/all/?payment_method=${method.id}`,
        token,
      )
    ).paymentmethods.filter((d) => d.account_number);
    if (details.length > 0) return { method, detail: details[0] };
  }
  throw new Error('no seeded payment method with an account number');
}

/** Every request the page makes from now on (address and body), to check what never leaves it. */
function watchRequests(page: Page) {
  const sent: { method: string; url: string; body: string }[] = [];
  const listener = (request: Request) => sent.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' });
  page.on('request', listener);
  return () => {
    page.off('request', listener);
    return sent;
  };
}

test('a visitor pledges a gift with the keyboard alone and is shown where to send the money', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { method, detail } = await methodWithAccount(request);
  const tag = uniqueTag();
  const email = `nasrin-${tag}@example.org`;
  await open(page, '/donate');
  const main = page.getByRole('main');
  const offline = main.getByRole('radio', { name: 'Offline donation' });
  await expect(offline).toBeChecked();
  const methodSelect = main.getByRole('combobox', { name: 'Payment method' });
  await expect(methodSelect.getByRole('option', { name: method.name })).toHaveCount(1);

  await tabTo(page, main.getByRole('textbox', { name: 'Amount (৳)' }));
  await page.keyboard.type('25.50');
  await page.keyboard.press('Tab');
  // The cause stays "Where it is needed most".
  await expect(main.getByRole('combobox', { name: 'Cause' })).toBeFocused();
  await expect(main.getByRole('combobox', { name: 'Cause' })).toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await page.keyboard.type(`Nasrin ${tag}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('textbox', { name: 'A note with your gift (optional)' })).toBeFocused();
  await page.keyboard.type('For the school boats.');
  await page.keyboard.press('Tab');
  await expect(offline).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.getByRole('link', { name: 'Write to us' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(methodSelect).toBeFocused();
  // A closed select takes the first letters of an option's name.
  await page.keyboard.type(method.name);
  await expect(methodSelect).toHaveValue(String(method.id));
  await page.keyboard.press('Tab');
  const consent = main.getByRole('checkbox', { name: 'You may contact me about my gift and your work' });
  await expect(consent).toBeFocused();
  await expect(consent).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Donate Now' })).toBeFocused();
  await page.keyboard.press('Enter');

  const recorded = main.getByRole('status');
  await expect(recorded.getByRole('heading', { name: `Thank you, Nasrin: your pledge is recorded` })).toBeFocused();
  await expect(recorded).toContainText(`Please send ৳25.50 by ${method.name} to:`);
  await expect(recorded.getByRole('definition').filter({ hasText: detail.account_number ?? '' })).toBeVisible();
  await expect(recorded).toContainText(detail.account_name);
  if (detail.bank_name) await expect(recorded).toContainText(detail.bank_name);

  // The books' inbox holds the pledge as typed: the name split honestly, the consent given, the general fund.
  const { donations } = await authed<{ donations: Record<string, unknown>[] }>(
    request,
    `/donation/api/v1/donation/search/?q=${encodeURIComponent(email)}`,
    await adminToken(request),
  );
  expect(donations).toEqual([
    expect.objectContaining({
      first_name: 'Nasrin',
      last_name: tag,
      email,
      amount: '25.50',
      cause: null,
      payment_method: method.id,
      message: 'For the school boats.',
      consent_to_contact: true,
      status: 'pledged',
    }),
  ]);
  await expect(recorded).toContainText(`Your pledge reference: ${donations[0].id}`);
});

test('an empty pledge gets a message beside each required field, and the API’s refusal lands on its field', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '/donate');
  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: 'Payment method' }).getByRole('option')).not.toHaveCount(1);
  await main.getByRole('button', { name: 'Donate Now' }).click();
  const expected = [
    ['Amount (৳)', 'Give an amount above 0, with at most two decimals.'],
    ['Full name', 'Write your name.'],
    ['Email', 'Write an email address we can reach you at.'],
    ['Payment method', 'Choose how you will send your gift.'],
  ] as const;
  for (const [label, message] of expected) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(main.getByLabel('Amount (৳)')).toBeFocused();
  await expect(main.getByRole('status')).toHaveText('Please correct the marked fields.');
  expect(await seriousViolations(page)).toEqual([]);

  // An address the browser's check lets through and the API refuses: the refusal shows on the email field.
  await main.getByLabel('Amount (৳)').fill('10');
  await main.getByLabel('Full name').fill('Rina');
  await main.getByLabel('Email', { exact: true }).fill(`rina-${uniqueTag()}@example.o`);
  await main.getByLabel('Payment method').selectOption({ index: 1 });
  const answered = page.waitForResponse((r) => r.url().includes('/donation/api/v1/donation/create') && r.request().method() === 'POST');
  await main.getByRole('button', { name: 'Donate Now' }).click();
  expect((await answered).status()).toBe(400);
  await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Write an email address we can reach you at.');
  await expect(main.getByLabel('Amount (৳)')).toHaveAttribute('aria-invalid', 'false');
  await expect(main.getByLabel('Email', { exact: true })).toBeFocused();
});

test('a donor who chose Bengali gets each field’s message in Bengali', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await open(page, '/donate');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'এখনই দান করুন' }).click();
  await expect(main.getByLabel('পরিমাণ (৳)')).toHaveAccessibleDescription('০-এর বেশি একটি পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ দুই ঘর।');
  await expect(main.getByLabel('পূর্ণ নাম')).toHaveAccessibleDescription('আপনার নাম লিখুন।');
  await expect(main.getByLabel('পরিশোধের মাধ্যম')).toHaveAccessibleDescription('কীভাবে দান পাঠাবেন তা বেছে নিন।');
  await expect(main.getByRole('status')).toHaveText('চিহ্নিত ঘরগুলো ঠিক করুন।');
});

test('a visitor who chooses card is told cards are not taken yet and moves to the offline way; no card number is ever sent', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { method } = await methodWithAccount(request);
  const stopWatching = watchRequests(page);
  await open(page, '/donate');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'Card' }).check();
  const unavailable = main.getByText(/^Card payments are not available yet/);
  await expect(unavailable).toBeVisible();
  // The card fieldset is described by the notice, so a screen reader hears it on entering.
  await expect(main.getByRole('group', { name: 'Card', exact: true })).toHaveAccessibleDescription(/^Card payments are not available yet/);
  await main.getByLabel('Amount (৳)').fill('40');
  await main.getByLabel('Full name').fill('Rina Akter');
  const email = `rina-${uniqueTag()}@example.org`;
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Card holder name').fill('RINA AKTER');
  await main.getByLabel('Card number').fill('4111 1111 1111 1111');
  await main.getByLabel('CVV').fill('737');
  await main.getByLabel('Expiry date').fill('03/31');
  await main.getByRole('button', { name: 'Donate Now' }).click();
  await expect(main.getByRole('status')).toHaveText(/^Card payments are not available yet/);
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Give offline instead' }).click();
  await expect(main.getByRole('radio', { name: 'Offline donation' })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Offline donation' })).toBeFocused();
  await expect(main.getByLabel('Card number')).toHaveCount(0);
  // What was typed about the gift and the donor is kept.
  await expect(main.getByLabel('Full name')).toHaveValue('Rina Akter');
  await main.getByLabel('Payment method').selectOption(String(method.id));
  const answered = page.waitForResponse((r) => r.url().includes('/donation/api/v1/donation/create') && r.request().method() === 'POST');
  await main.getByRole('button', { name: 'Donate Now' }).click();
  expect((await answered).status()).toBe(201);
  await expect(main.getByRole('status').getByRole('heading', { name: 'Thank you, Rina: your pledge is recorded' })).toBeVisible();

  const sent = stopWatching().map((r) => ({ ...r, body: r.body.replaceAll(email, '') }));
  const pledges = sent.filter((r) => r.method === 'POST' && r.url.includes('/donation/api/v1/donation/create'));
  expect(pledges).toHaveLength(1);
  expect(Object.keys(JSON.parse(pledges[0].body)).sort()).toEqual(
    ['amount', 'consent_to_contact', 'email', 'first_name', 'last_name', 'payment_method'].sort(),
  );
  // Neither a body nor an address carries the card's number, and no body its code, expiry or holder.
  for (const number of ['4111 1111 1111 1111', '4111111111111111', '4111%201111'])
    expect(sent.filter((r) => r.url.includes(number) || r.body.includes(number))).toEqual([]);
  for (const secret of ['737', '03/31', 'RINA AKTER']) expect(sent.filter((r) => r.body.includes(secret))).toEqual([]);
});

test('a cause’s Donate now opens the form with that cause chosen', async ({ page }) => {
  await open(page, '/cause');
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.getByRole('link', { name: /^Donate now/ }).click();
  await expect(page).toHaveURL(/\/donate\?cause=\d+$/);
  const cause = page.getByRole('main').getByRole('combobox', { name: 'Cause' });
  await expect(cause).toHaveValue(new URL(page.url()).searchParams.get('cause') ?? 'none');
  await expect(cause.getByRole('option', { name, exact: true })).toHaveCount(1);
});
