import * as contracts from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { newsletterSubscribers } from './newsletter.tables.ts';

export const newsletterSubscriberResource = defineResource({
  contract: contracts.newsletterSubscriber,
  table: newsletterSubscribers,
  hidden: ['confirm_nonce', 'ip'],
  // A visitor's subscription passes the spam guard, is kept once per address and is mailed a link: newsletter.routes.ts.
  ownRoutes: ['create'],
});
