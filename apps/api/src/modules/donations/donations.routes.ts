import { donationsEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../plugins/auth.ts';
import { serve } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { dashboardFor } from './dashboard.service.ts';
import { confirmPledge, failPledge, pledge, receiptFile, refundGift, statementFile } from './donation-answers.service.ts';
import { giveToCause } from './donations.service.ts';

/**
 * Donations' own routes, as declared in the contracts: a pledge (open to visitors, answered with where to
 * send the money), a signed-in account's gift to a cause, confirming a pledge (its receipt in the books,
 * numbered and mailed), marking it failed, its receipt and a donor's statement as PDF, and the back office's
 * dashboard.
 */
export default async function donationsRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  serve(app, endpoints.pledge, (request) => pledge(app, db(), request.body, request.caller, request.ip));
  serve(app, endpoints.giveToCause, async (request) => {
    // Signed in: the guard lets no anonymous caller through.
    await giveToCause(app, db(), request.body, request.caller as Caller, request.ip);
    return '';
  });
  serve(app, endpoints.confirmDonation, (request) => confirmPledge(app, db(), request.params.id, request.body?.date, request.caller));
  serve(app, endpoints.markDonationFailed, (request) => failPledge(app, db(), request.params.id, request.body?.reason, request.caller));
  serve(app, endpoints.refundDonation, (request) => refundGift(app, db(), request.params.id, request.body, request.caller));
  serve(app, endpoints.donationReceipt, (request) => receiptFile(db(), app.media, request.params.id));
  serve(app, endpoints.donationStatement, (request) => statementFile(db(), app.media, request.params.id, request.query.year));
  serve(app, endpoints.dashboard, (request) => dashboardFor(db(), app.repositories.get('cause') as Repository, request.caller));
}
