import { supportEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { ticketAgents } from './tickets.service.ts';

/** The colleagues a ticket can be assigned to, for anyone who reads tickets (the inbox's filter, the thread's picker). */
export default async function supportAgentRoutes(app: FastifyInstance) {
  serve(app, endpoints.agents, () => ticketAgents(app));
}
