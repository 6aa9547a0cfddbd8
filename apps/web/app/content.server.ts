import type { RouterContextProvider } from 'react-router';
import { type SidebarProject, sidebarProjectCount } from './components/blog/BlogSidebar.tsx';
import { type RelatedCause, relatedCauseCount } from './components/sidebar/RelatedCauses.tsx';
import { clientAddressContext, siteContentContext } from './context.ts';
import { findMenu, orEmpty } from './site-data.ts';

/** The data services in a loader's context. */
export function siteContent(context: Readonly<RouterContextProvider>) {
  return context.get(siteContentContext);
}

export function clientAddress(context: Readonly<RouterContextProvider>) {
  return context.get(clientAddressContext);
}

/** The Home menu's blocks and images: most content pages show them (spec section 2). */
export async function homeBlocks(context: Readonly<RouterContextProvider>) {
  const content = siteContent(context);
  const home = findMenu(await orEmpty(content.menus(), []), 'Home');
  if (!home) return { contents: {} as Record<string, string>, images: {} as Record<string, string[]> };
  const [contents, images] = await Promise.all([orEmpty(content.contents(home.id), {}), orEmpty(content.images(home.id), {})]);
  return { contents, images };
}

/** The sidebars' related causes: the first campaigns, with what the books say they raised. */
export async function relatedCauses(context: Readonly<RouterContextProvider>): Promise<RelatedCause[]> {
  const causes = await orEmpty(siteContent(context).causes(), []);
  return causes.slice(0, relatedCauseCount).map(({ id, name, image, raised_amount }) => ({ id, name, image, raised_amount }));
}

/** The blog sidebar's projects: the first ones visitors see, in the charity's order. */
export async function sidebarProjects(context: Readonly<RouterContextProvider>): Promise<SidebarProject[]> {
  const projects = await orEmpty(siteContent(context).projects(), []);
  return projects.slice(0, sidebarProjectCount).map(({ id, title, image }) => ({ id, title, image }));
}
