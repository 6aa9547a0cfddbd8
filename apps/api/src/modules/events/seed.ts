import type { Db } from '../../db/client.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository, ResourceWriter } from '../../resource/repository.ts';

/**
 * The demo's events (each with its programme) and projects, with their pictures already stored, written through
 * the app's repositories as the back office would write them, in the order the site shows them.
 */
export async function seedDemoEvents(tx: Db, app: ResourceWriter, content: { events: Row[]; projects: Row[] }) {
  const repository = (name: string) => app.repositories.get(name) as Repository;
  // The samples are the charity's published content; its own new ones start as drafts.
  for (const event of content.events) await repository('event').create(tx, { ...event, status: 'published' });
  for (const [i, project] of content.projects.entries())
    await repository('project').create(tx, { ...project, position: i + 1, status: 'published' });
}
