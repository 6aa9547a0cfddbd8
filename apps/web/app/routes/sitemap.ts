import type { MenuNode } from '@sahay/contracts';
import { causePath, eventPath, noticePath, postPath, projectPath, servicePath, teamMemberPath } from '@sahay/contracts/site-paths';
import { siteContent } from '../content.server.ts';
import { menuHref, orEmpty } from '../site-data.ts';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/sitemap.xml`: the home page, the contact, notice, team, testimonial, transparency, cause, event, project and blog
 * pages, and every menu entry, notice, cause, and the services, team members, events, projects and posts visitors see
 * now (never a draft or a hidden one; a scheduled item from its time).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const content = siteContent(context);
  type Item = { id: number };
  const listed = (read: Promise<Item[]>) => orEmpty(read, []);
  const [menus, blog, ...records] = await Promise.all([
    orEmpty(content.menus(), []),
    orEmpty(content.blog(), { posts: [], categories: [], tags: [] }),
    listed(content.notices()).then((items) => items.map(noticePath)),
    listed(content.causes()).then((items) => items.map(causePath)),
    listed(content.services()).then((items) => items.map(servicePath)),
    listed(content.teamMembers()).then((items) => items.map(teamMemberPath)),
    listed(content.events()).then((items) => items.map(eventPath)),
    listed(content.projects()).then((items) => items.map(projectPath)),
  ]);
  const paths = new Set([
    '/',
    '/contact',
    '/notice/',
    '/our%20team/',
    '/testimonial',
    '/transparency',
    '/cause',
    '/event',
    '/project',
    '/blog',
  ]);
  for (const path of records.flat()) paths.add(path);
  for (const post of blog.posts) paths.add(postPath(post));
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      paths.add(encodeURI(menuHref(node)));
      walk(node.children);
    }
  };
  walk(menus);
  const urls = [...paths].map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
