import { defineModule } from '../manifest.ts';
import { blogResources } from './blog.resources.ts';
import blogRoutes from './blog.routes.ts';

export { blogCategories, blogPosts, blogPostTags, tags } from './blog.tables.ts';

/** The blog: posts under the editorial workflow, their categories and tags. */
export default defineModule({
  name: 'blog',
  resources: blogResources,
  routes: [blogRoutes],
  publicReads: ['blog_post', 'blog_category', 'tag'],
});
