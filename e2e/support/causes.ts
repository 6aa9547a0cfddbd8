import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { formatMoney, progressPercent } from '../../apps/web/app/template/money.ts';
import { adminTokens, authed } from './site.ts';

/** A cause as the API answers staff: its figures come from the books. */
export interface ApiCause {
  id: number;
  name: string;
  category: string | null;
  summary: string | null;
  author_name: string | null;
  goal_amount: string;
  raised_amount: string;
  donor_count: number;
  sales_invoice_no: string;
}

/**
 * The administrator's bearer token, for the API's staff reads and a signed-in user's gift. A file on a server
 * of its own passes that server's address: each server keeps a token of its own.
 */
export const adminToken = adminTokens();

/** Every cause, in the site's order, read through the API as the administrator (of `server`, when a private one). */
export async function apiCauses(request: APIRequestContext, server = '') {
  const token = await adminToken(request, server);
  return (await authed<{ causes: ApiCause[] }>(request, '/cause/api/v1/cause/without_pagination/all/', token)).causes;
}

/** What a cause's card and page show of it: goal and raised as `৳3,000.00` (the demo charity keeps its books in taka), and the whole percent. */
export function shownFigures(cause: Pick<ApiCause, 'goal_amount' | 'raised_amount'>) {
  const percent = progressPercent(cause.raised_amount, cause.goal_amount);
  return { goal: `৳${formatMoney(cause.goal_amount)}`, raised: `৳${formatMoney(cause.raised_amount)}`, percent };
}

/** A campaign's goal, what the books say it raised, and the progress between them, as the API says. */
export async function expectCampaignFigures(scope: Locator, cause: ApiCause) {
  const shown = shownFigures(cause);
  await expect(scope.getByRole('term').filter({ hasText: 'Goal' }).locator('+ dd')).toHaveText(shown.goal);
  await expect(scope.getByRole('term').filter({ hasText: 'Raised' }).locator('+ dd')).toHaveText(shown.raised);
  await expect(scope.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(shown.percent));
  await expect(scope.locator('.progress-value')).toHaveText(`${shown.percent}%`);
}
