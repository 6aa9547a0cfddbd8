import { newsletterEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { serve } from '../../resource/endpoints.ts';
import { newsletterSigner } from './links.ts';
import {
  confirmedSubscribersCsv,
  confirmSubscription,
  type LinkOutcome,
  linkMessages,
  subscribe,
  unsubscribe,
} from './newsletter.service.ts';

/** A link's outcome as the API answers it: the status now, or 400 (altered, unknown, used) and 410 (expired). */
function answerOf(outcome: LinkOutcome) {
  if (outcome.outcome === 'done') return { status: outcome.status, language: outcome.language };
  if (outcome.outcome === 'expired') throw new HttpError(410, linkMessages.expired);
  throw new HttpError(400, { token: [linkMessages.invalid] });
}

/** A visitor's subscription, the links mailed to subscribers, and the confirmed subscribers' CSV, as declared in the contracts. */
export default async function newsletterRoutes(app: FastifyInstance) {
  // The key is read as the routes start: inside a write's transaction another connection could wait on it.
  const signer = await newsletterSigner(() => app.database.db)();
  serve(app, endpoints.subscribe, (request) => subscribe(app, signer, request.body, request.ip));
  serve(app, endpoints.confirm, async (request) =>
    answerOf(await confirmSubscription(app.database.db, app.repositories, signer, request.body.token)),
  );
  serve(app, endpoints.unsubscribe, async (request) =>
    answerOf(await unsubscribe(app.database.db, app.repositories, signer, request.body.token)),
  );
  serve(app, endpoints.exportConfirmed, () => confirmedSubscribersCsv(app.database.db));
}
