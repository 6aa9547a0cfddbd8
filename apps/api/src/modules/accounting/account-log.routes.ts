import { accountingEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { refuseAccountLogWrite } from './voucher.service.ts';

/**
 * The account log is written only by posting vouchers: its create, update and delete paths of the
 * contract answer 405 with the way to do it instead, so the books always agree with the vouchers.
 */
export default async function accountLogRoutes(app: FastifyInstance) {
  serve(app, endpoints.refuseAccountLogCreate, () => refuseAccountLogWrite('create'));
  serve(app, endpoints.refuseAccountLogUpdate, () => refuseAccountLogWrite('update'));
  serve(app, endpoints.refuseAccountLogDelete, () => refuseAccountLogWrite('delete'));
  serve(app, endpoints.refuseAccountLogDeleteMany, () => refuseAccountLogWrite('delete'));
}
