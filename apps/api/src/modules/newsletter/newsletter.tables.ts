import { newsletterSubscriber } from '@sahay/contracts';
import { index, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const newsletterSubscribers = resourceTable(
  newsletterSubscriber,
  {
    // What makes the confirmation link just mailed the only one that works, once: cleared when it is followed,
    // replaced when the address subscribes again. Never answered.
    confirmNonce: varchar('confirm_nonce', { length: 32 }),
    // The subscriber's network address when they subscribed, as the other visitor forms keep it; never answered.
    ip: varchar({ length: 64 }),
  },
  (t) => [index('newsletter_subscriber_status_idx').on(t.status, t.id)],
);
