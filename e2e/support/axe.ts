import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical findings of axe on the page as it is now, one line each; `exclude` leaves parts out.
 *
 * axe runs in the page's own document, asked for violations only: the Playwright wrapper's default mode
 * also opens a blank page to merge results and details every rule that passed, which took four times as
 * long on a back-office screen. Frames are not entered: the only ones on our pages are third parties'
 * (the map, the video), and their `title` is checked here, on the frame element.
 */
export async function seriousViolations(page: Page, exclude: string[] = []) {
  // Evaluated as a script by the debugging protocol, the source is not subject to the page's script policy.
  if (!(await page.evaluate('typeof axe === "object"'))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };
      const { violations } = await axe.run({ exclude }, options);
      return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((n) => n.target.join(' ')) }));
    },
    { exclude, options: { resultTypes: ['violations'], iframes: false } satisfies RunOptions },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
}

/** Buttons and fields fade between colours: axe measures contrast once they have come to rest. */
export async function settled(page: Page) {
  await expect.poll(() => page.evaluate('document.getAnimations().length')).toBe(0);
}
