import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInToAdminAt } from './support/admin.ts';
import { usePrivateServer } from './support/private-server.ts';
import { menuId, signIn, slides } from './support/site.ts';

// These tests change the public site, so they run one after the other against a server of their own.
test.describe.configure({ mode: 'serial' });

usePrivateServer();

/** The bytes of a picture the site already shows: a real WebP image to upload. */
async function somePicture(request: APIRequestContext) {
  const [slide] = await slides(request);
  const response = await request.get(slide.image);
  expect(response.ok()).toBe(true);
  return { name: 'harvest.webp', mimeType: 'image/webp', buffer: await response.body() };
}

/** A small, well-formed one-page PDF. */
function notePdf() {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name: 'road-safety.pdf', mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

test('an editor adds a slide with a picture, changes it and deletes it, and the home page follows each step', async ({
  page,
  request,
  context,
}) => {
  // Three trips through the back office and the home page: room for a busy machine.
  test.setTimeout(60_000);
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Homepage sliders' }).click();
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('textbox', { name: 'Title', exact: true }).click();
  await page.keyboard.type('Harvest relief for 500 families');
  await page.getByRole('textbox', { name: 'Details' }).fill('Read the story');
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/cause');
  await page
    .getByRole('group', { name: 'Image' })
    .locator('input[type="file"]')
    .setInputFiles(await somePicture(request));
  await expect(page.getByText('File uploaded. Save to keep it.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  const row = page.getByRole('row', { name: /Harvest relief for 500 families/ });
  await expect(row).toBeVisible();
  // The thumbnail is decorative (alt=""): found by tag, and it must really load.
  const thumbnail = row.locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const site = await context.newPage();
  await site.goto('/');
  await expect(site.locator('.home-slider')).toContainText('Harvest relief for 500 families');
  await expect(site.locator('.home-slider')).toContainText('Read the story');

  // The title cell opens the slide (a row's middle may be any of its cells, depending on the fonts).
  await row.getByRole('cell', { name: 'Harvest relief for 500 families', exact: true }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('Read the full story');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await site.goto('/');
  await expect(site.locator('.home-slider')).toContainText('Read the full story');

  await row.getByRole('cell', { name: 'Harvest relief for 500 families', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Element deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /Harvest relief for 500 families/ })).toHaveCount(0);
  await site.goto('/');
  await expect(site.locator('.home-slider')).not.toContainText('Harvest relief for 500 families');
});

test('a file that claims to be a picture but is not is refused with a clear message, and nothing is saved', async ({ page }) => {
  await signInToAdminAt(page, '/admin/homepage_slider/create');
  await page
    .getByRole('group', { name: 'Image' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is a text file, not a picture') });
  const refusal = 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.';
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('alert')).toHaveText(refusal);
  await expect(page.getByText(`The file was refused: ${refusal}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toHaveCount(0);
  // A PDF is a real file, but not a picture: refused for a picture field too.
  await page.getByRole('group', { name: 'Image' }).locator('input[type="file"]').setInputFiles(notePdf());
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('alert')).toHaveText(refusal);
  // The field took no value, so the form has nothing to save.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('an editor rewrites a content block in the rich-text editor and the public page shows it, never running a script', async ({
  page,
  request,
  context,
}) => {
  const homeId = await menuId(request, 'Home');
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Content blocks', exact: true }).click();
  await page.getByPlaceholder('Search').fill('About');
  // The search applies after a short pause; clicking before it would be undone by the list's own navigation.
  await expect(page).toHaveURL(/filter=.*About/);
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'About', exact: true }) })
    .getByRole('cell', { name: 'About', exact: true })
    .click();

  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Sahay has worked with villages since 2001, written in the back office.');
  // A paste carrying a script and an event handler, as from a hostile web page.
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Pasted line.</p><script>window.__sahayPwned = 1</script><img src="x" onerror="window.__sahayPwned = 2">');
    data.setData('text/plain', 'Pasted line.');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText('Pasted line.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();

  const site = await context.newPage();
  const errors: string[] = [];
  site.on('pageerror', (error) => errors.push(error.message));
  await site.goto(`/about/${homeId}`);
  await expect(site.getByRole('main')).toContainText('Sahay has worked with villages since 2001, written in the back office.');
  await expect(site.getByRole('main')).toContainText('Pasted line.');
  expect(await site.evaluate(() => (window as { __sahayPwned?: number }).__sahayPwned)).toBeUndefined();

  // Even written straight to the API, a script in a block is removed before it is stored.
  const token = await signIn(request);
  const search = await request.get('/cms_menu_content/api/v1/cms_menu_content/search/?name=About&size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const block = ((await search.json()) as { menu_items: { id: number; name: string; cms_menu: number }[] }).menu_items.find(
    (b) => b.name === 'About' && b.cms_menu === homeId,
  );
  expect(block).toBeDefined();
  const written = await request.patch(`/cms_menu_content/api/v1/cms_menu_content/update/${block?.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { value: '<p>Plain words.</p><script>window.__sahayPwned = 3</script>' },
  });
  expect(written.ok()).toBe(true);
  expect(((await written.json()) as { value: string }).value).not.toContain('<script');
  await site.goto(`/about/${homeId}`);
  await expect(site.getByRole('main')).toContainText('Plain words.');
  expect(await site.evaluate(() => (window as { __sahayPwned?: number }).__sahayPwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('an editor uploads a notice with its PDF, and visitors open it from /notice', async ({ page, context }) => {
  await signInToAdminAt(page);
  await page.getByRole('menuitem', { name: 'Website', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Notices', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Road safety week 2026');
  await page.getByLabel(/^Date/).fill('2026-05-01');
  await page.getByRole('group', { name: 'File' }).locator('input[type="file"]').setInputFiles(notePdf());
  await expect(page.getByRole('group', { name: 'File' }).getByRole('link', { name: 'Open the file' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element created')).toBeVisible();
  await expect(page.getByRole('row', { name: /Road safety week 2026/ })).toBeVisible();

  const site = await context.newPage();
  await site.goto('/notice/');
  const row = site.getByRole('row', { name: /Road safety week 2026/ });
  await expect(row).toBeVisible();
  await row
    .getByRole('link', { name: /Road safety week 2026/ })
    .first()
    .click();
  await expect(site).toHaveURL(/\/pdfShow\/notice\/\d+$/);
  const frame = site.locator('iframe.pdf-frame');
  const file = await frame.getAttribute('src');
  expect(file).toMatch(/^\/media\/.+\.pdf$/);
  const pdf = await site.request.get(file as string);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
