import { z } from 'zod';
import { unique, withDefault } from './field-meta.ts';
import { choice, dateTime, text } from './fields.ts';
import { recordInput } from './input-schemas.ts';
import { defineContract } from './resource.ts';
import { newsletterConsent, siteLanguages } from './site-constants.ts';
import { guardedForm } from './visitor-forms.ts';

/** Where a subscription stands: pending until the link mailed to the subscriber is followed. */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * A visitor's subscription to the newsletter, from the site's newsletter boxes (its create is the visitor's,
 * behind the spam guard). The server sets everything but the email, the name and the language: the status, the
 * consent's wording and time (as the visitor was shown it, in their language), and the moments it was confirmed
 * and left. Staff read, export and delete; they never subscribe anyone.
 */
export const newsletterSubscriber = defineContract({
  name: 'newsletter_subscriber',
  module: 'cms',
  label: 'Newsletter subscriber',
  plural: 'newsletter_subscribers',
  pluralLabel: 'Newsletter subscribers',
  input: z.object({
    email: unique(z.email('Enter a valid email').max(254, 'At most 254 characters.'), 'ignoreCase'),
    name: text(120).optional(),
    /** The language the visitor read the form in: their mails are written in it. */
    language: withDefault(choice(siteLanguages), 'en'),
    status: withDefault(choice(newsletterStatuses), 'pending'),
    /** The words the visitor agreed to, as the form showed them. */
    consent_text: text(500).optional(),
    consented_at: dateTime().optional(),
    confirmed_at: dateTime().optional(),
    unsubscribed_at: dateTime().optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'delete', 'deleteMultiple'],
  publicWrite: ['create'],
  title: ['email'],
  columns: ['email', 'name', 'language', 'status', 'confirmed_at'],
  search: ['email', 'name'],
  order: { field: 'id', direction: 'desc' },
});

/** What a visitor sends from a newsletter box: the address, a name if given, the page's language, and the spam guard's fields. */
export const newsletterForm = guardedForm(recordInput(newsletterSubscriber).create.pick({ email: true, name: true, language: true }));
export type NewsletterForm = z.infer<typeof newsletterForm>;

/** The wording a subscriber consents to, by language: the site's newsletter boxes show these words. */
export const newsletterConsentText = (language: string | undefined) => newsletterConsent[language === 'bn' ? 'bn' : 'en'];

/** What following a link mailed to a subscriber did: the subscription's status now, or why the link did nothing. */
export type NewsletterLinkOutcome =
  | { outcome: 'done'; status: NewsletterStatus; language: 'en' | 'bn' }
  | { outcome: 'invalid' | 'expired' };

/** The two links mailed to a subscriber: to confirm the subscription, and (in every mail) to leave it. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** What a mailed link would do, read without following it: ready for the subscriber's button, or its outcome already. */
export type NewsletterLinkStanding = NewsletterLinkOutcome | { outcome: 'ready' };

/** A link mailed to a subscriber: to confirm the subscription, or to leave it. */
export const newsletterLink = z.object({ token: z.string().max(300, 'This link is not valid.') });
