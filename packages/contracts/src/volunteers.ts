import { z } from 'zod';
import { withDefault } from './field-meta.ts';
import { choice, noNul, nulMessage, phone, text } from './fields.ts';
import { recordInput } from './input-schemas.ts';
import { defineContract } from './resource.ts';
import { siteLanguages, volunteerAreas } from './site-constants.ts';
import { guardedForm } from './visitor-forms.ts';

/** Where an application stands: staff move it along from the Volunteers screen. */
export const volunteerStatuses = ['new', 'contacted', 'active', 'declined'] as const;

/**
 * A visitor's offer to volunteer, from `/volunteer` (its create is the visitor's, behind the spam guard); staff
 * follow it up. The messages are the site's own words for these fields, in English.
 */
export const volunteerApplication = defineContract({
  name: 'volunteer_application',
  module: 'cms',
  label: 'Volunteer application',
  plural: 'volunteer_applications',
  pluralLabel: 'Volunteers',
  input: z.object({
    full_name: z
      .string({ error: 'Full name is required' })
      .trim()
      .min(1, 'Full name is required')
      .max(120, 'At most 120 characters.')
      .refine(noNul, nulMessage),
    email: z.email('Enter a valid email').max(254),
    phone: phone().optional(),
    area: choice(volunteerAreas, 'Choose an area'),
    message: text(2000).optional(),
    /** The language the visitor read the form in: their acknowledgement is written in it. */
    language: withDefault(choice(siteLanguages), 'en'),
    status: withDefault(choice(volunteerStatuses), 'new'),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  publicWrite: ['create'],
  title: ['full_name'],
  columns: ['full_name', 'email', 'phone', 'area', 'status'],
  search: ['full_name', 'email', 'phone'],
  order: { field: 'id', direction: 'desc' },
});

/** What a visitor sends from `/volunteer`: the application's fields less its status, and the spam guard's. */
export const volunteerForm = guardedForm(recordInput(volunteerApplication).create.omit({ status: true }));
export type VolunteerForm = z.infer<typeof volunteerForm>;
