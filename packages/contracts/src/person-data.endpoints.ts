import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { id } from './fields.ts';
import type { ModuleName } from './resource.ts';
import { errorAnswers, writeErrorAnswers } from './responses.ts';

/** Exporting or erasing everything held on a person: the Administrator's unless given by choice. */
export const erasePersonPermission = { name: 'person.erase', module: 'access' as ModuleName } as const;

const personParams = z.object({ id: id() });
const records = z.array(z.record(z.string(), z.unknown()));

/** Everything Sahay holds on a person, by kind; each record as its row, the secrets of sign-in left out. */
export const personExport = z.object({
  user_id: z.number(),
  exported_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  memberships: records,
  subscriptions: records,
  gifts: records,
  tickets: records,
  ticket_messages: records,
  contact_messages: records,
  event_registrations: records,
  volunteer_applications: records,
  blog_comments: records,
  consents: records,
  newsletter_subscriptions: records,
});
export type PersonExport = z.output<typeof personExport>;

export const personExportQuery = z.object({ format: z.enum(['json', 'csv'], 'must be json or csv').optional() });

const exportPerson = defineEndpoint({
  method: 'GET',
  path: '/person/api/v1/person/export/:id',
  access: { permission: erasePersonPermission.name },
  tags: ['person'],
  summary:
    'Everything held on a person (a user: donor, member or ticket requester): profile, gifts, subscriptions, tickets and their messages, event registrations, volunteer applications, blog comments, consents; as JSON, or with `format=csv` as one CSV of kind, record, field and value',
  params: personParams,
  query: personExportQuery,
  responses: { 200: personExport, ...errorAnswers },
});

/** What an erasure changed, by kind: how many records were anonymised (never what they held). */
export const personErased = z.object({
  user_id: z.number(),
  erased: z.record(z.string(), z.number()),
});

const erasePerson = defineEndpoint({
  method: 'POST',
  path: '/person/api/v1/person/erase/:id',
  access: { permission: erasePersonPermission.name },
  tags: ['person'],
  summary:
    "Erases a person: their name, email, phone, address and messages (blog comments and volunteer applications included) are anonymised wherever they are held (ledger titles and the audit trail included), in one transaction; amounts, dates, receipt numbers and vouchers are kept, so the books, each cause's raised amount and the transparency report do not change. Audited without what was erased",
  params: personParams,
  responses: { 200: personErased, ...writeErrorAnswers },
});

export const personDataEndpoints = { exportPerson, erasePerson } as const;
