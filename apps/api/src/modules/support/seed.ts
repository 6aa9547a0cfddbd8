import {
  seededTicketDepartments,
  seededTicketPriorities,
  seededTicketStatuses,
  seededTicketTypes,
  ticketStatusNames,
} from '@sahay/contracts';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';
import { departmentId, priorityId, statusId } from './support.service.ts';
import { ticketDepartments, ticketDetails, ticketPriorities, ticketStatuses, tickets, ticketTypes } from './support.tables.ts';

/**
 * The departments, priorities (in rising order), statuses and types an installation starts with. Runs at
 * every start, and fills only an empty table: lookups staff renamed or removed stay so.
 */
export async function seedSupportLookups(tx: Db) {
  const fill = async (table: PgTable, rows: Record<string, unknown>[]) => {
    const [{ n }] = await tx.select({ n: count() }).from(table);
    if (n === 0) await tx.insert(table).values(rows as never);
  };
  await fill(
    ticketDepartments,
    seededTicketDepartments.map((name) => ({ name })),
  );
  await fill(
    ticketPriorities,
    seededTicketPriorities.map((name, i) => ({ name, position: i + 1 })),
  );
  await fill(
    ticketStatuses,
    seededTicketStatuses.map((name) => ({ name })),
  );
  await fill(
    ticketTypes,
    seededTicketTypes.map((name) => ({ name })),
  );
}

const { open, waiting, answered, closed } = ticketStatusNames;

/** One entry of a demo thread: who wrote it and how many hours after the ticket was opened. */
type Entry = { by: 'requester' | 'agent' | 'note'; hours: number; message: string };

/**
 * The demo's support inboxes: tickets in every department and status, as visitors and donors write them, with
 * the replies and notes staff left. Open ones still wait for an answer (some unread), so a newcomer has work
 * to try the inbox on.
 */
const demoTickets: {
  subject: string;
  name: string;
  email: string;
  department: string;
  priority: string;
  type: string;
  status: string;
  daysAgo: number;
  /** The requester's entries no agent has read yet. */
  unread?: boolean;
  thread: Entry[];
}[] = [
  {
    subject: 'Receipt for my October gift',
    name: 'Nusrat Jahan',
    email: 'nusrat.jahan@example.org',
    department: 'Accounts',
    priority: 'Normal',
    type: 'Request',
    status: open,
    daysAgo: 1,
    unread: true,
    thread: [
      {
        by: 'requester',
        hours: 0,
        message: 'I gave 5,000 taka by bKash on 12 October but have not received a receipt for my tax return. Could you send one?',
      },
    ],
  },
  {
    subject: 'Year-end statement shows the wrong name',
    name: 'Habibur Rahman',
    email: 'habibur.rahman@example.org',
    department: 'Accounts',
    priority: 'High',
    type: 'Problem',
    status: waiting,
    daysAgo: 6,
    thread: [
      { by: 'requester', hours: 0, message: 'My year-end statement is made out to "H. Rahman". My company needs my full name on it.' },
      { by: 'note', hours: 3, message: 'The donor record has only the initial. Ask for the full name as on his national ID.' },
      {
        by: 'agent',
        hours: 4,
        message:
          'We are sorry for the trouble. Please tell us your full name as it appears on your national ID, and we will issue the statement again.',
      },
    ],
  },
  {
    subject: 'Bulk order of jute bags for a wedding',
    name: 'Farzana Kabir',
    email: 'farzana.kabir@example.org',
    department: 'Sales',
    priority: 'Normal',
    type: 'Question',
    status: open,
    daysAgo: 2,
    unread: true,
    thread: [
      {
        by: 'requester',
        hours: 0,
        message: 'We need 150 small jute gift bags by the 20th of next month. Can the cooperative make that many, and at what price?',
      },
      { by: 'requester', hours: 20, message: 'Also: can the bags be printed with the couple’s initials?' },
    ],
  },
  {
    subject: 'Order arrived with a cracked pot',
    name: 'Moushumi Roy',
    email: 'moushumi.roy@example.org',
    department: 'Sales',
    priority: 'High',
    type: 'Problem',
    status: answered,
    daysAgo: 9,
    thread: [
      { by: 'requester', hours: 0, message: 'One of the two terracotta pots in my order was cracked when it arrived. I have a photo.' },
      {
        by: 'agent',
        hours: 5,
        message:
          'Thank you for telling us. We are sending a replacement pot this week at no charge; there is no need to return the cracked one.',
      },
    ],
  },
  {
    subject: 'Volunteering at the winter clothes drive',
    name: 'Tanvir Hasan',
    email: 'tanvir.hasan@example.org',
    department: 'Programmes',
    priority: 'Low',
    type: 'Question',
    status: open,
    daysAgo: 3,
    thread: [
      {
        by: 'requester',
        hours: 0,
        message: 'I am a university student in Rangpur and would like to help sort and hand out winter clothes. Whom should I contact?',
      },
    ],
  },
  {
    subject: 'Visiting the school project in Sunamganj',
    name: 'Sabina Yasmin',
    email: 'sabina.yasmin@example.org',
    department: 'Programmes',
    priority: 'Normal',
    type: 'Request',
    status: closed,
    daysAgo: 45,
    thread: [
      { by: 'requester', hours: 0, message: 'Our company sponsors two classrooms. May a small group of us visit the school in December?' },
      {
        by: 'agent',
        hours: 26,
        message: 'You are very welcome. The head teacher suggests a weekday morning; our field officer will meet you in Sunamganj town.',
      },
      { by: 'requester', hours: 30, message: 'Thank you, we will come on the second Tuesday.' },
      { by: 'note', hours: 31, message: 'Visit booked with the field office. Closing.' },
    ],
  },
  {
    subject: 'Cannot reset my password',
    name: 'Rezaul Karim',
    email: 'rezaul.karim@example.org',
    department: 'Support',
    priority: 'Urgent',
    type: 'Problem',
    status: open,
    daysAgo: 0,
    thread: [{ by: 'requester', hours: 0, message: 'The reset link in the mail says it has expired, although I opened it at once.' }],
  },
  {
    subject: 'Changing my monthly membership amount',
    name: 'Shahnaz Parvin',
    email: 'shahnaz.parvin@example.org',
    department: 'Support',
    priority: 'Normal',
    type: 'Request',
    status: answered,
    daysAgo: 12,
    thread: [
      { by: 'requester', hours: 0, message: 'I would like to raise my monthly subscription from 500 to 1,000 taka from next month.' },
      {
        by: 'agent',
        hours: 2,
        message: 'Thank you for your generosity! We have changed your subscription; next month’s fee will be 1,000 taka.',
      },
    ],
  },
];

