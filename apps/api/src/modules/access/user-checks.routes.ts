import { email as emailField, id, limitedErrorAnswers } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import * as access from './access.service.ts';

const errors = limitedErrorAnswers;

/** The user form's live checks: is this value free? (`_when_update` ignores the user being edited.) */
export default async function userCheckRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['user'];

  // The admin form's live checks: is this value free? (`_when_update` ignores the user being edited.)
  const checks = [
    { param: 'email', column: 'email', label: 'Email', schema: emailField() },
    { param: 'username', column: 'username', label: 'Username', schema: z.string().max(80) },
    { param: 'primary_phone', column: 'primaryPhone', label: 'Primary phone', schema: z.string().max(20) },
    { param: 'secondary_phone', column: 'secondaryPhone', label: 'Secondary phone', schema: z.string().max(20) },
  ] as const;
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
        return { [`${check.param}_exists`]: await access.isTaken(db(), check.column, given) };
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
        return { [`${check.param}_exists`]: await access.isTaken(db(), check.column, given, query.user as number) };
      },
    );
  }
}
