import {
  departmentLists,
  detail,
  errorAnswers,
  flag,
  id,
  limitedErrorAnswers,
  mediaPath,
  pagingKeys,
  requesterThread,
  requiredText,
  supportSummary,
  writeErrorAnswers,
} from '@sahay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Page, Repository } from '../../resource/repository.ts';
import { inputSchemas, pageQuery, rowSchema } from '../../resource/schemas.ts';
import { users } from '../access/index.ts';
import { linkReply, replyByLink, replyFileKinds, threadByLink } from './support.link.ts';
import { staffMessageResource, ticketDetailResource, ticketResource } from './support.resources.ts';
import {
  agentReply,
  departmentId,
  loadLinkKey,
  markSeen,
  openTicket,
  openTicketFromContact,
  priorityId,
  renewLink,
  requesterReply,
} from './support.service.ts';
import { staffMessages, tickets } from './support.tables.ts';
import { supportSummaryOf } from './support-summary.ts';

export { threadReadLimits, threadReplyLimits } from './support.link.ts';

const files = { file: replyFileKinds };
const attachment = mediaPath().nullable().optional();
const ticketRow = rowSchema(ticketResource);
const detailRow = rowSchema(ticketDetailResource);
const pagedTickets = z.object({ tickets: z.array(ticketRow), ...pagingKeys });
const pagedDetails = z.object({ ticket_details: z.array(detailRow), ...pagingKeys });
const ticketParams = z.object({ id: id() });
const tokenParams = z.object({ token: z.string().max(200) });

const envelope = <K extends string>(plural: K, page: Page<Row>) => ({
  ...({ [plural]: page.items } as Record<K, Row[]>),
  page: page.page,
  size: page.size,
  total_pages: page.totalPages,
  total_elements: page.totalElements,
});

