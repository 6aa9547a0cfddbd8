import { siteContent } from '../content.server.ts';
import type { Route } from './+types/blog-feed';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A post's day as RSS writes dates (RFC 822), at the hour the day starts in UTC. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/**
 * `/feeds/blog.xml`: the blog as an RSS 2.0 feed of the posts visitors see now, newest first; a scheduled post
 * joins it at its time (the page cache is emptied then, as every page showing posts is).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const content = siteContent(context);
  const [blog, settings] = await Promise.all([content.blog(), content.settings()]);
  const site = settings?.site_name ?? 'Sahay';
  const items = blog.posts
    .slice(0, 50)
    .map((post) => {
      const link = `${origin}/blog-single/${post.id}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rssDate(post.published_on)}</pubDate>`,
        ...(post.author ? [`      <dc:creator>${escapeXml(post.author)}</dc:creator>`] : []),
        ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
        ...(post.excerpt ? [`      <description>${escapeXml(post.excerpt)}</description>`] : []),
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${site}: Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/feeds/blog.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(`News from ${site}`)}</description>`,
    '    <language>en</language>',
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
