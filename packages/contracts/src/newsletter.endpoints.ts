import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { newsletterForm, newsletterLink, newsletterStatuses, newsletterSubscriber } from './newsletter.ts';
import { actionPaths, basePath, permissionName } from './resource.ts';
import { detail, errorAnswers, fieldErrors, limitedErrorAnswers } from './responses.ts';

/** A visitor's subscription, the links mailed to them, and staff's export of the confirmed subscribers. */

const base = basePath(newsletterSubscriber);
const [subscribePath, ...subscribeAliases] = actionPaths(newsletterSubscriber, 'create').map((path) => base + path);

/** The same answer whether the address was new, pending, confirmed or had left: a visitor learns nothing of another's. */
export const subscriptionAccepted = z.object({ detail: z.string() });

const subscribe = defineEndpoint({
  method: 'POST',
  path: subscribePath,
  aliases: subscribeAliases,
  access: { public: true, rateLimited: true },
  tags: [newsletterSubscriber.name],
  summary:
    'Subscribe to the newsletter (open to visitors, behind the spam guard): the address is kept pending and mailed a link to confirm; an address already subscribed is not stored twice, and the answer is the same either way',
  body: newsletterForm,
  responses: { 202: subscriptionAccepted, ...limitedErrorAnswers },
});

/** What following a mailed link did: the subscription's status now, and the language its mails are written in. */
export const newsletterLinkAnswer = z.object({ status: z.enum(newsletterStatuses), language: z.enum(['en', 'bn']) });

const confirm = defineEndpoint({
  method: 'POST',
  path: `${base}confirm`,
  access: { public: true },
  tags: [newsletterSubscriber.name],
  summary:
    'Confirms a subscription from the link mailed to its address (signed, single-use, expiring): 400 for a link altered, unknown or already used, 410 for one past its time',
  body: newsletterLink,
  responses: { 200: newsletterLinkAnswer, 400: fieldErrors, 410: detail },
});

const unsubscribe = defineEndpoint({
  method: 'POST',
  path: `${base}unsubscribe`,
  access: { public: true },
  tags: [newsletterSubscriber.name],
  summary:
    'Leaves the newsletter from the link in any mail to a subscriber (signed; no sign-in): the time is recorded; 400 for a link altered or unknown',
  body: newsletterLink,
  responses: { 200: newsletterLinkAnswer, 400: fieldErrors },
});

const exportConfirmed = defineEndpoint({
  method: 'GET',
  path: `${base}export/confirmed`,
  access: { permission: permissionName(newsletterSubscriber.name, 'list') },
  tags: [newsletterSubscriber.name],
  summary: 'The confirmed subscribers as CSV (text/csv, a download): name, email, confirmed at and language, oldest first',
  produces: 'csv',
  responses: { 200: z.string().describe('CSV'), ...errorAnswers },
});

export const newsletterEndpoints = { subscribe, confirm, unsubscribe, exportConfirmed } as const;
