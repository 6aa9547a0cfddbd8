import { type VoucherKind, voucherEndpointsByKind } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { settledBy } from './settlements.service.ts';

/** Each kind of voucher's `settles/{number}`, read with the kind's permission. */
export default async function settlementRoutes(app: FastifyInstance) {
  for (const kind of Object.keys(voucherEndpointsByKind) as VoucherKind[]) {
    serve(app, voucherEndpointsByKind[kind].settles, async (request) => ({
      settles: await settledBy(app.database.db, request.params.invoiceNo),
    }));
  }
}
