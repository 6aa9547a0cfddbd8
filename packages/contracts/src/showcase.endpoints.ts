import { teamMember } from './showcase.ts';
import { visitorMessageEndpoint } from './visitor-forms.endpoints.ts';

/** A visitor writes to a team member from their profile: behind the spam guard, stored as a support ticket naming them. */
const contactTeamMember = visitorMessageEndpoint(
  teamMember,
  'Write to a team member (open to visitors, behind the spam guard): a support ticket that names them',
);

export const showcaseEndpoints = { contactTeamMember } as const;
