import type { MenuNode } from '@sahay/contracts';
import { eventPath, projectPath } from '@sahay/contracts/site-paths';
import { siteContent } from '../content.server.ts';
import { menuHref, orEmpty } from '../site-data.ts';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/sitemap.xml`: the home page, the contact, notice, team, transparency and blog pages, every menu entry, event, project and published post. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const content = siteContent(context);
  const [menus, events, projects, blog]: [MenuNode[], { id: number }[], { id: number }[], { posts: { id: number }[] }] = await Promise.all([
    orEmpty(content.menus(), []),
    orEmpty(content.events(), []),
    orEmpty(content.projects(), []),
    orEmpty(content.blog(), { posts: [], categories: [], tags: [] }),
  ]);
  const paths = new Set(['/', '/contact', '/notice/', '/our%20team/', '/transparency', '/event', '/project', '/blog']);
  for (const event of events) paths.add(eventPath(event));
  for (const project of projects) paths.add(projectPath(project));
  for (const post of blog.posts) paths.add(`/blog-single/${post.id}`);
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
