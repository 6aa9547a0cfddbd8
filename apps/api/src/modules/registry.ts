import { accessResources } from './access/access.resources.ts';
import accessRoutes from './access/access.routes.ts';
import { cmsResources } from './cms/cms.resources.ts';
import cmsRoutes from './cms/cms.routes.ts';
import uploadRoutes from './cms/upload.routes.ts';
import { peopleResources } from './people/people.resources.ts';

/** Every declared resource: the engine serves each at the contract's paths. */
export const resources = [...cmsResources, ...peopleResources, ...accessResources];

/** Each module's own routes beside its resources (public reads, workflows, reports). */
export const moduleRoutes = [cmsRoutes, uploadRoutes, accessRoutes];
