import { z } from 'zod';
import { withDefault } from './field-meta.ts';
import { email, flag, image, lines, phone, position, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

/**
 * What the charity shows of itself on its site: its services, its team and what people say about it. Not under
 * the editorial workflow (they are standing facts, not dated news): `active` hides one from visitors and
 * `position` orders them.
 */
const shownInOrder = {
  /** Off: kept in the back office, hidden from visitors. */
  active: withDefault(flag(), true),
  /** Smaller first, then the oldest. */
  position: withDefault(position(), 0),
};

/** A service: its icon, title, description, three pictures and the benefits its page lists. */
export const service = defineContract({
  name: 'service',
  module: 'cms',
  label: 'Service',
  plural: 'services',
  input: z.object({
    title: requiredText(200),
    icon: image(),
    description: requiredText(2000),
    image: image(),
    picture_one: image(),
    picture_two: image(),
    benefits: lines({ title: requiredText(200), text: requiredText(1000) }, 20),
    ...shownInOrder,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  publicRead: { actions: ['list', 'withoutPagination', 'get'] },
  title: ['title'],
  columns: ['icon', 'title', 'position', 'active'],
  search: ['title'],
  order: { field: 'position', direction: 'asc' },
});

/** A member of the charity's team, as their profile page shows them, and the skills it lists. */
export const teamMember = defineContract({
  name: 'team_member',
  module: 'cms',
  label: 'Team member',
  plural: 'team_members',
  input: z.object({
    name: requiredText(120),
    /** What they do: the line under their name. */
    role: requiredText(120),
    image: image(),
    bio: text(2000).optional(),
    location: text(120).optional(),
    email: email().optional(),
    phone: phone().optional(),
    skills: lines({ name: requiredText(80) }, 20),
    ...shownInOrder,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  publicRead: { actions: ['list', 'withoutPagination', 'get'] },
  title: ['name'],
  columns: ['image', 'name', 'role', 'position', 'active'],
  search: ['name', 'role'],
  order: { field: 'position', direction: 'asc' },
});

/** What a donor, partner or someone the charity works with says about it, with their picture. */
export const testimonial = defineContract({
  name: 'testimonial',
  module: 'cms',
  label: 'Testimonial',
  plural: 'testimonials',
  input: z.object({
    name: requiredText(120),
    /** Who they are: `Monthly donor since 2020`. */
    role: requiredText(120),
    image: image(),
    quote: requiredText(1000),
    ...shownInOrder,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  publicRead: { actions: ['list', 'withoutPagination', 'get'] },
  title: ['name'],
  columns: ['image', 'name', 'role', 'position', 'active'],
  search: ['name', 'role'],
  order: { field: 'position', direction: 'asc' },
});

export const showcaseContracts = [service, teamMember, testimonial];

/** A service as the site links to it (the sidebar, the solution cards). */
export interface SiteService {
  id: number;
  title: string;
  icon: string;
  description: string;
  image: string;
}

/** One service's page: its pictures and benefits too. */
export interface SiteServiceDetail extends SiteService {
  picture_one: string;
  picture_two: string;
  benefits: { title: string; text: string }[];
}

/** A team member as the home page's slider shows them. */
export interface SiteTeamProfile {
  id: number;
  name: string;
  role: string;
  image: string;
}

/** A team member's profile page. */
export interface SiteTeamProfileDetail extends SiteTeamProfile {
  bio: string | null;
  location: string | null;
  email: string | null;
  phone: string | null;
  skills: string[];
}

export interface SiteTestimonial {
  id: number;
  name: string;
  role: string;
  image: string;
  quote: string;
}
