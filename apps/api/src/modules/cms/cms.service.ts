import type { MenuNode } from '@sahay/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cmsMenuContentImages, cmsMenuContents, cmsMenus } from './cms.tables.ts';

/** The menu as a tree of root entries with their children, each level by position then id. */
export async function nestedMenus(db: DbOrTx): Promise<MenuNode[]> {
  const rows = await db
    .select({ id: cmsMenus.id, name: cmsMenus.name, parent: cmsMenus.parent, position: cmsMenus.position })
    .from(cmsMenus)
    .orderBy(sql`${cmsMenus.position} asc nulls last`, asc(cmsMenus.id));
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A menu's content blocks as an object keyed by block name. */
export async function menuContents(db: DbOrTx, menuId: number) {
  const rows = await db
    .select({ name: cmsMenuContents.name, value: cmsMenuContents.value })
    .from(cmsMenuContents)
    .where(eq(cmsMenuContents.cmsMenu, menuId))
    .orderBy(asc(cmsMenuContents.id));
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** A menu's images grouped by head, in their order: always lists. */
export async function menuImageLists(db: DbOrTx, menuId: number) {
  const rows = await db
    .select({ head: cmsMenuContentImages.head, image: cmsMenuContentImages.image })
    .from(cmsMenuContentImages)
    .where(eq(cmsMenuContentImages.cmsMenu, menuId))
    .orderBy(asc(cmsMenuContentImages.position), asc(cmsMenuContentImages.id));
  const groups: Record<string, string[]> = {};
  for (const row of rows) {
    groups[row.head] ??= [];
    groups[row.head].push(row.image);
  }
  return groups;
}

/** The older variant of the same answer: a group of one image is the path itself. */
export async function menuImages(db: DbOrTx, menuId: number) {
  const lists = await menuImageLists(db, menuId);
  return Object.fromEntries(Object.entries(lists).map(([head, paths]) => [head, paths.length === 1 ? paths[0] : paths]));
}

/** A menu's blocks and images in one answer, as the page of a menu reads them. */
export async function menuBlocksAndImages(db: DbOrTx, menuId: number) {
  return { menu_contents: await menuContents(db, menuId), content_images: await menuImages(db, menuId) };
}
