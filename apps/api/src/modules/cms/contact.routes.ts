import { actionPaths, basePath, contactMessage } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Repository } from '../../resource/repository.ts';
import { inputSchemas, rowSchema, writeErrorResponses } from '../../resource/schemas.ts';
import { openTicketFromContact } from '../support/index.ts';
import { contactMessageResource } from './cms.resources.ts';

/**
 * The contact form's create: the message is stored as before (same fields, answer and refusals), and in
 * the same transaction it becomes a ticket in its department's inbox, whose requester is mailed a link.
 */
export default async function contactRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repository = () => app.repositories.get(contactMessage.name) as Repository;
  for (const path of actionPaths(contactMessage, 'create')) {
    app.post(
      basePath(contactMessage) + path,
      {
        config: { public: true, files: {} },
        schema: {
          tags: [contactMessage.name],
          summary: 'Send a contact message (opens a ticket)',
          body: inputSchemas(contactMessageResource).create,
          response: { 201: rowSchema(contactMessageResource), ...writeErrorResponses },
        },
      },
      async (request, reply) => {
        const actor = { caller: request.caller, ip: request.ip };
        const message = await inTransaction(app.database.db, async (tx) => {
          const stored = await repository().create(tx, request.body, actor);
          await openTicketFromContact(app, tx, stored, actor);
          return stored;
        });
        return reply.code(201).send(message);
      },
    );
  }
}
