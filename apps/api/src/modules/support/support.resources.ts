import * as contracts from '@sahay/contracts';
import { allInboxesPermission, inboxPermissions } from '@sahay/contracts';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { inTurn } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { defineResource, type Row } from '../../resource/define-resource.ts';
import { users } from '../access/index.ts';
import { statusChangeRefusal, statusName } from './support.service.ts';
import {
  staffMessages,
  ticketDepartments,
  ticketDetails,
  ticketPriorities,
  ticketStatuses,
  tickets,
  ticketTypes,
} from './support.tables.ts';

/**
 * Which tickets a member of staff sees: every department's with `ticket_inbox.all`, else the departments
 * whose inbox permission their role holds, and the tickets assigned to them. Services acting for a
 * visitor (the contact form, the private link) pass no caller and see the one ticket they work on.
 */
function inboxCondition(caller: Caller | null | undefined): SQL | undefined {
  if (!caller || caller.permissions.has(allInboxesPermission.name)) return undefined;
  const names = Object.entries(inboxPermissions)
    .filter(([, permission]) => caller.permissions.has(permission.name))
    .map(([name]) => name);
  const mine = eq(tickets.assignee, caller.userId);
  if (!names.length) return mine;
  const departments = sql`(select ${ticketDepartments.id} from ${ticketDepartments} where ${inArray(ticketDepartments.name, names)})`;
  return sql`(${tickets.ticketDepartment} in ${departments} or ${mine})`;
}

const namesById = async (db: DbOrTx, table: typeof ticketStatuses, ids: unknown[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};
const userNames = async (db: DbOrTx, ids: unknown[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map<number, { name: string; image: string | null }>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: [r.first, r.last].filter(Boolean).join(' ') || r.email, image: r.image }]));
};

/** Refuses an unknown department, priority or type with the contract's `{detail}`, on create and on change. */
async function checkLookups(tx: DbOrTx, input: Row) {
  const checks: [string, string, typeof ticketDepartments][] = [
    ['ticket_department', 'Ticket department', ticketDepartments],
    ['ticket_priority', 'Ticket priority', ticketPriorities as never],
    ['ticket_status', 'Ticket status', ticketStatuses as never],
    ['ticket_type', 'Ticket type', ticketTypes as never],
  ];
  for (const [field, label, table] of checks) {
    const id = input[field];
    if (typeof id !== 'number') continue;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) throw new HttpError(400, `${label} id - ${id} does not exist`);
  }
}

