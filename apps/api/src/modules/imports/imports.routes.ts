import { importEndpointsOf, importKinds, importsEndpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { importRunOf, startImport } from './imports.service.ts';
import { csvTemplate, xlsxTemplate } from './spreadsheet.ts';

/** A body may hold a file of 10,000 rows and more (8 MB of file, a third more in base64). */
const importBodyLimit = 12 * 1024 * 1024;

/** Imports' routes, as declared in the contracts: each kind's dry run, import and templates, and a run's progress. */
export default async function importsRoutes(app: FastifyInstance) {
  for (const kind of importKinds) {
    const endpoints = importEndpointsOf[kind];
    for (const [endpoint, dryRun] of [
      [endpoints.dryRun, true],
      [endpoints.run, false],
    ] as const)
      serve(
        app,
        endpoint,
        async (request, reply) => {
          const { status, run } = await startImport(app, kind, request.body, {
            dryRun,
            caller: request.caller as NonNullable<typeof request.caller>,
          });
          return reply.code(status).send(run);
        },
        { bodyLimit: importBodyLimit },
      );
    serve(app, endpoints.templateXlsx, () => xlsxTemplate(kind));
    serve(app, endpoints.templateCsv, () => csvTemplate(kind));
  }
  serve(app, importsEndpoints.runOf, (request) => importRunOf(app.database.db, request.params.id));
}