/** The contract's ticket and thread routes beyond the engine's, the client's own, staff messages and the private link. */
export default async function supportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const repo = (name: string) => app.repositories.get(name) as Repository;
  const actor = (request: FastifyRequest) => ({ caller: request.caller, ip: request.ip });
  const security = [{ bearer: [] }];
  await loadLinkKey(app);

  // Opening a ticket by staff (6.3): status Open, the first entry, a mail with the private link.
  const newTicket = inputSchemas(ticketResource)
    .create.omit({ ticket_status: true })
    .extend({ message: requiredText(10_000), file: attachment });
  app.post(
    '/ticket/api/v1/ticket/create',
    {
      config: { permission: 'ticket.create', files },
      schema: { tags: ['ticket'], summary: 'Open a ticket', security, body: newTicket, response: { 201: ticketRow, ...writeErrorAnswers } },
    },
    async (request, reply) => {
      const created = await inTransaction(db(), (tx) => openTicket(app, tx, request.body as never, actor(request)));
      return reply.code(201).send(await repo('ticket').get(db(), created.id as number));
    },
  );

  for (const [path, department] of Object.entries(departmentLists)) {
    app.get(
      `/ticket/api/v1/ticket/${path}`,
      {
        config: { permission: 'ticket.read' },
        schema: {
          tags: ['ticket'],
          summary: `Tickets of the ${department} department, paged`,
          security,
          querystring: pageQuery,
          response: { 200: pagedTickets, ...errorAnswers },
        },
      },
      async (request) => {
        const departmentKey = await departmentId(db(), department);
        const page = await repo('ticket').list(
          db(),
          pageRequest(request.query),
          { exact: { ticket_department: [departmentKey] } },
          actor(request),
        );
        return envelope('tickets', page);
      },
    );
  }

  app.post(
    '/ticket/api/v1/ticket/create_from_contact_message/:id',
    {
      config: { permission: 'ticket.create' },
      schema: {
        tags: ['ticket'],
        summary: 'Turn a stored contact message into a ticket',
        security,
        params: ticketParams,
        response: { 201: ticketRow, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const created = await inTransaction(db(), async (tx) => {
        const message = await app.repositories.get('contact_message')?.get(tx, request.params.id);
        return openTicketFromContact(app, tx, message as Row, actor(request));
      });
      return reply.code(201).send(await repo('ticket').get(db(), created.id as number));
    },
  );

  app.post(
    '/ticket/api/v1/ticket/renew_link/:id',
    {
      config: { permission: 'ticket.update' },
      schema: {
        tags: ['ticket'],
        summary: "Replace the requester's private link (the old one stops working) and mail the new one",
        security,
        params: ticketParams,
        response: { 200: detail, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await inTransaction(db(), (tx) => renewLink(app, tx, request.params.id, actor(request)));
      return { detail: 'A new link was sent to the requester; the earlier one no longer opens the ticket.' };
    },
  );

  app.post(
    '/ticket/api/v1/ticket/mark_read/:id',
    {
      config: { permission: 'ticket.update' },
      schema: {
        tags: ['ticket'],
        summary: "Mark the requester's entries of a ticket as read",
        security,
        params: ticketParams,
        response: { 200: ticketRow, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await repo('ticket').get(db(), request.params.id, actor(request));
      await markSeen(db(), request.params.id);
      return repo('ticket').get(db(), request.params.id, actor(request));
    },
  );

  app.get(
    '/ticket_detail/api/v1/ticket_detail/get_all_by_ticket_id/:id',
    {
      config: { permission: 'ticket_detail.read' },
      schema: {
        tags: ['ticket_detail'],
        summary: "A ticket's thread, oldest first, paged (internal notes included)",
        security,
        params: ticketParams,
        querystring: pageQuery,
        response: { 200: pagedDetails, ...errorAnswers },
      },
    },
    async (request) => {
      await repo('ticket').get(db(), request.params.id, actor(request));
      const page = await repo('ticket_detail').list(
        db(),
        pageRequest(request.query),
        { exact: { ticket: [request.params.id] }, ordering: [{ field: 'id', descending: false }] },
        actor(request),
      );
      return envelope('ticket_details', page);
    },
  );

  app.post(
    '/ticket_detail/api/v1/ticket_detail/create',
    {
      config: { permission: 'ticket_detail.create', files },
      schema: {
        tags: ['ticket_detail'],
        summary: "An agent's reply (mailed to the requester) or internal note (never shown to them)",
        security,
        body: z.object({ ticket: id(), message: requiredText(10_000), file: attachment, internal: flag().optional() }),
        response: { 201: detailRow, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const entry = await inTransaction(db(), (tx) => agentReply(app, tx, request.body, actor(request)));
      const [expanded] = await repo('ticket_detail')
        .get(db(), entry.id as number)
        .then((r) => [r]);
      return reply.code(201).send(expanded);
    },
  );

  // The client's own tickets: any signed-in user who is not acting as staff (decision 8).
  const ownTicket = async (ticketId: number, userId: number) => {
    const [row] = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.user, userId)));
    if (!row) throw notFound(`Ticket id - ${ticketId} does not exist`);
  };

  app.post(
    '/ticket/api/v1/ticket/create_from_client',
    {
      config: { signedIn: true, files },
      schema: {
        tags: ['ticket'],
        summary: 'Open a ticket as a signed-in member or customer',
        security,
        body: z.object({
          subject: requiredText(200),
          ticket_department: id().optional(),
          ticket_priority: id().optional(),
          ticket_type: id().nullable().optional(),
          message: requiredText(10_000),
          file: attachment,
        }),
        response: { 201: ticketRow, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId as number;
      const [user] = await db().select().from(users).where(eq(users.id, userId));
      const created = await inTransaction(db(), async (tx) =>
        openTicket(
          app,
          tx,
          {
            ...request.body,
            ticket_department: request.body.ticket_department ?? (await departmentId(tx, 'Support')),
            ticket_priority: request.body.ticket_priority ?? (await priorityId(tx, 'Normal')),
            user: userId,
            name: [user.firstName, user.lastName].filter(Boolean).join(' '),
            email: user.email,
          },
          actor(request),
        ),
      );
      return reply.code(201).send(await repo('ticket').get(db(), created.id as number));
    },
  );

  app.get(
    '/ticket/api/v1/ticket/ticket_for_client/all',
    {
      config: { signedIn: true },
      schema: {
        tags: ['ticket'],
        summary: "The signed-in client's own tickets, paged",
        security,
        querystring: pageQuery,
        response: { 200: pagedTickets, ...errorAnswers },
      },
    },
    async (request) => {
      const page = await repo('ticket').list(db(), pageRequest(request.query), { exact: { user: [request.caller?.userId as number] } });
      return envelope('tickets', page);
    },
  );

  app.post(
    '/ticket_detail/api/v1/ticket_detail/create_from_client',
    {
      config: { signedIn: true, files },
      schema: {
        tags: ['ticket_detail'],
        summary: "The signed-in client's reply on one of their tickets",
        security,
        body: z.object({ ticket: id(), message: requiredText(10_000), file: attachment }),
        response: { 201: detailRow, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const userId = request.caller?.userId as number;
      await ownTicket(request.body.ticket, userId);
      const entry = await inTransaction(db(), (tx) =>
        requesterReply(app, tx, request.body.ticket, { ...request.body, user: userId }, actor(request)),
      );
      return reply.code(201).send(await repo('ticket_detail').get(db(), entry.id as number));
    },
  );

  // Staff messages (6.3): each caller reads only their own conversations.
  app.get(
    '/message/api/v1/message/get_all_senders_with_unseen_message_count_by_receiver_id/:id',
    {
      config: { permission: 'message.read' },
      schema: {
        tags: ['message'],
        summary: 'Who wrote to this receiver, with how many of their messages are unread',
        security,
        params: ticketParams,
        response: {
          200: z.object({
            users: z.array(
              z.object({
                id: z.number(),
                first_name: z.string().nullable(),
                last_name: z.string().nullable(),
                email: z.string(),
                image: z.string().nullable(),
                unseen_message_count: z.number(),
              }),
            ),
          }),
          ...errorAnswers,
        },
      },
    },
    async (request) => {
      const receiver = request.params.id;
      if (receiver !== request.caller?.userId) return { users: [] };
      const rows = await db()
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          image: users.image,
          unseen_message_count: sql<number>`(count(*) filter (where not ${staffMessages.isSeen}))::int`,
        })
        .from(staffMessages)
        .innerJoin(users, eq(users.id, staffMessages.sender))
        .where(eq(staffMessages.receiver, receiver))
        .groupBy(users.id)
        .orderBy(asc(users.id));
      return { users: rows };
    },
  );

  const messageRow = rowSchema(staffMessageResource);
  app.get(
    '/message/api/v1/message/get_all_by_sender_id/:id',
    {
      config: { permission: 'message.read' },
      schema: {
        tags: ['message'],
        summary: 'The conversation between the caller and this sender, oldest first; marks it read',
        security,
        params: ticketParams,
        response: { 200: z.object({ messages: z.array(messageRow) }), ...errorAnswers },
      },
    },
    async (request) => {
      const me = request.caller?.userId as number;
      const other = request.params.id;
      const between = sql`((${staffMessages.sender} = ${other} and ${staffMessages.receiver} = ${me}) or (${staffMessages.sender} = ${me} and ${staffMessages.receiver} = ${other}))`;
      await db()
        .update(staffMessages)
        .set({ isSeen: true })
        .where(and(eq(staffMessages.sender, other), eq(staffMessages.receiver, me), eq(staffMessages.isSeen, false)));
      const rows = await db().select().from(staffMessages).where(between).orderBy(asc(staffMessages.id));
      return {
        messages: rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
          created_by: r.createdBy,
          updated_by: r.updatedBy,
          receiver: r.receiver,
          sender: r.sender,
          message: r.message,
          is_seen: r.isSeen,
        })),
      };
    },
  );

  // The requester's private link: public, rate-limited, and a 404 that says nothing for a wrong token.
  // The public site's page `/support/{token}` reads and replies through the same functions (support.link.ts).
  app.get(
    '/support/api/v1/support/thread/:token',
    {
      config: { public: true },
      schema: {
        tags: ['support'],
        summary: "The requester's view of their ticket (no internal notes), paged",
        params: tokenParams,
        querystring: pageQuery,
        response: { 200: requesterThread, ...limitedErrorAnswers },
      },
    },
    async (request, reply) => {
      const thread = await threadByLink(app, request.params.token, request.ip, pageRequest(request.query));
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return thread;
    },
  );

  app.post(
    '/support/api/v1/support/reply/:token',
    {
      config: { public: true, files },
      schema: {
        tags: ['support'],
        summary: "The requester's reply through their private link (re-opens the ticket)",
        params: tokenParams,
        body: linkReply.extend({ file: attachment }),
        response: { 201: detail, ...writeErrorAnswers, 429: detail },
      },
    },
    async (request, reply) => {
      await replyByLink(app, request.params.token, request.body, request.ip);
      return reply.code(201).send({ detail: 'Your reply was added to the ticket.' });
    },
  );

  app.get(
    '/dashboard/api/v1/support_summary',
    {
      config: { permission: 'ticket.read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Open tickets per department and the median time to a first answer (30 days)',
        security,
        response: { 200: supportSummary, ...errorAnswers },
      },
    },
    (request) => supportSummaryOf(db(), request.caller),
  );
}