/** Writes the demo tickets and their threads through the app's repositories, dated as if written over the last weeks. */
export async function seedDemoTickets(tx: Db, app: ResourceWriter, now = new Date()) {
  const repository = (name: string) => app.repositories.get(name) as Repository;
  const types = new Map((await tx.select({ id: ticketTypes.id, name: ticketTypes.name }).from(ticketTypes)).map((t) => [t.name, t.id]));
  for (const demo of demoTickets) {
    const opened = new Date(now.getTime() - demo.daysAgo * 86_400_000 - 3 * 3_600_000);
    const ticket = await repository('ticket').create(tx, {
      subject: demo.subject,
      name: demo.name,
      email: demo.email,
      ticket_department: await departmentId(tx, demo.department),
      ticket_priority: await priorityId(tx, demo.priority),
      ticket_type: types.get(demo.type) ?? null,
      ticket_status: await statusId(tx, demo.status),
    });
    const entries = [];
    for (const entry of demo.thread)
      entries.push(
        await repository('ticket_detail').create(tx, {
          ticket: ticket.id,
          message: entry.message,
          from_requester: entry.by === 'requester',
          internal: entry.by === 'note',
          seen: entry.by !== 'requester' || !demo.unread,
        }),
      );
    // The rows keep the times they would have had: the inbox shows each ticket's age and first answer.
    const at = (hours: number) => new Date(opened.getTime() + hours * 3_600_000);
    const firstAnswer = demo.thread.find((e) => e.by === 'agent');
    await tx
      .update(tickets)
      .set({
        createdAt: opened,
        updatedAt: at(demo.thread.at(-1)?.hours ?? 0),
        firstAnsweredAt: firstAnswer ? at(firstAnswer.hours) : null,
      })
      .where(eq(tickets.id, ticket.id as number));
    for (const [i, entry] of demo.thread.entries())
      await tx
        .update(ticketDetails)
        .set({ createdAt: at(entry.hours), updatedAt: at(entry.hours) })
        .where(eq(ticketDetails.id, entries[i].id as number));
  }
}
