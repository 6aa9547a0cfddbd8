import { defineModule } from '../manifest.ts';
import { eventsResources } from './events.resources.ts';
import eventsRoutes from './events.routes.ts';
import { eventPageTags } from './public-reads.ts';

export { type EventsApp, registerForEvent } from './events.service.ts';
export { eventRegistrations, eventSchedule, eventSearched, events, projectSearched, projects } from './events.tables.ts';
export { eventPageTags, siteEventDetail, siteEvents, siteProjectDetail, siteProjects } from './public-reads.ts';
export { seedDemoEvents } from './seed.ts';

/** Events and projects as the charity writes them, and visitors' registrations for its events. */
export default defineModule({
  name: 'events',
  resources: eventsResources,
  routes: [eventsRoutes],
  // The site's event and project pages show them; a registration changes the places left.
  publicReads: eventPageTags,
});
