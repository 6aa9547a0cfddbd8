import { expect, type Page, test } from '@playwright/test';
import { closePopup } from './support/site.ts';
import { expectNotFound, expectPicturesLoaded, expectSlidesShown, hydrated, open, seriousViolations } from './support/template.ts';

/** Opens a page with the clock paused, so the sliders move only when the test lets time pass. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto(path);
  await hydrated(page);
}

test('a visitor browses the six projects and opens one, with its two extra pictures', async ({ page }) => {
  await page.goto('/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const projects = page.getByRole('main').getByRole('article');
  await expect(projects).toHaveCount(6);
  for (const [i, project] of (await projects.all()).entries()) {
    await expect(project.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', `/project-single/${i + 1}`);
  }
  const title = await projects.nth(4).getByRole('heading').innerText();
  await projects.nth(4).getByRole('link').click();
  await expect(page).toHaveURL('/project-single/5');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.image-pair img')).toHaveCount(2);
  await expectPicturesLoaded(page.getByRole('main').locator('img'));
  for (let id = 1; id <= 6; id++) expect((await page.goto(`/project-single/${id}`))?.status(), `project ${id}`).toBe(200);
});

const teamWidths = [
  [1500, 4],
  [1200, 3],
  [991, 3],
  [767, 2],
  [480, 1],
] as const;

for (const [width, count] of teamWidths) {
  test(`a visitor on a ${width} px wide screen sees the volunteers ${count} at a time on the home page, with no arrows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithPausedClock(page, '/');
    await closePopup(page);
    const slider = page.getByRole('region', { name: 'Our volunteers' });
    await expectSlidesShown(slider, count);
    await expect(slider.getByRole('button')).toHaveCount(0);
  });
}

test('the volunteers slider moves on by itself, and a visitor opens a volunteer profile from it', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await openWithPausedClock(page, '/');
  await closePopup(page);
  const slider = page.getByRole('region', { name: 'Our volunteers' });
  await expect(slider).toHaveAttribute('data-index', '0');
  await page.clock.runFor(3000);
  await expect(slider).toHaveAttribute('data-index', '1');
  await page.clock.runFor(1000);
  const visible = slider.locator('.carousel-slide[aria-hidden="false"]');
  await expect(visible).toHaveCount(4);
  const link = visible.first().getByRole('link');
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL('/team-single/2');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a visitor reads a volunteer profile and writes to them, fixing the field the form points at', async ({ page }) => {
  for (let id = 1; id <= 8; id++) expect((await page.goto(`/team-single/${id}`))?.status(), `volunteer ${id}`).toBe(200);
  await open(page, '/team-single/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nusrat Jahan');
  await expect(page.getByRole('main').getByRole('link', { name: /@example\.org$/ })).toHaveAttribute('href', /^mailto:/);
  const form = page.getByRole('form', { name: 'Contact Nusrat Jahan' });
  await form.getByLabel('Name').fill('Karim');
  await form.getByLabel('Message').fill('I would like to volunteer at the next health camp.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill(`karim-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you! Your message has been sent.');
  // The form is emptied for the next message.
  await expect(form.getByLabel('Message')).toHaveValue('');
});

const testimonialWidths = [
  [1500, 3],
  [1200, 2],
  [991, 2],
  [767, 1],
] as const;

for (const [width, count] of testimonialWidths) {
  test(`a visitor on a ${width} px wide screen sees the testimonials ${count} at a time, with arrows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithPausedClock(page, '/testimonial');
    const slider = page.getByRole('region', { name: 'What people say' });
    await expectSlidesShown(slider, count);
    await expect(slider.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Next' })).toBeVisible();
  });
}

test('the testimonials play by themselves, and the arrows move them too', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await openWithPausedClock(page, '/testimonial');
  const slider = page.getByRole('region', { name: 'What people say' });
  await expect(slider.locator('figure')).toHaveCount(6);
  await expect(slider).toHaveAttribute('data-index', '0');
  await page.clock.runFor(2999);
  await expect(slider).toHaveAttribute('data-index', '0');
  await page.clock.runFor(1);
  await expect(slider).toHaveAttribute('data-index', '1');
  await page.clock.runFor(3000);
  await expect(slider).toHaveAttribute('data-index', '2');
  await slider.getByRole('button', { name: 'Previous' }).click();
  await expect(slider).toHaveAttribute('data-index', '1');
  await slider.getByRole('button', { name: 'Next' }).click();
  await slider.getByRole('button', { name: 'Next' }).click();
  await expect(slider).toHaveAttribute('data-index', '3');
  // From the last position it starts over.
  await slider.getByRole('button', { name: 'Next' }).click();
  await expect(slider).toHaveAttribute('data-index', '0');
});

test('a visitor asking for a project or volunteer that does not exist gets the 404 page', async ({ page }) => {
  for (const path of ['/project-single/0', '/project-single/7', '/team-single/9', '/team-single/nusrat']) await expectNotFound(page, path);
});

test('a visitor using assistive technology meets no serious accessibility problem on the project, volunteer and testimonial pages', async ({
  page,
}) => {
  test.slow();
  for (const path of ['/project', '/project-single/1', '/team-single/1', '/testimonial']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The home page's new sections, with its popup closed.
  await page.goto('/');
  await closePopup(page);
  expect(await seriousViolations(page), 'home').toEqual([]);
});
