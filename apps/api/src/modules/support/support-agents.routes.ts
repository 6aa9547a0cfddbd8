import { errorAnswers, ticketAgents, ticketAgentsPath } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffHolding } from '../access/index.ts';

/** Who may work tickets is whoever may change them: they can be assigned one. */
export const agentPermission = 'ticket.update';

/** The colleagues a ticket can be assigned to, for anyone who reads tickets (the inbox's filter, the thread's picker). */
export default async function supportAgentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    ticketAgentsPath,
    {
      config: { permission: 'ticket.read' },
      schema: {
        tags: ['ticket'],
        summary: 'The staff who may work tickets (id and name), to assign a ticket or filter by assignee',
        security: [{ bearer: [] }],
        response: { 200: ticketAgents, ...errorAnswers },
      },
    },
    async () => ({ users: await staffHolding(app.database.db, agentPermission) }),
  );
}
