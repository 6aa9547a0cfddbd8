import type { SiteService, SiteServiceDetail, SiteTeamProfile, SiteTeamProfileDetail, SiteTestimonial } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';

/** The entities whose change changes the pages of services, the team and testimonials (and the home page's slider). */
export const showcasePageTags = ['service', 'team_member', 'testimonial'];

const orNull = (value: unknown) => (value ?? null) as string | null;
const lineTexts = (lines: unknown) => (lines as Row[] | undefined) ?? [];

/** In the charity's order: by position, then the oldest first. */
const inOrder = {
  ordering: [
    { field: 'position', descending: false },
    { field: 'id', descending: false },
  ],
};

/** A record visitors may see, or null (the page answers 404): hidden and missing alike. */
async function found(repository: Repository, db: DbOrTx, id: number) {
  return repository.get(db, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

const siteService = (r: Row): SiteService => ({
  id: r.id as number,
  title: r.title as string,
  icon: r.icon as string,
  description: r.description as string,
  image: r.image as string,
});

const siteTeamProfile = (r: Row): SiteTeamProfile => ({
  id: r.id as number,
  name: r.name as string,
  role: r.role as string,
  image: r.image as string,
});

export async function siteServices(db: DbOrTx, services: Repository) {
  return (await services.all(db, inOrder)).map(siteService);
}

export async function siteServiceDetail(db: DbOrTx, services: Repository, id: number): Promise<SiteServiceDetail | null> {
  const service = await found(services, db, id);
  if (!service) return null;
  return {
    ...siteService(service),
    picture_one: service.picture_one as string,
    picture_two: service.picture_two as string,
    benefits: lineTexts(service.benefits).map((b) => ({ title: b.title as string, text: b.text as string })),
  };
}

export async function siteTeamProfiles(db: DbOrTx, members: Repository) {
  return (await members.all(db, inOrder)).map(siteTeamProfile);
}

export async function siteTeamProfileDetail(db: DbOrTx, members: Repository, id: number): Promise<SiteTeamProfileDetail | null> {
  const member = await found(members, db, id);
  if (!member) return null;
  return {
    ...siteTeamProfile(member),
    bio: orNull(member.bio),
    location: orNull(member.location),
    email: orNull(member.email),
    phone: orNull(member.phone),
    skills: lineTexts(member.skills).map((s) => s.name as string),
  };
}

export async function siteTestimonials(db: DbOrTx, testimonials: Repository): Promise<SiteTestimonial[]> {
  return (await testimonials.all(db, inOrder)).map((r) => ({
    id: r.id as number,
    name: r.name as string,
    role: r.role as string,
    image: r.image as string,
    quote: r.quote as string,
  }));
}
