import { accountLog, basePath, detail, errorAnswers } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The account log is written only by posting vouchers: its create, update and delete paths of the
 * contract answer 405 with the way to do it instead, so the books always agree with the vouchers.
 */
export default async function accountLogRoutes(app: FastifyInstance) {
  const base = basePath(accountLog);
  const refused = [
    { method: 'POST', url: `${base}create`, why: 'Account log rows are written by vouchers: create a voucher instead.' },
    { method: 'PUT', url: `${base}update/:id`, why: 'Account log rows change with their voucher: change the voucher instead.' },
    { method: 'PATCH', url: `${base}update/:id`, why: 'Account log rows change with their voucher: change the voucher instead.' },
    { method: 'DELETE', url: `${base}delete/:id`, why: 'Account log rows go with their voucher: delete the voucher instead.' },
    { method: 'DELETE', url: `${base}delete_multiple`, why: 'Account log rows go with their voucher: delete the voucher instead.' },
  ] as const;
  for (const route of refused) {
    app.route({
      method: route.method,
      url: route.url,
      config: { permission: 'account_log.read' },
      schema: {
        tags: ['account_log'],
        summary: 'Refused: the account log is written by vouchers only',
        response: { 405: detail, ...errorAnswers },
      },
      handler: async () => {
        throw new HttpError(405, route.why);
      },
    });
  }
}
