import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { blogPosts } from '../apps/api/src/seed/demo-blog.ts';
import { demoCredentials } from '../apps/web/app/forms/validators.ts';
import { apiCauses, shownFigures } from './support/causes.ts';
import { open } from './support/site.ts';

/** What the header's language switch leaves behind: the `lang` cookie, read by the server on every page. */
async function chooseBengali(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
}

function toast(page: Page) {
  return page.getByRole('status');
}

/** A field's message is shown and tied to the field for screen readers. */
async function expectFieldMessage(page: Page, label: string, message: string) {
  const field = page.getByRole('main').getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const videoPost = blogPosts.find((post) => post.blClass === 'format-video');
if (!videoPost) throw new Error('the sample blog needs a video post');

test('a visitor who chose Bengali reads the campaigns with Bengali labels, the campaigns themselves as written', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const causes = await apiCauses(request);
  await chooseBengali(context, baseURL);
  await open(page, '/cause');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle(/^উদ্যোগসমূহ \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'উদ্যোগসমূহ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'আজই যেসব উদ্যোগের পাশে দাঁড়াতে পারেন' })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.getByRole('term')).toHaveText(['লক্ষ্য', 'সংগৃহীত']);
  await expect(card.getByRole('term').filter({ hasText: 'সংগৃহীত' }).locator('+ dd')).toHaveText(shownFigures(causes[0]).raised);
  await expect(card).toContainText(`আয়োজক: ${causes[0].author_name}`);
  await expect(card.getByRole('link', { name: `এখনই দান করুন: ${causes[0].name}` })).toHaveAttribute('href', `/donate?cause=${causes[0].id}`);
  // The sample campaign is content: its title and summary stay in English.
  await expect(card.getByRole('heading', { level: 3, name: causes[0].name })).toBeVisible();
  await expect(card).toContainText(causes[0].summary ?? '');

  await open(page, `/cause-single/${causes[0].id}`);
  await expect(page.getByRole('tablist', { name: 'এই উদ্যোগ সম্পর্কে' }).getByRole('tab')).toHaveText(['বিবরণ', 'অনুদান', 'মন্তব্য']);
  await page.getByRole('tab', { name: 'অনুদান' }).click();
  await expect(page.getByRole('tabpanel', { name: 'অনুদান' })).toContainText(`${causes[0].donor_count} জন দাতা এই উদ্যোগে দান করেছেন।`);
  await page.getByRole('tab', { name: 'মন্তব্য' }).click();
  const comment = page.getByRole('form', { name: 'মন্তব্য লিখুন' });
  await expect(comment.getByRole('textbox', { name: 'নাম' })).toBeVisible();
  await expect(comment.getByRole('button', { name: 'মন্তব্য প্রকাশ করুন' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'সাইডবার' });
  await expect(sidebar.getByRole('region', { name: 'সম্পর্কিত লেখা' }).getByRole('link').first()).toHaveText(causes[0].name);
  await expect(sidebar.getByRole('region', { name: 'নিউজলেটার' }).getByRole('button', { name: 'সাবস্ক্রাইব করুন' })).toBeVisible();
});

test('a donor who chose Bengali finds the donation form labelled in Bengali, card brands as they are named', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseBengali(context, baseURL);
  await open(page, '/donate');
  await expect(page).toHaveTitle(/^এখনই দান করুন \| /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'এখনই দান করুন' })).toBeVisible();
  await expect(main.getByLabel('পরিমাণ (৳)')).toBeVisible();
  await expect(main.getByLabel('পূর্ণ নাম')).toBeVisible();
  const options = main.getByRole('group', { name: 'পেমেন্টের উপায়' });
  await expect(options.getByRole('radio', { name: 'অফলাইনে দান' })).toBeChecked();
  await options.getByRole('radio', { name: 'কার্ড' }).check();
  await expect(main.getByText(/^কার্ডে দান এখনও চালু হয়নি/)).toBeVisible();
  await expect(main.getByRole('group', { name: 'কার্ডের ধরন' }).getByRole('radio', { name: 'Mastercard' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'কার্ড নম্বর' })).toHaveAttribute('autocomplete', 'cc-number');
  await expect(main.getByRole('textbox', { name: 'মেয়াদ শেষের তারিখ' })).toHaveAttribute('placeholder', 'মাস/বছর');

  await options.getByRole('radio', { name: 'অফলাইনে দান' }).check();
  const offline = main.getByRole('region', { name: 'অফলাইনে দান' });
  await expect(offline).toContainText('রসিদ');
  await expect(offline.getByRole('link', { name: 'আমাদের লিখুন' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('button', { name: 'এখনই দান করুন' })).toBeEnabled();
});

test('a visitor who chose Bengali gets the sign-up messages and toast in Bengali, as they type', async ({ page, context, baseURL }) => {
  await chooseBengali(context, baseURL);
  await open(page, '/register');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'নিবন্ধন করুন' }).click();
  await expect(toast(page)).toHaveText('কোনো ঘর খালি রাখা যাবে না!');
  await expectFieldMessage(page, 'পূর্ণ নাম', 'পূর্ণ নাম দেওয়া আবশ্যক');
  await expectFieldMessage(page, 'ইমেইল', 'ইমেইল দেওয়া আবশ্যক');
  await expectFieldMessage(page, 'পাসওয়ার্ড', 'পাসওয়ার্ড দেওয়া আবশ্যক');
  await expectFieldMessage(page, 'পাসওয়ার্ড নিশ্চিত করুন', 'পাসওয়ার্ডটি আবার লিখুন');

  // The messages follow what is typed, still in Bengali; a name in Bengali letters is welcome.
  await main.getByLabel('পূর্ণ নাম').fill('Rina 2');
  await expectFieldMessage(page, 'পূর্ণ নাম', 'শুধু অক্ষর ব্যবহার করুন');
  await main.getByLabel('ইমেইল').fill('rina@example');
  await expectFieldMessage(page, 'ইমেইল', 'সঠিক ইমেইল ঠিকানা লিখুন');
  await main.getByLabel('পূর্ণ নাম').fill('রিনা আক্তার');
  await expect(main.getByLabel('পূর্ণ নাম')).toHaveAttribute('aria-invalid', 'false');
});

