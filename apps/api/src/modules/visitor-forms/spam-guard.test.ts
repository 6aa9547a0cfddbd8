import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import type { VisitorFormKind } from '../../resource/effects.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { spamMessages } from './spam-guard.ts';

const tokenPath = '/visitor_form/api/v1/visitor_form/token/';
const limits = { perAccount: 3, perAddress: 4, windowMinutes: 60 };
let n = 0;
const visitor = (): { kind: VisitorFormKind; identifier: string; ip: string } => ({
  kind: 'newsletter',
  identifier: `guard-${++n}-${Date.now()}@example.org`,
  ip: `10.71.0.${n}`,
});

describe('the spam guard of visitor forms', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  /** What the guard answers a form: its fields, or the refusal's status and body. */
  const check = (form: { website?: string; form_token?: string; email?: string }, who = visitor()) =>
    app.spamGuard.check(db(), form, who, limits).then(
      (fields) => ({ status: 'passed' as const, fields }),
      (error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
        return { status: error.statusCode, body: error.body };
      },
    );
  /** A start time as a visitor's page asks for it, so many seconds ago. */
  const startedAgo = (seconds: number) => app.spamGuard.token(Date.now() - seconds * 1000);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a signed start time to anyone, never kept by a cache', async () => {
    const res = await app.inject({ method: 'GET', url: tokenPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('lets a person through: the form comes back without the guard’s fields', async () => {
    expect(await check({ website: '', form_token: startedAgo(10), email: 'a@example.org' })).toEqual({
      status: 'passed',
      fields: { email: 'a@example.org' },
    });
  });

  it('refuses a form whose hidden field was filled', async () => {
    expect(await check({ website: 'https://spam.example', form_token: startedAgo(10) })).toEqual({
      status: 400,
      body: { form: [spamMessages.hidden] },
    });
  });

  it('refuses a form sent sooner after its start than a person fills it', async () => {
    // The route's own token, sent back at once.
    const { token } = (await app.inject({ method: 'GET', url: tokenPath })).json();
    expect(await check({ form_token: token })).toEqual({ status: 400, body: { form: [spamMessages.tooFast] } });
  });

  it('refuses a form without a start time, with a forged one, or with one a day old', async () => {
    const refused = { status: 400, body: { form_token: [spamMessages.token] } };
    const [issued, signature] = startedAgo(10).split('.');
    expect(await check({})).toEqual(refused);
    expect(await check({ form_token: `${Number(issued) - 60_000}.${signature}` })).toEqual(refused);
    expect(await check({ form_token: `${issued}.${'A'.repeat(43)}` })).toEqual(refused);
    expect(await check({ form_token: startedAgo(25 * 3600) })).toEqual(refused);
    // A start in the future is no start a page was given.
    expect(await check({ form_token: startedAgo(-60) })).toEqual(refused);
  });

  it('limits the forms one address sends, whatever the email', async () => {
    const ip = '10.72.0.1';
    const answers = [];
    for (let i = 0; i < limits.perAddress + 1; i++)
      answers.push((await check({ form_token: startedAgo(10) }, { kind: 'newsletter', identifier: `many-${i}@example.org`, ip })).status);
    expect(answers).toEqual(['passed', 'passed', 'passed', 'passed', 429]);
    // Another form's count is its own.
    expect((await check({ form_token: startedAgo(10) }, { kind: 'volunteer', identifier: 'one@example.org', ip })).status).toBe('passed');
  });

  it('limits the forms one email sends, whatever the address', async () => {
    const statuses = [];
    for (let i = 0; i < limits.perAccount + 1; i++)
      statuses.push(
        (await check({ form_token: startedAgo(10) }, { kind: 'newsletter', identifier: 'Same@Example.org', ip: `10.73.0.${i}` })).status,
      );
    expect(statuses).toEqual(['passed', 'passed', 'passed', 429]);
  });
});
