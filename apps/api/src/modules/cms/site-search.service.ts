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
import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * The matches of a kind whose words a trigger stores (posts, events, projects), at most the limit: those whose title
 * matches, then the others in the order the site lists them. Two reads rather than one sorted by "title matches":
 * the second can walk the list's own order and stop at the limit, where one sort must first find every match, and
 * a word in most posts matches thousands.
 */
async function storedWordsRead(
  db: DbOrTx,
  query: SQL,
  kind: 'post' | 'event' | 'project',
  table: PgTable & { id: PgColumn },
  columns: readonly PgColumn[],
  visible: SQL | undefined,
  order: SQL[],
): Promise<Found[]> {
  const matches = async (inTitle: boolean, limit: number): Promise<Found[]> => {
    const rows = await db
      .select({ id: table.id, title: columns[0], text: restOf(columns) })
      .from(table)
      .innerJoin(searchEntries, entryOf(kind, table.id))
      .where(and(entryMatches(query), inTitle ? entryTitleMatches(query) : not(entryTitleMatches(query)), visible))
      .orderBy(...order)
      .limit(limit);
    return rows.map((row) => ({ ...(row as { id: number; title: string; text: string | null }), inTitle }));
  };
  const titled = await matches(true, siteSearchLimit);
  return titled.length < siteSearchLimit ? [...titled, ...(await matches(false, siteSearchLimit - titled.length))] : titled;
}

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
    post: () =>
      read(
        'post',
        storedWordsRead(db, query, 'post', blogPosts, postSearched(blogPosts), visibleNow(blogPosts, now), [
          desc(blogPosts.publishedOn),
          desc(blogPosts.id),
        ]),
        postPath,
      ),
    event: () =>
      read(
        'event',
        storedWordsRead(db, query, 'event', events, eventSearched(events), visibleNow(events, now), [
          desc(events.startsOn),
          desc(events.id),
        ]),
        eventPath,
      ),
    project: () =>
      read(
        'project',
        storedWordsRead(db, query, 'project', projects, projectSearched(projects), visibleNow(projects, now), [
          asc(projects.position),
          asc(projects.id),
        ]),
        projectPath,
      ),
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
