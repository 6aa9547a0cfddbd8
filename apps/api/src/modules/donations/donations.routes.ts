import {
  actionPaths,
  basePath,
  causeDonationBody,
  confirmDonationBody,
  donation,
  donationDashboard,
  errorAnswers,
  id,
  limitedErrorAnswers,
  markDonationFailedBody,
  writeErrorAnswers,
} from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, can } from '../../plugins/auth.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { inputSchemas, rowSchema } from '../../resource/schemas.ts';
import { membersByKind, subscriptionsDue } from '../members/index.ts';
import { letterhead, receiptPdf, statementPdf } from './donations.pdf.ts';
import { donationResource } from './donations.resources.ts';
import { confirmDonation, giftsPerMonth, giveToCause, markDonationFailed, receiptOf, statementOf, today } from './donations.service.ts';

const keyParams = z.object({ id: id() });
/** What a visitor is not answered of their own pledge: the donor's account and who wrote it. */
const staffOnly = ['user', 'created_by', 'updated_by'] as const;

/**
 * Donations' own routes: a pledge (open to visitors, answered with where to send the money), confirming
 * it (its receipt in the books, numbered and mailed), marking it failed, its receipt and a donor's
 * statement as PDF, and the back office's dashboard.
 */
export default async function donationsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const repository = () => app.repositories.get('donation') as Repository;
  const base = basePath(donation);
  const row = rowSchema(donationResource);
  const visitorRow = row.omit({ user: true, created_by: true, updated_by: true }).extend({
    user: z.number().nullable().optional(),
    created_by: z.number().nullable().optional(),
    updated_by: z.number().nullable().optional(),
  });
  const security = [{ bearer: [] }];
  const pdfAnswer = z.string().describe('A PDF file (application/pdf, a download)');

  for (const path of actionPaths(donation, 'create'))
    app.post(
      `${base}${path}`,
      {
        config: { public: true },
        schema: {
          tags: ['donation'],
          summary:
            'Pledge a gift (open to visitors, rate-limited): the donor is matched to a user by email or one is made without a password; answered with the payment method and where to send the money. Card data is never taken.',
          body: inputSchemas(donationResource).create,
          response: { 201: visitorRow, ...limitedErrorAnswers, 409: writeErrorAnswers[409] },
        },
      },
      async (request, reply) => {
        const created = await repository().create(db(), request.body as Row, { caller: request.caller, ip: request.ip });
        const staff = can(request.caller, 'donation.read');
        const answer = staff
          ? created
          : Object.fromEntries(Object.entries(created).filter(([k]) => !(staffOnly as readonly string[]).includes(k)));
        return reply.code(201).send(answer as never);
      },
    );

  app.post(
    '/cause_donation/api/v1/cause_donation/create',
    {
      config: { signedIn: true },
      schema: {
        tags: ['cause_donation'],
        summary:
          "A signed-in user's gift to a cause: a pledge in their name (as a visitor's on /donate), which enters the books when staff confirm it; staff holding donation.create and donation.update record it confirmed at once",
        security,
        body: causeDonationBody,
        response: { 201: z.string().max(0).describe('An empty body'), ...limitedErrorAnswers, 409: writeErrorAnswers[409] },
      },
    },
    async (request, reply) => {
      await giveToCause(app, db(), request.body, request.caller as Caller, request.ip);
      return reply.code(201).send('');
    },
  );

  app.post(
    `${base}confirm/:id`,
    {
      config: { permission: 'donation.update' },
      schema: {
        tags: ['donation'],
        summary:
          "Confirm a pledged donation: posts its receipt voucher (Cash or Bank debited by the method's deposit_to, the donor's ledger credited, naming the cause's sales invoice), numbers its receipt and mails it to the donor; once only (409 after)",
        security,
        params: keyParams,
        body: confirmDonationBody.nullish(),
        response: { 200: row, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await confirmDonation(app, db(), request.params.id, request.body?.date ?? today(), request.caller);
      return (await repository().get(db(), request.params.id)) as never;
    },
  );

  app.post(
    `${base}mark_failed/:id`,
    {
      config: { permission: 'donation.update' },
      schema: {
        tags: ['donation'],
        summary: 'Mark a pledged donation failed (the money never came), with an optional reason; only a pledged one (409 otherwise)',
        security,
        params: keyParams,
        body: markDonationFailedBody.nullish(),
        response: { 200: row, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await markDonationFailed(app, db(), request.params.id, request.body?.reason, request.caller);
      return (await repository().get(db(), request.params.id)) as never;
    },
  );

  app.get(
    `${base}receipt/:id`,
    {
      config: { permission: 'donation.read' },
      schema: {
        tags: ['donation'],
        summary: "A confirmed donation's receipt as PDF (409 while it is not confirmed)",
        security,
        params: keyParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errorAnswers, 409: writeErrorAnswers[409] },
      },
    },
    async (request, reply) => {
      const receipt = await receiptOf(db(), request.params.id);
      const pdf = await receiptPdf(await letterhead(db(), app.media), receipt);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="receipt-${receipt.receiptNo}.pdf"`,
          'cache-control': 'private, no-store',
        })
        .send(pdf as never);
    },
  );

  app.get(
    `${base}statement/:id`,
    {
      config: { permission: 'donation.read' },
      schema: {
        tags: ['donation'],
        summary: "A donor's year-end statement as PDF: every confirmed gift of the year (`year`, this one when left out) and the total",
        security,
        params: keyParams,
        querystring: z.object({ year: z.coerce.number().int('Enter a year such as 2026.').min(2000).max(2100).optional() }),
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const year = request.query.year ?? Number(today().slice(0, 4));
      const statement = await statementOf(db(), request.params.id, year);
      const pdf = await statementPdf(await letterhead(db(), app.media), statement);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="donation-statement-${request.params.id}-${year}.pdf"`,
          'cache-control': 'private, no-store',
        })
        .send(pdf as never);
    },
  );

  app.get(
    `${base}dashboard`,
    {
      config: { anyPermission: ['donation.read', 'cause.read', 'member.read', 'monthly_subscription.read'] },
      schema: {
        tags: ['donation'],
        summary:
          "The back office's dashboard: gifts per month (donation.read), causes' goals and raised amounts (cause.read), members by kind (member.read), this month's subscriptions due (monthly_subscription.read); a section the caller may not read is left out, and a caller who may read none is refused (403)",
        security,
        response: { 200: donationDashboard, ...errorAnswers },
      },
    },
    async (request) => {
      const caller = request.caller;
      const answer: z.infer<typeof donationDashboard> = {};
      if (can(caller, 'donation.read')) answer.gifts_per_month = await giftsPerMonth(db());
      if (can(caller, 'cause.read')) {
        const causes = await (app.repositories.get('cause') as Repository).all(db(), {}, { caller });
        answer.causes = causes.map((c) => ({
          id: c.id as number,
          name: String(c.name),
          goal_amount: String(c.goal_amount),
          raised_amount: String(c.raised_amount),
        }));
      }
      if (can(caller, 'member.read')) answer.members_by_kind = await membersByKind(db());
      if (can(caller, 'monthly_subscription.read'))
        answer.subscriptions_due_this_month = await subscriptionsDue(db(), today().slice(0, 7), caller);
      return answer;
    },
  );
}
