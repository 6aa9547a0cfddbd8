import { defineModule } from '../manifest.ts';
import { cmsResources } from './cms.resources.ts';
import cmsRoutes from './cms.routes.ts';
import contactRoutes from './contact.routes.ts';
import siteSearchRoutes from './site-search.routes.ts';
import uploadRoutes from './upload.routes.ts';

export {
  cmsMenuContentImages,
  cmsMenuContents,
  cmsMenus,
  contactMessages,
  generalSettings,
  homepageSliders,
  noticeSearched,
  notices,
  pageBlockSearched,
} from './cms.tables.ts';
export { createSiteContent } from './public-content.ts';
export { searchSite } from './site-search.service.ts';

/** The public website's content: settings, slider, menu, page blocks and images, notices, contact messages, the site's search. */
export default defineModule({
  name: 'cms',
  resources: cmsResources,
  routes: [cmsRoutes, uploadRoutes, contactRoutes, siteSearchRoutes],
  // Read by the site through routes of its own, beside the declared public reads.
  publicReads: ['cms_menu', 'cms_menu_content', 'cms_menu_content_image'],
});
