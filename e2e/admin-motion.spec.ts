import { expect, type Page, test } from '@playwright/test';
import { openAdmin } from './support/admin-session.ts';

/**
 * Opens the members list's filter menu with a click, noting what starts moving on the page from then on
 * (CSS animations and transitions). Left out: loading indicators, which move on purpose, and MUI's 10 ms
 * `mui-auto-fill` animations, which draw nothing (an input uses them to notice the browser filling it in).
 * `whilePressed` runs between the press and the release.
 */
async function motionOfOpeningAMenu(page: Page, whilePressed: () => Promise<unknown> = async () => {}) {
  await openAdmin(page);
  await page.getByRole('menuitem', { name: 'Donations and members', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add filter' })).toBeVisible();
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { motion: string[] }).motion = started;
    for (const type of ['animationstart', 'transitionrun']) {
      document.addEventListener(
        type,
        (event) => {
          const what = event instanceof AnimationEvent ? event.animationName : (event as TransitionEvent).propertyName;
          const target = event.target as Element;
          if (!target.closest('[role="progressbar"]') && !what.startsWith('mui-auto-fill')) started.push(`${type} ${what}`);
        },
        true,
      );
    }
  });
  // A click as a hand makes it: pressed, then let go; the menu opens on the release.
  await page.getByRole('button', { name: 'Add filter' }).hover();
  await page.mouse.down();
  await whilePressed();
  await page.mouse.up();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Kind' })).toBeVisible();
}

/** What has started moving since the click, as it stands now. */
const motionSoFar = (page: Page) => page.evaluate(() => (window as unknown as { motion: string[] }).motion);

// The browser tests run as someone who asked for less motion (see playwright.config.ts).
test('staff who asked their system for less motion see menus open at once, with no ripple under the click', async ({ page }) => {
  await motionOfOpeningAMenu(page);
  expect(await motionSoFar(page)).toEqual([]);
});

test.describe('without that setting', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the menu grows open and the button ripples under the click', async ({ page }) => {
    // The ripple grows under the press. Its component is mounted by the first press, a moment later: a release
    // before then would end the ripple in the same render that starts it, and it would never be drawn. So the
    // button is held until the ripple has started.
    await motionOfOpeningAMenu(page, () => expect.poll(() => motionSoFar(page)).toContainEqual(expect.stringMatching(/^animationstart/)));
    expect(await motionSoFar(page)).toContainEqual(expect.stringMatching(/^transitionrun/));
  });
});
