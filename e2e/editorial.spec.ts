import { expect, type Page, test } from '@playwright/test';
import { signInToAdminAt, uniqueTag } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { open } from './support/site.ts';

// The post goes live on the blog: on a server of its own, so the blog the other tests read stays as seeded.
const server = usePrivateServer();
// The charity's staff type moments in Dhaka's time (UTC+6, no daylight saving).
test.use({ timezoneId: 'Asia/Dhaka' });

/** A moment as staff type and read it: day first, in Dhaka's time, 24-hour (`28/11/2026 14:31`). */
function inDhaka(moment: Date) {
  const [day, time] = new Date(moment.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).split('T');
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year} ${time}`;
}

/** The same text with Bengali digits, as the back office writes it in Bengali. */
const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

/** Whether the blog's first page lists a post of this title, as a visitor opening it now reads it. */
async function blogLists(visitor: Page, title: string) {
  await visitor.goto('/blog');
  return visitor.getByRole('main').getByRole('link', { name: title, exact: true }).count();
}

test('an editor writes a post, previews it, schedules it, and a visitor sees it at its time', async ({ page, browser }) => {
  // The post goes live on the real clock, at the next whole minute at least a minute ahead: the test waits for it.
  test.setTimeout(300_000);
  const title = `Boats reach the river islands ${uniqueTag()}`;
  const tagName = `Boats ${uniqueTag()}`;
  const visitor = await (await browser.newContext({ baseURL: server.url() })).newPage();

  // The editor writes the post as a draft, with a tag made from the picker.
  await signInToAdminAt(page, '/admin/blog_post/create');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Lead/).fill('Two boats now carry children to school across the Brahmaputra.');
  await page.getByLabel(/^Date shown/).fill('28/11/2026');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill(tagName);
  await page.getByRole('option', { name: `Create ${tagName}` }).click();
  await expect(page.getByRole('button', { name: tagName })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved, the post's editor opens with its Publishing panel; visitors see nothing of the draft.
  const publishing = page.getByRole('complementary', { name: 'Publishing' });
  await expect(publishing.getByRole('heading', { name: 'Versions' })).toBeVisible();
  const id = Number(/blog_post\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  expect((await visitor.goto(`/blog-single/${id}`))?.status()).toBe(404);
  expect(await blogLists(visitor, title)).toBe(0);

  // The preview link shows the draft as saved, to anyone who has the link.
  await publishing.getByRole('button', { name: 'Make a preview link' }).click();
  const preview = await publishing.getByRole('link', { name: 'Open the preview' }).getAttribute('href');
  expect(preview).toMatch(new RegExp(`^/blog-single/${id}\\?preview=`));
  await open(visitor, preview as string);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('main').getByText(tagName)).toBeVisible();

  // Scheduled for the next whole minute at least a minute ahead.
  const goesLive = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  // The moment is typed day first, as staff write it: the American order is refused with what to type.
  const goesLiveAt = page.getByRole('textbox', { name: 'Goes live at' });
  await goesLiveAt.fill('11/28/2026 14:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a date and time as day/month/year hours:minutes (24-hour), such as 27/11/2026 14:30.')).toBeVisible();
  await goesLiveAt.fill(inDhaka(goesLive));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(publishing.getByText(/ · Scheduled$/).first()).toBeVisible();
  expect(Date.now(), 'the save came before the moment it goes live').toBeLessThan(goesLive.getTime());
  expect(await blogLists(visitor, title)).toBe(0);

  // Opened again, the post reads its moment back day first, and in Bengali digits in Bengali.
  await page.reload();
  await expect(goesLiveAt).toHaveValue(inDhaka(goesLive));
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(page.getByRole('textbox', { name: 'প্রকাশের সময়' })).toHaveValue(bengaliDigits(inDhaka(goesLive)));

  // At its time the blog lists it, with nobody saving again: the page is asked for until it does.
  await expect.poll(() => blogLists(visitor, title), { timeout: 180_000, intervals: [2_000] }).toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
  await open(visitor, `/blog-single/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const feed = await (await visitor.request.get('/feeds/blog.xml')).text();
  expect(feed).toContain(`<title>${title}</title>`);
  await visitor.context().close();
});

test('pages, events and projects have the Publishing panel beside their editor; the site menu shows each page’s status', async ({
  page,
}) => {
  await signInToAdminAt(page, '/admin/cms_menu');
  const contact = page.getByRole('listitem').filter({ has: page.getByText('Contact', { exact: true }) });
  await expect(contact.getByText(/ · Published$/)).toBeVisible();
  await contact.getByRole('link', { name: 'Edit' }).click();
  const publishing = page.getByRole('complementary', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Make a preview link' }).click();
  await expect(publishing.getByRole('link', { name: 'Open the preview' })).toHaveAttribute('href', /^\/contact\/\d+\?preview=/);

  for (const [resource, path] of [
    ['event', '/event-single/'],
    ['project', '/project-single/'],
  ]) {
    await page.goto(`/admin/${resource}/1`);
    await page.getByRole('complementary', { name: 'Publishing' }).getByRole('button', { name: 'Make a preview link' }).click();
    await expect(page.getByRole('complementary', { name: 'Publishing' }).getByRole('link', { name: 'Open the preview' })).toHaveAttribute(
      'href',
      new RegExp(`^${path}1\\?preview=`),
    );
  }
});
