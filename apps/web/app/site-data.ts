import type { MenuNode } from '@sahay/contracts';
import { menuPath } from '@sahay/contracts/site-paths';

/** Fixed blocks of the Home menu (spec section 3); any other key is a company entry. */
export const fixedBlocks = new Set([
  'Partner',
  'About',
  'Featured Work',
  'Our Services',
  'Companies',
  'Title',
  'Address',
  'Email Us',
  'Call Now',
  'Map',
  'Mission',
  'Vision',
  'Performance',
  'Managing Partner',
  'Partner One',
  'Partner Two',
]);

export interface Company {
  key: string;
  html: string;
  image: string | undefined;
  /** `company/<index+1>/<key>`, as the original site links them. */
  href: string;
}

export function companiesOf(contents: Record<string, string>, images: Record<string, string[]>): Company[] {
  return Object.keys(contents)
    .filter((key) => !fixedBlocks.has(key))
    .map((key, index) => ({ key, html: contents[key], image: images[key]?.[0], href: `/company/${index + 1}/${encodeURIComponent(key)}` }));
}

/** Where a menu entry leads: Home to `/`, every other entry to `/<name lowercased>/<id>`. */
export const menuHref = menuPath;

export function findMenu(menus: MenuNode[], name: string): MenuNode | undefined {
  for (const menu of menus) {
    if (menu.name.toLowerCase() === name.toLowerCase()) return menu;
    const child = findMenu(menu.children, name);
    if (child) return child;
  }
  return undefined;
}

/** A read that fails leaves its block empty (spec section 8) rather than failing the page. */
export async function orEmpty<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.error('site read failed', error);
    return empty;
  }
}

/** Text without tags, for cutting previews and for meta descriptions. */
export function plainText(html: string) {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      // Last, so an escaped entity ("&amp;lt;") stays the text it was ("&lt;").
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The frame address of the Map block: its first 3 and last 4 characters trimmed (spec section 3). */
export function mapAddress(value: string | undefined) {
  if (!value) return undefined;
  const address = plainText(value.slice(3, -4));
  return /^https:\/\//.test(address) ? address : undefined;
}

/** The entries of the first list in a block: the services carousel shows one per slide. */
export function listItems(html: string) {
  return [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => plainText(m[1]));
}

export function textBeforeList(html: string) {
  return html.split(/<ul|<ol/)[0];
}
