import type { MenuNode, SitePage } from '@sahay/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { visibleNow } from '../publishing/index.ts';
import { cmsMenuContentImages, cmsMenuContents, cmsMenus } from './cms.tables.ts';

/**
 * Every read here is a visitor's at `now` (only the entries published or past their moment, by the workflow's
 * rule), or, without `now`, a read of every entry (a preview link already checked).
 */
const visibleAt = (now: Date | undefined): SQL | undefined => (now ? visibleNow(cmsMenus, now) : undefined);

/**
 * The menu as a tree of root entries with their children, each level by position then id. An entry under one
 * visitors do not see is hidden with it.
 */
export async function nestedMenus(db: DbOrTx, now: Date | undefined): Promise<MenuNode[]> {
  const rows = await db
    .select({ id: cmsMenus.id, name: cmsMenus.name, parent: cmsMenus.parent, position: cmsMenus.position })
    .from(cmsMenus)
    .where(visibleAt(now))
    .orderBy(sql`${cmsMenus.position} asc nulls last`, asc(cmsMenus.id));
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent === null) roots.push(node);
    else nodes.get(node.parent)?.children.push(node);
  }
  return roots;
}

/** A menu's content blocks as an object keyed by block name (none for an entry not visible at `now`). */
export async function menuContents(db: DbOrTx, menuId: number, now: Date | undefined) {
  const rows = await db
    .select({ name: cmsMenuContents.name, value: cmsMenuContents.value })
    .from(cmsMenuContents)
    .innerJoin(cmsMenus, eq(cmsMenus.id, cmsMenuContents.cmsMenu))
    .where(and(eq(cmsMenuContents.cmsMenu, menuId), visibleAt(now)))
    .orderBy(asc(cmsMenuContents.id));
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** A menu's images grouped by head, in their order: always lists (none for an entry not visible at `now`). */
export async function menuImageLists(db: DbOrTx, menuId: number, now: Date | undefined) {
  const rows = await db
    .select({ head: cmsMenuContentImages.head, image: cmsMenuContentImages.image })
    .from(cmsMenuContentImages)
    .innerJoin(cmsMenus, eq(cmsMenus.id, cmsMenuContentImages.cmsMenu))
    .where(and(eq(cmsMenuContentImages.cmsMenu, menuId), visibleAt(now)))
    .orderBy(asc(cmsMenuContentImages.position), asc(cmsMenuContentImages.id));
  const groups: Record<string, string[]> = {};
  for (const row of rows) {
    groups[row.head] ??= [];
    groups[row.head].push(row.image);
  }
  return groups;
}

/** The older variant of the same answer: a group of one image is the path itself. */
export async function menuImages(db: DbOrTx, menuId: number, now: Date | undefined) {
  const lists = await menuImageLists(db, menuId, now);
  return Object.fromEntries(Object.entries(lists).map(([head, paths]) => [head, paths.length === 1 ? paths[0] : paths]));
}

/** A menu's blocks and images in one answer, as the page of a menu reads them. */
export async function menuBlocksAndImages(db: DbOrTx, menuId: number, now: Date | undefined) {
  return { menu_contents: await menuContents(db, menuId, now), content_images: await menuImages(db, menuId, now) };
}

function findEntry(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findEntry(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A menu entry's page (its name, blocks and images): as visitors see it at `now` (null for an entry they do
 * not see, nor one under such an entry), or, without `now`, whatever its status.
 */
export async function menuPage(db: DbOrTx, id: number, now: Date | undefined): Promise<SitePage | null> {
  const entry = now
    ? findEntry(await nestedMenus(db, now), id)
    : (await db.select({ id: cmsMenus.id, name: cmsMenus.name }).from(cmsMenus).where(eq(cmsMenus.id, id)))[0];
  if (!entry) return null;
  const [contents, images] = await Promise.all([menuContents(db, id, now), menuImageLists(db, id, now)]);
  return { id: entry.id, name: entry.name, contents, images };
}
