import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from './support/axe.ts';
import { type ApiCause, adminToken, apiCauses, expectCampaignFigures } from './support/causes.ts';
import { usePrivateServer } from './support/private-server.ts';
import { authed } from './support/site.ts';
import { signInToAdminAs, staffWithRole } from './support/staff.ts';
import { open } from './support/template.ts';

// A refund lowers what a cause's public page shows as raised: a server of its own, so that the campaign tests
// running meanwhile on the shared server never see it.
const server = usePrivateServer();

test('an accountant refunds a donation and the cause’s page shows the raised amount as it was before the gift', async ({
  page,
  request,
}) => {
  const causes = await apiCauses(request, server.url());
  const cause = causes[causes.length - 1];
  const token = await adminToken(request, server.url());
  const gift = await request.post('/cause_donation/api/v1/cause_donation/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { cause: cause.id, amount: '2500.00' },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const { donations } = await authed<{ donations: { id: number; receipt_no: string; status: string }[] }>(
    request,
    '/donation/api/v1/donation/all/?size=1',
    token,
  );
  const donation = donations[0];
  expect(donation.status).toBe('confirmed');
  const raised = (await apiCauses(request, server.url())).find((c) => c.id === cause.id) as ApiCause;
  expect(raised.raised_amount).not.toBe(cause.raised_amount);

  const accountant = await staffWithRole(request, token, 'Accountant', 'Farida');
  await signInToAdminAs(page, accountant);
  await page.goto(`/admin/donation/${donation.id}/show`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund donation ${donation.receipt_no}` });
  await dialog.getByRole('textbox', { name: 'Why it is refunded' }).fill('The donor gave twice by mistake');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`Donation ${donation.receipt_no} refunded.`)).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  const after = (await apiCauses(request, server.url())).find((c) => c.id === cause.id) as ApiCause;
  expect(after.raised_amount).toBe(cause.raised_amount);
  expect(after.donor_count).toBe(cause.donor_count);
  await open(page, `/cause-single/${cause.id}`);
  await expectCampaignFigures(page.getByRole('main').getByRole('article'), after);
});
