import type { ResourceScreens } from '../declaration.ts';
import { ContactFormTicketsPage } from '../ticket/TicketInbox.tsx';

/**
 * Visitors write these from the contact page, and each opens a ticket at once: a message is one record, its ticket,
 * answered in the inboxes. Website › Contact messages lists those tickets, their status saying what still waits.
 */
export default {
  list: ContactFormTicketsPage,
} satisfies ResourceScreens;
