import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical findings of axe on the page as it is now, one line each; `exclude` leaves parts out. */
export async function seriousViolations(page: Page, exclude: string[] = []) {
  const { violations } = await exclude.reduce((axe, selector) => axe.exclude(selector), new AxeBuilder({ page })).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Buttons and fields fade between colours: axe measures contrast once they have come to rest. */
export async function settled(page: Page) {
  await expect.poll(() => page.evaluate('document.getAnimations().length')).toBe(0);
}
