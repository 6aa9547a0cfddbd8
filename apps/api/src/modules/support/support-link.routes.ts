import { supportEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { pageRequest } from '../../resource/paging.ts';
import { replyByLink, threadByLink } from './support.link.ts';

/**
 * The requester's private link: public, rate-limited, and a 404 that says nothing for a wrong token. The
 * public site's page `/support/{token}` reads and replies through the same functions (support.link.ts).
 */
export default async function supportLinkRoutes(app: FastifyInstance) {
  serve(app, endpoints.threadByLink, async (request, reply) => {
    const thread = await threadByLink(app, request.params.token, request.ip, pageRequest(request.query));
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    return thread;
  });
  serve(app, endpoints.replyByLink, async (request) => {
    await replyByLink(app, request.params.token, request.body, request.ip);
    return { detail: 'Your reply was added to the ticket.' };
  });
}
