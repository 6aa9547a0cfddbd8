import type { SiteEvent, SiteEventDetail, SiteProject } from '@sahay/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import type { Repository } from '../../resource/repository.ts';
import { previewReader } from '../publishing/index.ts';

/** What a change to any of these changes on the public pages of events and projects (a registration: the places left). */
export const eventPageTags = ['event', 'event_registration', 'project'];

const orNull = <T>(value: unknown) => (value ?? null) as T | null;

const siteEvent = (r: Row): SiteEvent => ({
  id: r.id as number,
  title: r.title as string,
  summary: orNull(r.summary),
  image: r.image as string,
  starts_on: r.starts_on as string,
  start_time: r.start_time as string,
  end_time: orNull(r.end_time),
  ends_on: orNull(r.ends_on),
  place: r.place as string,
  capacity: orNull(r.capacity),
  places_left: orNull(r.places_left),
});

const siteProject = (r: Row): SiteProject => ({
  id: r.id as number,
  title: r.title as string,
  summary: orNull(r.summary),
  image: r.image as string,
  picture_one: orNull(r.picture_one),
  picture_two: orNull(r.picture_two),
  location: orNull(r.location),
  year: orNull(r.year),
  reached: orNull(r.reached),
  story: orNull(r.story),
});

/** A record visitors see now, or (`asPreview`, for a preview link already checked) whatever its status; null when there is none (the page answers 404). */
async function found(repository: Repository, db: DbOrTx, id: number, asPreview: boolean) {
  return repository.get(db, id, asPreview ? previewReader(repository.contract.name) : undefined).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

/** Every event as the site lists it, in the order they happen. */
export async function siteEvents(db: DbOrTx, events: Repository) {
  return (
    await events.all(db, {
      ordering: [
        { field: 'starts_on', descending: false },
        { field: 'id', descending: false },
      ],
    })
  ).map(siteEvent);
}

export async function siteEventDetail(db: DbOrTx, events: Repository, id: number, asPreview = false): Promise<SiteEventDetail | null> {
  const event = await found(events, db, id, asPreview);
  if (!event) return null;
  return {
    ...siteEvent(event),
    map_url: orNull(event.map_url),
    body: orNull(event.body),
    schedule: ((event.schedule as Row[] | undefined) ?? []).map((line) => ({ time: line.time as string, item: line.item as string })),
  };
}

export async function siteProjects(db: DbOrTx, projects: Repository) {
  return (
    await projects.all(db, {
      ordering: [
        { field: 'position', descending: false },
        { field: 'id', descending: false },
      ],
    })
  ).map(siteProject);
}

export async function siteProjectDetail(db: DbOrTx, projects: Repository, id: number, asPreview = false) {
  const project = await found(projects, db, id, asPreview);
  return project ? siteProject(project) : null;
}
