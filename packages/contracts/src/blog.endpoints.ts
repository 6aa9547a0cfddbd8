import { blogPost } from './blog.ts';
import { editorialEndpoints } from './publishing.ts';

/** The blog's routes beyond the engine's: a post's versions, restoring one, and its preview link. */
export const blogEndpoints = { ...editorialEndpoints(blogPost) };
