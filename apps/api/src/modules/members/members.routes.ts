import {
  basePath,
  errorAnswers,
  feeGeneration,
  feePreview,
  markPaidBody,
  member,
  monthlySubscription,
  pagingKeys,
  writeErrorAnswers,
} from '@sahay/contracts';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../resource/list-query.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Page, Repository } from '../../resource/repository.ts';
import { inputSchemas, pageQuery, rowSchema } from '../../resource/schemas.ts';
import { users } from '../access/index.ts';
import { feeGenerationResource, memberResource, monthlySubscriptionResource } from './members.resources.ts';
import { amountsOf, markPaid, planFees, today } from './members.service.ts';
import { members } from './members.tables.ts';

type Row = Record<string, unknown>;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const envelope = (plural: string, page: Page<Row>) => ({
  [plural]: page.items,
  page: page.page,
  size: page.size,
  total_pages: page.totalPages,
  total_elements: page.totalElements,
});

/**
 * Members' own routes: their search (by the account's name, username and email), a member's own
 * subscriptions, marking a subscription paid (its receipt voucher), and fee generation's dry run.
 */
export default async function membersRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const repository = (name: string) => app.repositories.get(name) as Repository;

  const memberRow = rowSchema(memberResource);
  const memberListing = listQuery(memberResource);
  const textFields = ['first_name', 'last_name', 'username', 'email'] as const;
  const memberSearchQuery = pageQuery
    .extend(memberListing.schema.shape)
    .extend(Object.fromEntries([...textFields, 'keyword', 'searchKey', 'q'].map((k) => [k, z.string().max(200).optional()])));
  const accountColumn = { first_name: users.firstName, last_name: users.lastName, username: users.username, email: users.email };

  for (const url of [`${basePath(member)}search`]) {
    app.get(
      url,
      {
        config: { permission: 'member.read' },
        schema: {
          tags: ['member'],
          summary: 'Search members: `keyword` (or searchKey, q) matches the username, email or name; each field also on its own',
          querystring: memberSearchQuery,
          response: { 200: z.object({ members: z.array(memberRow), ...pagingKeys }), ...errorAnswers },
        },
      },
      async (request) => {
        const q = request.query as Record<string, string | undefined>;
        const like = (column: (typeof accountColumn)[keyof typeof accountColumn], value: string) => ilike(column, `%${escapeLike(value)}%`);
        const conditions: SQL[] = textFields.filter((f) => q[f]).map((f) => like(accountColumn[f], q[f] as string));
        const anyText = q.keyword ?? q.searchKey ?? q.q;
        if (anyText) conditions.push(or(...textFields.map((f) => like(accountColumn[f], anyText))) as SQL);
        const matching = await db()
          .select({ id: members.id })
          .from(members)
          .innerJoin(users, eq(users.id, members.user))
          .where(conditions.length ? and(...conditions) : undefined);
        const options = memberListing.parse(q, undefined);
        options.exact = { ...options.exact, id: matching.map((m) => m.id) };
        const page = await repository('member').list(db(), pageRequest(q), options, { caller: request.caller });
        return envelope('members', page) as never;
      },
    );
  }

  const subscriptionRow = rowSchema(monthlySubscriptionResource);
  const subscriptions = z.object({ monthly_subscriptions: z.array(subscriptionRow), ...pagingKeys });
  for (const url of [`${basePath(monthlySubscription)}get_all_by_member`]) {
    app.get(
      url,
      {
        config: { signedIn: true },
        schema: {
          tags: ['monthly_subscription'],
          summary: "The signed-in member's own subscriptions, newest first, paged",
          querystring: pageQuery,
          response: { 200: subscriptions, ...errorAnswers },
        },
      },
      async (request) => {
        const caller = request.caller;
        const [own] = caller ? await db().select({ id: members.id }).from(members).where(eq(members.user, caller.userId)) : [];
        const page = await repository('monthly_subscription').list(
          db(),
          pageRequest(request.query),
          { exact: { member: [own?.id ?? 0] } },
          { caller },
        );
        return envelope('monthly_subscriptions', page) as never;
      },
    );
  }

  const paidAnswer = z.object({ ...subscriptionRow.shape, receipt_invoice_no: z.string() });
  for (const url of [`${basePath(monthlySubscription)}mark_paid/:id`]) {
    app.post(
      url,
      {
        config: { permission: 'monthly_subscription.update' },
        schema: {
          tags: ['monthly_subscription'],
          summary: "Marks a subscription paid: posts its receipt voucher (Cash debited, the member's ledger credited); paid once only",
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: markPaidBody.optional(),
          response: { 200: paidAnswer, ...writeErrorAnswers },
        },
      },
      async (request) => {
        const id = request.params.id;
        const paidDate = request.body?.paid_date ?? today();
        const caller = request.caller;
        await markPaid(app, db(), id, paidDate, caller);
        return (await repository('monthly_subscription').get(db(), id)) as z.infer<typeof paidAnswer>;
      },
    );
  }

  const previewBody = inputSchemas(feeGenerationResource).create;
  for (const url of [`${basePath(feeGeneration)}preview`]) {
    app.post(
      url,
      {
        config: { permission: 'fee_generation.create' },
        schema: {
          tags: ['fee_generation'],
          summary: 'What generating fees for a month would add, without adding it (a dry run)',
          body: previewBody,
          response: { 200: feePreview, ...writeErrorAnswers },
        },
      },
      async (request) => {
        const body = request.body as Row;
        return planFees(db(), body.month as string, amountsOf(body));
      },
    );
  }
}
