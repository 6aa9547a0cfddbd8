import { defineModule } from '../manifest.ts';
import { blogResources } from './blog.resources.ts';
import blogRoutes from './blog.routes.ts';
import { blogPageTags } from './public-reads.ts';

export { blogCategories, blogComments, blogPosts, blogPostTags, postSearched, tags } from './blog.tables.ts';
export { blogPageTags, siteBlog, siteBlogPost } from './public-reads.ts';
export { seedDemoBlog } from './seed.ts';

/** The blog: posts under the editorial workflow, their categories and tags, and readers' comments held for moderation. */
export default defineModule({
  name: 'blog',
  resources: blogResources,
  routes: [blogRoutes],
  publicReads: blogPageTags,
});
