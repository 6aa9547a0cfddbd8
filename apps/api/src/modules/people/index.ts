import { defineModule } from '../manifest.ts';
import { peopleResources } from './people.resources.ts';

/** Employees: the team page shows their visible fields. */
export default defineModule({ name: 'people', resources: peopleResources });
