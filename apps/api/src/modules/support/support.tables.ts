import { staffMessage, ticket, ticketDepartment, ticketDetail, ticketPriority, ticketStatus, ticketType } from '@sahay/contracts';
import { index, timestamp, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const ticketDepartments = resourceTable(ticketDepartment);
export const ticketPriorities = resourceTable(ticketPriority);
export const ticketStatuses = resourceTable(ticketStatus);
export const ticketTypes = resourceTable(ticketType);

/**
 * Tickets, with what the server keeps for itself: the requester's private link as a hash (to find the
 * ticket) and a random salt (the link is an HMAC of it under the server's key, so the same link can be
 * mailed again with each reply, and a new salt revokes it), and when an agent first answered.
 */
export const tickets = resourceTable(
  ticket,
  {
    accessTokenHash: varchar('access_token_hash', { length: 64 }).unique('ticket_access_token_hash_unique'),
    linkSalt: varchar('link_salt', { length: 64 }),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
  },
  (t) => [index('ticket_created_at_idx').on(t.createdAt)],
);

/** A thread is read in order and paged, so its entries are indexed by ticket then id. */
export const ticketDetails = resourceTable(ticketDetail, undefined, (t) => [index('ticket_detail_thread_idx').on(t.ticket, t.id)]);

export const staffMessages = resourceTable(staffMessage);
