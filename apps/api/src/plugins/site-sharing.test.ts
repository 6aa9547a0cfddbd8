import { causePath, eventPath, noticePath, postPath, projectPath, servicePath, teamMemberPath } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Repository } from '../resource/repository.ts';
import { asCaller, createTestApp } from '../test-support/test-app.ts';
import { hasWebBuild, webBuildDir } from './site.ts';

// What a page tells the sites it is shared on and the search engines, read from the server's HTML as they read it.
const site = 'https://charity.example.org';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every `<meta property|name="…" content="…">` of the page, by its property or name. */
function metaTags(html: string) {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, decode(content));
  }
  return tags;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

let app: App;
const repository = (name: string) => app.repositories.get(name) as Repository;
/** The first record of a kind that visitors see (the repositories' visitor scope: no caller). */
const firstVisible = async (name: string) => (await repository(name).all(app.database.db))[0] as Record<string, unknown> & { id: number };

beforeAll(async () => {
  // Never skipped: without a build there is nothing to test, and that is a failure to see.
  if (!hasWebBuild()) throw new Error('No build of the public site: run `npm run build` first (`npm test` does).');
  app = await createTestApp({ site: { buildDir: webBuildDir }, publicUrl: site });
});
afterAll(async () => {
  await app?.close();
});

describe('Open Graph and Twitter card tags', () => {
  const page = async (path: string) => {
    // A client's Host header never makes the addresses a shared page carries.
    const response = await app.inject({ method: 'GET', url: path, headers: { host: 'attacker.example' } });
    expect(response.statusCode, path).toBe(200);
    return metaTags(response.body);
  };

  it('a post is shared as an article, with its title, lead, picture and address, all absolute', async () => {
    const post = await firstVisible('blog_post');
    const tags = await page(postPath(post));
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:title')).toMatch(new RegExp(`^${String(post.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    expect(tags.get('og:description')).toBe(String(post.excerpt).slice(0, 160));
    expect(tags.get('og:url')).toBe(`${site}${postPath(post)}`);
    expect(tags.get('og:image')).toBe(`${site}${post.picture ?? post.cover}`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:title')).toBe(tags.get('og:title'));
    expect(tags.get('twitter:description')).toBe(tags.get('og:description'));
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
  });

  it('an event, a project and a cause are shared with their own title, summary, picture and address', async () => {
    const event = await firstVisible('event');
    const project = await firstVisible('project');
    const cause = await firstVisible('cause');
    for (const [path, title] of [
      [eventPath(event), event.title],
      [projectPath(project), project.title],
      [causePath(cause), cause.name],
    ] as const) {
      const tags = await page(path);
      expect(tags.get('og:type'), path).toBe('website');
      expect(tags.get('og:title'), path).toContain(String(title));
      expect(tags.get('og:description'), path).toBeTruthy();
      expect(tags.get('og:url'), path).toBe(`${site}${path}`);
      expect(tags.get('og:image'), path).toMatch(new RegExp(`^${site}/media/`));
      expect(tags.get('twitter:card'), path).toBe('summary_large_image');
      expect(tags.get('twitter:title'), path).toBe(tags.get('og:title'));
      expect(tags.get('twitter:image'), path).toBe(tags.get('og:image'));
    }
  });
});

describe('GET /sitemap.xml', () => {
  const sitemap = async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const publisher = asCaller('blog_post.create', 'event.create', 'project.create', 'content.publish');
  const create = async (entity: string, fields: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: `/${entity}/api/v1/${entity}/create/`, headers: publisher, payload: fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  it('lists every cause, notice, menu page, and the services, team members, posts, events and projects visitors see, on the site address', async () => {
    const xml = await sitemap();
    expect(xml).not.toContain('attacker.example');
    const paths = locations(xml);
    expect(new URL([...xml.matchAll(/<loc>(.*?)<\/loc>/g)][0][1]).origin).toBe(site);
    for (const cause of await repository('cause').all(app.database.db)) expect(paths).toContain(causePath({ id: cause.id as number }));
    for (const notice of await repository('notice').all(app.database.db)) expect(paths).toContain(noticePath({ id: notice.id as number }));
    for (const post of await repository('blog_post').all(app.database.db)) expect(paths).toContain(postPath({ id: post.id as number }));
    for (const event of await repository('event').all(app.database.db)) expect(paths).toContain(eventPath({ id: event.id as number }));
    for (const project of await repository('project').all(app.database.db))
      expect(paths).toContain(projectPath({ id: project.id as number }));
    for (const service of await repository('service').all(app.database.db))
      expect(paths).toContain(servicePath({ id: service.id as number }));
    for (const member of await repository('team_member').all(app.database.db))
      expect(paths).toContain(teamMemberPath({ id: member.id as number }));
    expect(paths).toContain('/cause');
  });

  it('never lists a draft or an item scheduled later, and lists a post as soon as it is published', async () => {
    await sitemap(); // kept by the page cache from here on
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const draft = await create('blog_post', { title: 'A draft for nobody', published_on: '2026-03-01' });
    const scheduled = await create('blog_post', { title: 'Tomorrow', published_on: '2026-03-01', status: 'scheduled', publish_at: later });
    const draftEvent = await create('event', {
      title: 'A draft event',
      image: (await firstVisible('event')).image,
      starts_on: '2026-12-01',
      start_time: '10:00',
      place: 'Dhaka',
      schedule: [{ time: '10:00', item: 'Welcome' }],
    });
    const draftProject = await create('project', { title: 'A draft project', image: (await firstVisible('project')).image });
    const published = await create('blog_post', { title: 'Out now', published_on: '2026-03-01', status: 'published' });
    const paths = locations(await sitemap());
    expect(paths).toContain(postPath(published));
    expect(paths).not.toContain(postPath(draft));
    expect(paths).not.toContain(postPath(scheduled));
    expect(paths).not.toContain(eventPath(draftEvent));
    expect(paths).not.toContain(projectPath(draftProject));
  });
});
