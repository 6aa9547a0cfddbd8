import type { Db } from '../../db/client.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';

/**
 * The demo's services, team members and testimonials, with their pictures already stored, written through the app's
 * repositories as the back office would write them, each at its place in the order the site shows them.
 */
export async function seedDemoShowcase(tx: Db, app: ResourceWriter, content: { services: Row[]; team: Row[]; testimonials: Row[] }) {
  const repository = (name: string) => app.repositories.get(name) as Repository;
  for (const [entity, records] of [
    ['service', content.services],
    ['team_member', content.team],
    ['testimonial', content.testimonials],
  ] as const)
    for (const [i, record] of records.entries()) await repository(entity).create(tx, { ...record, position: i + 1 });
}
