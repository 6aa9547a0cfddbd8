import { service, teamMember, testimonial } from '@sahay/contracts';
import { index } from 'drizzle-orm/pg-core';
import { linesTable, resourceTable } from '../../resource/table.ts';

// Visitors read the active ones in their order: the index answers that list.
export const services = resourceTable(service, {}, (t) => [index('service_shown_idx').on(t.active, t.position)]);
/** A service's benefits, one row per panel, in the order given. */
export const serviceBenefits = linesTable(service, 'benefits');
export const teamMembers = resourceTable(teamMember, {}, (t) => [index('team_member_shown_idx').on(t.active, t.position)]);
/** A team member's skills, in the order given. */
export const teamMemberSkills = linesTable(teamMember, 'skills');
export const testimonials = resourceTable(testimonial, {}, (t) => [index('testimonial_shown_idx').on(t.active, t.position)]);
