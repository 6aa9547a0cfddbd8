import { newsletterConfirmPath, newsletterUnsubscribePath } from '@sahay/contracts/site-paths';
import type { Mail } from '../../lib/mailer.ts';
import { confirmDays } from './links.ts';

type Language = 'en' | 'bn';
const languageOf = (language: unknown): Language => (language === 'bn' ? 'bn' : 'en');

/** Who a mail to a subscriber goes to, and where its links point. */
interface Recipient {
  email: string;
  name?: string | null;
  language?: string | null;
}

const leaveLine: Record<Language, (link: string) => string> = {
  en: (link) => `To stop receiving our newsletter, open this link and press its button (no sign-in needed): ${link}`,
  bn: (link) => `আমাদের নিউজলেটার আর না পেতে চাইলে এই লিংকে গিয়ে বোতামটি চাপুন (সাইন ইন লাগবে না): ${link}`,
};

/**
 * Every mail to a subscriber is made here, so that each ends with the link that unsubscribes them, and carries it
 * for their mail program's own unsubscribe button (one click, RFC 8058): the confirmation mail now; any newsletter
 * mail later.
 */
export function subscriberMail(
  recipient: Recipient,
  content: { subject: string; lines: string[] },
  links: { base: string; unsubscribeToken: string },
): Mail {
  const leave = `${links.base}${newsletterUnsubscribePath(links.unsubscribeToken)}`;
  return {
    to: recipient.email,
    subject: content.subject,
    text: [...content.lines, '', '—', leaveLine[languageOf(recipient.language)](leave)].join('\n'),
    unsubscribeUrl: leave,
  };
}

/** The mail that asks a new subscriber to confirm, in the language they read the form in. */
export function confirmationMail(
  recipient: Recipient,
  charity: string,
  links: { base: string; confirmToken: string; unsubscribeToken: string },
): Mail {
  const confirm = `${links.base}${newsletterConfirmPath(links.confirmToken)}`;
  const name = recipient.name?.trim();
  const content =
    languageOf(recipient.language) === 'bn'
      ? {
          subject: `${charity}-এর নিউজলেটার: আপনার ইমেইল নিশ্চিত করুন`,
          lines: [
            name ? `প্রিয় ${name},` : 'প্রিয় পাঠক,',
            '',
            `${charity}-এর নিউজলেটার পেতে চাওয়ার জন্য ধন্যবাদ। এই ঠিকানাটি আপনারই, তা নিশ্চিত করতে এই লিংকে গিয়ে বোতামটি চাপুন (${confirmDays} দিন পর্যন্ত কাজ করবে):`,
            confirm,
            '',
            'আপনি সাবস্ক্রাইব না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: নিশ্চিত না করলে আমরা আর কিছু পাঠাব না।',
            '',
            charity,
          ],
        }
      : {
          subject: `Please confirm your subscription to ${charity}'s newsletter`,
          lines: [
            name ? `Dear ${name},` : 'Hello,',
            '',
            `Thank you for subscribing to ${charity}'s newsletter. To confirm that this address is yours, open this link and press its button (it works for ${confirmDays} days):`,
            confirm,
            '',
            'If you did not subscribe, ignore this mail: without your confirmation we send you nothing more.',
            '',
            charity,
          ],
        };
  return subscriberMail(recipient, content, links);
}
