import { supportEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import * as client from './client-tickets.service.ts';
import { actorOf } from './tickets.service.ts';

/** The client's own tickets, for any signed-in account (decision 8): opening one, listing theirs, replying on theirs. */
export default async function clientTicketRoutes(app: FastifyInstance) {
  serve(app, endpoints.clientOpenTicket, (request) => client.openClientTicket(app, request.body, actorOf(request)));
  serve(app, endpoints.clientTickets, (request) => client.clientTicketPage(app, request.query, actorOf(request)));
  serve(app, endpoints.clientReply, (request) => client.addClientEntry(app, request.body, actorOf(request)));
}