test('a visitor who chose Bengali logs in with the demo account and reads the success toast in Bengali', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseBengali(context, baseURL);
  await open(page, '/login');
  const main = page.getByRole('main');
  await expect(page).toHaveTitle(/^লগইন \| /);
  await expect(main.getByRole('heading', { level: 2, name: 'আপনার অ্যাকাউন্টে প্রবেশ করুন' })).toBeVisible();
  await expect(main.getByLabel('ইমেইল')).toHaveValue(demoCredentials.email);
  await expect(main).toContainText(`ডেমো অ্যাকাউন্ট ${demoCredentials.email} ও পাসওয়ার্ড ${demoCredentials.password} দিয়ে খোলে`);
  await expect(main.getByRole('checkbox', { name: 'আমাকে মনে রাখুন' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', '/forgot-password');

  await main.getByLabel('পাসওয়ার্ড').fill('');
  await main.getByRole('button', { name: 'লগইন' }).click();
  await expect(toast(page)).toHaveText('কোনো ঘর খালি রাখা যাবে না!');
  await expectFieldMessage(page, 'পাসওয়ার্ড', 'পাসওয়ার্ড দেওয়া আবশ্যক');
  await main.getByLabel('পাসওয়ার্ড').fill(demoCredentials.password);
  await main.getByRole('button', { name: 'লগইন' }).click();
  await expect(toast(page)).toHaveText('আপনি সফলভাবে charitio-তে লগইন করেছেন!');
  await expect(page).toHaveURL('/home');
});

test('a reader who chose Bengali finds the blog’s pages, widgets and video window in Bengali, the posts as written', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseBengali(context, baseURL);
  await open(page, '/blog?page=2');
  await expect(page).toHaveTitle(/^ব্লগ, পাতা 2 \| /);
  await expect(page.getByRole('navigation', { name: 'ব্লগের পাতা' }).getByRole('link', { name: 'পাতা 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sidebar = page.getByRole('complementary', { name: 'ব্লগের সাইডবার' });
  await expect(sidebar.getByRole('searchbox', { name: 'ব্লগে খুঁজুন' })).toHaveAttribute('placeholder', 'লেখা খুঁজুন…');
  await expect(sidebar.getByRole('region', { name: 'বিভাগ' })).toBeVisible();

  await open(page, `/blog-single/${videoPost.id}`);
  await expect(page.getByRole('heading', { level: 1, name: videoPost.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'লেখক সম্পর্কে' })).toContainText(videoPost.author);
  await page
    .getByRole('main')
    .getByRole('button', { name: `ভিডিও চালান: ${videoPost.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: videoPost.title });
  await expect(dialog.getByRole('link', { name: 'একটি কপি চেয়ে নিন' })).toHaveAttribute('href', '/contact');
  await dialog.getByRole('button', { name: 'ভিডিও বন্ধ করুন' }).click();
  await expect(dialog).toBeHidden();
});

test('a visitor switching the language on a template page sees its words change at once, and back to English', async ({
  page,
  request,
}) => {
  const causes = await apiCauses(request);
  await open(page, '/cause');
  const banner = page.getByRole('banner');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.getByRole('term')).toHaveText(['Goal', 'Raised']);

  await banner.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page.getByRole('heading', { level: 1, name: 'উদ্যোগসমূহ' })).toBeVisible();
  await expect(card.getByRole('term')).toHaveText(['লক্ষ্য', 'সংগৃহীত']);
  await expect(card.getByRole('link', { name: `এখনই দান করুন: ${causes[0].name}` })).toBeVisible();
  await expect(card.getByRole('heading', { level: 3, name: causes[0].name })).toBeVisible();

  await banner.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Causes' })).toBeVisible();
  await expect(card.getByRole('term')).toHaveText(['Goal', 'Raised']);
  await expect(card.getByRole('link', { name: `Donate now: ${causes[0].name}` })).toBeVisible();
  await expect(page).toHaveTitle(/^Causes \| /);

  // The choice is kept: the next page opens in English too.
  await page
    .getByRole('main')
    .getByRole('link', { name: `Donate now: ${causes[0].name}` })
    .click();
  await expect(page).toHaveURL(`/donate?cause=${causes[0].id}`);
  await expect(page.getByRole('main').getByRole('group', { name: 'Payment options' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Amount (৳)')).toBeVisible();
});

test('a visitor who chose Bengali sees the site’s own pages titled in Bengali in the browser tab', async ({ page, context, baseURL }) => {
  await chooseBengali(context, baseURL);
  for (const [path, title] of [
    ['/contact', 'যোগাযোগ'],
    ['/notice/', 'নোটিশ'],
    ['/our%20team/', 'আমাদের দল'],
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`^${title} \\| `));
  }
});
