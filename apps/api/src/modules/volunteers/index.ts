import { defineModule } from '../manifest.ts';
import { volunteerApplicationResource } from './volunteers.resources.ts';
import volunteersRoutes from './volunteers.routes.ts';

export { volunteerApplications } from './volunteers.tables.ts';

/** Visitors who offer to volunteer, and the staff who follow them up (Website › Volunteers). */
export default defineModule({
  name: 'volunteers',
  resources: [volunteerApplicationResource],
  routes: [volunteersRoutes],
});
