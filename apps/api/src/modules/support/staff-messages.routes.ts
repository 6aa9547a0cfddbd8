import { supportEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { conversationWith, sendersTo } from './staff-messages.service.ts';

/** Messages between members of staff beyond the engine's routes: each caller reads only their own conversations. */
export default async function staffMessageRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  serve(app, endpoints.senders, (request) => sendersTo(db(), request.params.id, request.caller));
  serve(app, endpoints.conversation, (request) => conversationWith(db(), request.params.id, request.caller));
}
