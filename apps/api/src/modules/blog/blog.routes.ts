import { blogEndpoints, postPath } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import { serveEditorialRoutes } from '../publishing/index.ts';
import { sendComment } from './comments.service.ts';

/** The workflow's routes of posts (versions, restore, preview link) and a reader's comment. */
export default async function blogRoutes(app: FastifyInstance) {
  serveEditorialRoutes(app, blogEndpoints, 'blog_post', postPath);
  serve(app, blogEndpoints.sendComment, async (request) => {
    await sendComment(app, app.database.db, request.body, request.ip);
    return {};
  });
}