export const ticketResource = defineResource({
  contract: contracts.ticket,
  table: tickets,
  hidden: ['access_token_hash', 'link_salt'],
  scope: inboxCondition,
  // Staff find a ticket by what was written in its thread; `%` and `_` in the text are matched as typed.
  textFilters: {
    [contracts.ticketThreadTextFilter]: (text) =>
      sql`exists (select 1 from ${ticketDetails} where ${ticketDetails.ticket} = ${tickets.id} and ${ticketDetails.message} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    // The tickets a visitor's contact message opened (the back office's Contact messages screen): `from_contact_form=true`.
    [contracts.fromContactFormFilter]: (text) =>
      ['false', '0', 'no', 'off'].includes(text.toLowerCase()) ? isNull(tickets.contactMessage) : isNotNull(tickets.contactMessage),
    // A status by its name, whatever its id (the dashboard's count of messages waiting for an answer): `status_name=Open`.
    [contracts.ticketStatusNameFilter]: (text) =>
      sql`${tickets.ticketStatus} in (select ${ticketStatuses.id} from ${ticketStatuses} where lower(${ticketStatuses.name}) = ${text.toLowerCase()})`,
  },
  // Opening a ticket writes its first entry and mails the requester: served by tickets.routes.ts and client-tickets.routes.ts.
  ownRoutes: ['create'],
  output: {
    department_name: z.string().nullable(),
    priority_name: z.string().nullable(),
    status_name: z.string().nullable(),
    assignee_name: z.string().nullable(),
    unread: z.number(),
  },
  hooks: {
    async prepare(input, { tx, mode, before }) {
      await checkLookups(tx, input);
      if (mode === 'update' && typeof input.ticket_status === 'number') {
        const refusal = statusChangeRefusal(
          await statusName(tx, before?.ticket_status as number),
          (await statusName(tx, input.ticket_status)) as string,
        );
        if (refusal) throw new HttpError(409, refusal);
      }
      return input;
    },
    async expand(db, records) {
      const ids = records.map((r) => r.id as number);
      const [departments, priorities, statuses, assignees] = await inTurn([
        () =>
          namesById(
            db,
            ticketDepartments as never,
            records.map((r) => r.ticket_department),
          ),
        () =>
          namesById(
            db,
            ticketPriorities as never,
            records.map((r) => r.ticket_priority),
          ),
        () =>
          namesById(
            db,
            ticketStatuses,
            records.map((r) => r.ticket_status),
          ),
        () =>
          userNames(
            db,
            records.map((r) => r.assignee),
          ),
      ]);
      const unread = ids.length
        ? await db
            .select({ ticket: ticketDetails.ticket, n: sql<number>`count(*)::int` })
            .from(ticketDetails)
            .where(and(inArray(ticketDetails.ticket, ids), eq(ticketDetails.fromRequester, true), eq(ticketDetails.seen, false)))
            .groupBy(ticketDetails.ticket)
        : [];
      return records.map((r) => ({
        ...r,
        department_name: departments.get(r.ticket_department as number) ?? null,
        priority_name: priorities.get(r.ticket_priority as number) ?? null,
        status_name: statuses.get(r.ticket_status as number) ?? null,
        assignee_name: assignees.get(r.assignee as number)?.name ?? null,
        unread: unread.find((u) => u.ticket === r.id)?.n ?? 0,
      }));
    },
  },
});

export const ticketDetailResource = defineResource({
  contract: contracts.ticketDetail,
  table: ticketDetails,
  // A member of staff reads the threads of the tickets they see.
  scope: (caller) => {
    const condition = inboxCondition(caller);
    return condition ? sql`${ticketDetails.ticket} in (select ${tickets.id} from ${tickets} where ${condition})` : undefined;
  },
  // Replies mail the requester and move the ticket's status: served by tickets.routes.ts and client-tickets.routes.ts.
  ownRoutes: ['create'],
  output: {
    admin_name: z.string().nullable(),
    admin_image: z.string().nullable(),
    customer_name: z.string().nullable(),
    customer_image: z.string().nullable(),
  },
  hooks: {
    async expand(db, records) {
      const people = await userNames(
        db,
        records.flatMap((r) => [r.admin, r.customer]),
      );
      return records.map((r) => ({
        ...r,
        admin_name: people.get(r.admin as number)?.name ?? null,
        admin_image: people.get(r.admin as number)?.image ?? null,
        customer_name: people.get(r.customer as number)?.name ?? null,
        customer_image: people.get(r.customer as number)?.image ?? null,
      }));
    },
  },
});

export const staffMessageResource = defineResource({
  contract: contracts.staffMessage,
  table: staffMessages,
  // A member of staff reads the messages they sent or received, nobody else's.
  scope: (caller) =>
    caller ? sql`(${staffMessages.sender} = ${caller.userId} or ${staffMessages.receiver} = ${caller.userId})` : undefined,
  hooks: {
    prepare(input, { mode, actor }) {
      if (mode === 'create') return { ...input, sender: actor ?? input.sender ?? null, is_seen: false };
      return input;
    },
  },
});

export const supportResources = [
  defineResource({ contract: contracts.ticketDepartment, table: ticketDepartments }),
  defineResource({ contract: contracts.ticketPriority, table: ticketPriorities }),
  defineResource({ contract: contracts.ticketStatus, table: ticketStatuses }),
  defineResource({ contract: contracts.ticketType, table: ticketTypes }),
  ticketResource,
  ticketDetailResource,
  staffMessageResource,
];
