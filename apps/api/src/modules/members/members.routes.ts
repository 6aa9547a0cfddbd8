import { membersEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import { ownSubscriptions, searchMembers } from './member-reads.service.ts';
import { markSubscriptionPaid, previewFees } from './members.service.ts';

/**
 * Members' own routes, as declared in the contracts: their search (by the account's name, username and
 * email), a member's own subscriptions, marking a subscription paid (its receipt voucher), and fee
 * generation's dry run.
 */
export default async function membersRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const repository = (name: string) => app.repositories.get(name) as Repository;

  serve(app, endpoints.searchMembers, (request) => searchMembers(db(), repository('member'), request.query, request.caller));
  serve(app, endpoints.ownSubscriptions, (request) =>
    ownSubscriptions(db(), repository('monthly_subscription'), request.query, request.caller),
  );
  serve(app, endpoints.markSubscriptionPaid, (request) =>
    markSubscriptionPaid(app, db(), request.params.id, request.body?.paid_date, request.caller),
  );
  serve(app, endpoints.previewFees, (request) => previewFees(db(), request.body));
}
