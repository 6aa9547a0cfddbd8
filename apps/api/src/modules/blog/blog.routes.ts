import { blogEndpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEditorialRoutes } from '../publishing/index.ts';

/** A post's preview opens its page on the public site. */
export const postPath = (id: number) => `/blog-single/${id}`;

/** The workflow's routes of posts: versions, restore, preview link. */
export default async function blogRoutes(app: FastifyInstance) {
  serveEditorialRoutes(app, blogEndpoints, 'blog_post', postPath);
}
