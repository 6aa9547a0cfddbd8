import { formatOf, id, limitedErrorAnswers, maxLengthOf, metaOf, user } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { toCamel } from '../../lib/keys.ts';
import * as access from './access.service.ts';

const errors = limitedErrorAnswers;

/**
 * One live check per unique field of the user's declaration. A check takes any text up to the field's
 * length: a half-typed value is free or taken, not refused.
 */
const checks = Object.entries(user.input.shape).flatMap(([param, schema]) => {
  const unique = metaOf(schema).unique;
  if (!unique) return [];
  const label = param.charAt(0).toUpperCase() + param.slice(1).replaceAll('_', ' ');
  const column = toCamel(param) as access.UniqueUserColumn;
  // Emails are stored lower-cased, so they are compared so too.
  const ignoreCase = unique === 'ignoreCase' || formatOf(schema) === 'email';
  return [{ param, column, label, ignoreCase, schema: z.string().max(maxLengthOf(schema) ?? 254) }];
});

/** The user form's live checks: is this value free? (`_when_update` ignores the user being edited.) */
export default async function userCheckRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['user'];

  for (const check of checks) {
    const answer = z.object({ [`${check.param}_exists`]: z.boolean() });
    const value = check.schema.optional();
    app.get(
      `/user/api/v1/user/check_${check.param}_when_create`,
      {
        config: { permission: 'user.create' },
        schema: {
          tags,
          summary: `Whether a ${check.label.toLowerCase()} is taken`,
          querystring: z.object({ [check.param]: value }),
          response: { 200: answer, ...errors },
        },
      },
      async (request) => {
        const given = (request.query as Record<string, string | undefined>)[check.param];
        if (!given) throw new HttpError(400, `${check.label} can't be null.`);
        return { [`${check.param}_exists`]: await access.isTaken(db(), check, given) };
      },
    );
    app.get(
      `/user/api/v1/user/check_${check.param}_when_update`,
      {
        config: { permission: 'user.update' },
        schema: {
          tags,
          summary: `Whether a ${check.label.toLowerCase()} is taken by another user`,
          querystring: z.object({ [check.param]: value, user: id() }),
          response: { 200: answer, ...errors },
        },
      },
      async (request) => {
        const query = request.query as Record<string, string | number | undefined>;
        const given = query[check.param] as string | undefined;
        if (!given) throw new HttpError(400, `${check.label} can't be null.`);
        return { [`${check.param}_exists`]: await access.isTaken(db(), check, given, query.user as number) };
      },
    );
  }
}
