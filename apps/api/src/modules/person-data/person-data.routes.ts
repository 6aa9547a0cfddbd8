import { personDataEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { everything } from '../../plugins/changes.ts';
import { sendDownload, serve } from '../../resource/endpoints.ts';
import { erasePerson, exportPerson, personCsv } from './person-data.service.ts';

/** A person's data, on request: everything held on them to take away, or erased. */
export default async function personDataRoutes(app: FastifyInstance) {
  serve(app, endpoints.exportPerson, async (request, reply) => {
    const data = await exportPerson(app.database.db, request.params.id);
    if (request.query.format !== 'csv') return data;
    return sendDownload(reply, 'csv', { content: personCsv(data), filename: `person-${request.params.id}.csv` });
  });
  serve(app, endpoints.erasePerson, async (request) => {
    const result = await erasePerson(app.database.db, request.params.id, request.caller?.userId);
    // Their name may be on any cached page (a ledger's title, a list): every cache starts afresh.
    app.changes.publish(everything);
    return result;
  });
}
