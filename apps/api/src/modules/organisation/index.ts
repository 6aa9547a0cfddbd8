import { defineModule } from '../manifest.ts';
import branchRoutes from './branch.routes.ts';
import { organisationResources } from './organisation.resources.ts';
import { seedOrganisation } from './seed.ts';

export { departmentIds, designationIds, seededDepartments, seededDesignations } from './seed.ts';

/** The organisation's lookups: departments, designations, qualifications, branches, places, customer types (vendors are purchasing's). */
export default defineModule({ name: 'organisation', resources: organisationResources, routes: [branchRoutes], seed: seedOrganisation });
