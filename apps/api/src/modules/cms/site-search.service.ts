import {
  causePath,
  eventPath,
  menuPath,
  noticePath,
  postPath,
  projectPath,
  type SiteSearchHit,
  type SiteSearchKind,
  siteSearchKinds,
  siteSearchLimit,
} from '@sahay/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { matchesSearch, searchExcerpts, searchQuery } from '../../db/full-text.ts';
import { entryMatches, entryTitleMatches, searchEntries } from '../../db/search-entries.ts';
import { blogPosts, postSearched } from '../blog/index.ts';
import { causeSearched, causes } from '../causes/index.ts';
import { eventSearched, events, projectSearched, projects } from '../events/index.ts';
import { visibleNow } from '../publishing/index.ts';
import { cmsMenuContents, cmsMenus, noticeSearched, notices, pageBlockSearched } from './cms.tables.ts';
import { markedExcerpt } from './marked-excerpt.ts';

/** A match before its excerpt is made: the text the excerpt is cut from, and whether its title matched. */
interface Candidate {
  kind: SiteSearchKind;
  id: number;
  title: string;
  text: string;
  path: string;
  inTitle: boolean;
}

/** What one kind's rows are read as. */
interface Found {
  id: number;
  title: string;
  text: string | null;
  inTitle: boolean;
}

/** The stored words of one record of a kind whose words a trigger keeps (posts, events, projects). */
const entryOf = (kind: 'post' | 'event' | 'project', id: PgColumn) => and(eq(searchEntries.kind, kind), eq(searchEntries.recordId, id));

/** The text an excerpt is cut from: the columns after the title, one after the other. */
const restOf = (columns: readonly PgColumn[]) =>
  sql<string>`concat_ws(' ', ${sql.join(
    columns.slice(1).map((c) => sql`${c}`),
    sql`, `,
  )})`;

/**
 * The matches of each kind, best first: those whose title matches, then in the order the site lists that kind
 * (newest post first, and so on). Each kind is read through its own index; at most the limit of each.
 */
function kindReads(db: DbOrTx, query: SQL, now: Date): Record<SiteSearchKind, () => Promise<Candidate[]>> {
  const read = async (kind: SiteSearchKind, rows: Promise<Found[]>, path: (row: Found) => string): Promise<Candidate[]> =>
    (await rows).map((row) => ({ kind, id: row.id, title: row.title, text: row.text || row.title, path: path(row), inTitle: row.inTitle }));
  const inTitle = (title: PgColumn) => matchesSearch([title], query);

  return {
    async page() {
      // A page is its menu entry's blocks: it is found by its best block, once, while its entry is visible.
      const columns = pageBlockSearched(cmsMenuContents);
      const found = await read(
        'page',
        db
          .select({ id: cmsMenus.id, title: cmsMenus.name, text: restOf(columns), inTitle: inTitle(cmsMenus.name) })
          .from(cmsMenuContents)
          .innerJoin(cmsMenus, eq(cmsMenus.id, cmsMenuContents.cmsMenu))
          .where(and(matchesSearch(columns, query), visibleNow(cmsMenus, now)))
          .orderBy(desc(inTitle(cmsMenus.name)), asc(cmsMenus.id), asc(cmsMenuContents.id))
          .limit(siteSearchLimit * 4),
        (row) => menuPath({ id: row.id, name: row.title }),
      );
      return found.filter((hit, i) => found.findIndex((other) => other.id === hit.id) === i).slice(0, siteSearchLimit);
    },
    post: () => {
      const columns = postSearched(blogPosts);
      return read(
        'post',
        db
          .select({ id: blogPosts.id, title: blogPosts.title, text: restOf(columns), inTitle: entryTitleMatches(query) })
          .from(blogPosts)
          .innerJoin(searchEntries, entryOf('post', blogPosts.id))
          .where(and(entryMatches(query), visibleNow(blogPosts, now)))
          .orderBy(desc(entryTitleMatches(query)), desc(blogPosts.publishedOn), desc(blogPosts.id))
          .limit(siteSearchLimit),
        postPath,
      );
    },
    event: () => {
      const columns = eventSearched(events);
      return read(
        'event',
        db
          .select({ id: events.id, title: events.title, text: restOf(columns), inTitle: entryTitleMatches(query) })
          .from(events)
          .innerJoin(searchEntries, entryOf('event', events.id))
          .where(and(entryMatches(query), visibleNow(events, now)))
          .orderBy(desc(entryTitleMatches(query)), desc(events.startsOn), desc(events.id))
          .limit(siteSearchLimit),
        eventPath,
      );
    },
    project: () => {
      const columns = projectSearched(projects);
      return read(
        'project',
        db
          .select({ id: projects.id, title: projects.title, text: restOf(columns), inTitle: entryTitleMatches(query) })
          .from(projects)
          .innerJoin(searchEntries, entryOf('project', projects.id))
          .where(and(entryMatches(query), visibleNow(projects, now)))
          .orderBy(desc(entryTitleMatches(query)), asc(projects.position), asc(projects.id))
          .limit(siteSearchLimit),
        projectPath,
      );
    },
    cause: () => {
      const columns = causeSearched(causes);
      return read(
        'cause',
        db
          .select({ id: causes.id, title: causes.name, text: restOf(columns), inTitle: inTitle(causes.name) })
          .from(causes)
          .where(matchesSearch(columns, query))
          .orderBy(desc(inTitle(causes.name)), asc(causes.id))
          .limit(siteSearchLimit),
        causePath,
      );
    },
    notice: () => {
      const columns = noticeSearched(notices);
      return read(
        'notice',
        db
          .select({ id: notices.id, title: notices.title, text: restOf(columns), inTitle: inTitle(notices.title) })
          .from(notices)
          .where(matchesSearch(columns, query))
          .orderBy(desc(inTitle(notices.title)), desc(notices.date), desc(notices.id))
          .limit(siteSearchLimit),
        noticePath,
      );
    },
  };
}

/**
 * What the site's search finds for a visitor's words, by the app's clock: only what visitors see now. Matches whose
 * title holds the words come first, then the others, each kind in its list's order; each with an excerpt whose
 * matched words are marked, and nothing else of its content as HTML.
 */
export async function searchSite(db: DbOrTx, text: string, now: Date): Promise<SiteSearchHit[]> {
  const reads = kindReads(db, searchQuery(text), now);
  // One after the other: the embedded database answers one query at a time anyway.
  const candidates: Candidate[] = [];
  for (const kind of siteSearchKinds) candidates.push(...(await reads[kind]()));
  const best = [...candidates.filter((c) => c.inTitle), ...candidates.filter((c) => !c.inTitle)].slice(0, siteSearchLimit);
  const excerpts = await searchExcerpts(
    db,
    best.map((c) => c.text),
    text,
  );
  return best.map(({ kind, id, title, path }, i) => ({ kind, id, title, path, excerpt: markedExcerpt(excerpts[i]) }));
}
