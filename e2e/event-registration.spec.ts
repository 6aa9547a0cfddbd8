import { expect, test } from '@playwright/test';
import { open } from './support/template.ts';

/** The number in the event page's "Places left: N". */
async function placesLeft(text: string | null) {
  const match = /Places left: (\d+)/.exec(text ?? '');
  expect(match, `places left in ${JSON.stringify(text)}`).not.toBeNull();
  return Number((match as RegExpExecArray)[1]);
}

test('a visitor registers for an event and the places left fall by one, also for the next visitor', async ({ page, browser }) => {
  await open(page, '/event-single/6');
  const registration = page.getByRole('region', { name: 'Register for this event' });
  const places = registration.getByText(/^Places left: \d+$/);
  const before = await placesLeft(await places.textContent());

  const form = registration.getByRole('form', { name: 'Register for this event' });
  // Wrong fields are named, and nothing is sent.
  await form.getByLabel('Email').fill('not an email');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByLabel('Name').fill('Nasima Khatun');
  await form.getByLabel('Email').fill(`nasima-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByRole('status')).toHaveText(/Your place is booked/);
  await expect(places).toHaveText(`Places left: ${before - 1}`);

  // A visitor who opens the page afterwards sees the new count, not a page kept from before.
  const other = await browser.newPage();
  await other.goto('/event-single/6');
  await expect(other.getByText(/^Places left: \d+$/)).toHaveText(`Places left: ${before - 1}`);
  await other.close();
});

test('a visitor subscribes to the events calendar', async ({ request }) => {
  const response = await request.get('/feeds/events.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = await response.text();
  expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(calendar).toContain('SUMMARY:Winter blanket packing night');
  expect(calendar.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(6);
});
