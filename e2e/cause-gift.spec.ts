import { expect, test } from '@playwright/test';
import { type ApiCause, adminToken, apiCauses, expectCampaignFigures, shownFigures } from './support/causes.ts';
import { usePrivateServer } from './support/private-server.ts';
import { open } from './support/template.ts';

// A gift changes what every cause page and list shows as raised: a server of its own, so that the campaign
// tests running meanwhile on the shared server (which compare every page with the API) never see it.
const server = usePrivateServer();

test('a signed-in user gives to a campaign and its page shows the raised amount up by the gift, the giver by first name', async ({
  page,
  request,
}) => {
  const causes = await apiCauses(request, server.url());
  const cause = causes[causes.length - 1];
  // The page is read once, so that the gift must empty its cached copy.
  await page.goto(`/cause-single/${cause.id}`);
  await expectCampaignFigures(page.getByRole('main').getByRole('article'), cause);
  const token = await adminToken(request, server.url());
  const gift = await request.post('/cause_donation/api/v1/cause_donation/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { cause: cause.id, amount: '1500.00' },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  expect(await gift.text()).toBe('');
  const after = (await apiCauses(request, server.url())).find((c) => c.id === cause.id) as ApiCause;
  const cents = (amount: string) => BigInt(amount.replace('.', ''));
  expect(cents(after.raised_amount) - cents(cause.raised_amount)).toBe(150000n);

  await open(page, `/cause-single/${cause.id}`);
  await expectCampaignFigures(page.getByRole('main').getByRole('article'), after);
  await page.getByRole('tab', { name: 'Donations' }).click();
  const donations = page.getByRole('tabpanel', { name: 'Donations' });
  await expect(donations).toContainText(`${after.donor_count} donors`);
  const newest = donations.getByRole('table', { name: 'Recent donations' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').last()).toHaveText('৳1,500.00');
  await expect(newest.getByRole('cell').first()).not.toContainText('@');
  await open(page, '/cause');
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: cause.name }).locator('.cause-amounts')).toContainText(
    shownFigures(after).raised,
  );
});
