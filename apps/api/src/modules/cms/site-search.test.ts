import type { SiteSearchHit } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Repository } from '../../resource/repository.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';

/** The test's clock: moved by hand, never waited for (from now: the seeded content went live when it was seeded). */
let now = new Date();
let app: App;
beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(() => app?.close());

const search = (q: string) => app.inject({ method: 'GET', url: `/search/api/v1/search/?q=${encodeURIComponent(q)}` });
const found = async (q: string) => {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as SiteSearchHit[];
};
const titles = async (q: string) => (await found(q)).map((hit) => hit.title);

const publisher = asCaller(
  'blog_post.create',
  'event.create',
  'project.create',
  'cause.create',
  'notice.create',
  'cms_menu.create',
  'cms_menu_content.create',
  'content.publish',
);
async function create(entity: string, fields: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: `/${entity}/api/v1/${entity}/create/`, headers: publisher, payload: fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}
const post = (fields: Record<string, unknown>) => create('blog_post', { published_on: '2026-02-20', status: 'published', ...fields });
const first = async (name: string) => (await (app.repositories.get(name) as Repository).all(app.database.db))[0] as Record<string, unknown>;

describe('GET /search/api/v1/search/', () => {
  it('finds a post by an English word in another form ("donations" finds "donation"), with the word marked', async () => {
    const { id } = await post({
      title: 'A morning at the clinic',
      body: '<p>Every donation bought medicine for the <strong>mobile clinic</strong> in Kurigram.</p>',
    });
    const hit = (await found('donations')).find((h) => h.kind === 'post' && h.id === id);
    expect(hit).toMatchObject({ title: 'A morning at the clinic', path: `/blog-single/${id}` });
    expect(hit?.excerpt).toContain('Every <mark>donation</mark> bought medicine for the mobile clinic in Kurigram');
  });

  it('finds Bengali words as written, at the end of a sentence too', async () => {
    const { id } = await post({
      title: 'বন্যার্তদের পাশে',
      excerpt: 'কুড়িগ্রামে বন্যার্ত পরিবারগুলোর মধ্যে খাদ্য বিতরণ।',
      body: '<p>স্বেচ্ছাসেবকেরা চাল, ডাল আর বিশুদ্ধ পানি পৌঁছে দিয়েছেন।</p>',
    });
    for (const word of ['বিতরণ', 'খাদ্য', 'পানি', 'বন্যার্তদের']) {
      const hit = (await found(word)).find((h) => h.id === id && h.kind === 'post');
      expect(hit, word).toBeDefined();
      if (word !== 'বন্যার্তদের') expect(hit?.excerpt, word).toContain(`<mark>${word}</mark>`);
    }
    expect(await titles('বন্যার্তদের')).toContain('বন্যার্তদের পাশে');
  });

  it('never finds a draft, nor a scheduled post before its time; the scheduled one from its moment', async () => {
    await post({ title: 'Quokka draft', body: '<p>About the quokka.</p>', status: 'draft' });
    const at = new Date(now.getTime() + 60 * 60_000);
    await post({ title: 'Quokka scheduled', body: '<p>The quokka again.</p>', status: 'scheduled', publish_at: at.toISOString() });
    await post({ title: 'Quokka published', body: '<p>The quokka is out.</p>' });
    expect(await titles('quokka')).toEqual(['Quokka published']);
    now = new Date(at.getTime() + 1000);
    expect((await titles('quokka')).sort()).toEqual(['Quokka published', 'Quokka scheduled']);
  });

  it('finds events, projects, causes, notices and pages too, each with its page on the site, title matches first', async () => {
    const image = (await first('event')).image;
    const event = await create('event', {
      title: 'Pangolin walk',
      image,
      starts_on: '2026-04-01',
      start_time: '08:00',
      place: 'Lawachara',
      schedule: [{ time: '08:00', item: 'Meet at the gate' }],
      status: 'published',
    });
    const draftEvent = await create('event', {
      title: 'Pangolin draft',
      image,
      starts_on: '2026-04-02',
      start_time: '08:00',
      place: 'Sylhet',
      schedule: [{ time: '08:00', item: 'Meet at the gate' }],
    });
    const project = await create('project', {
      title: 'Forest school',
      story: 'Children learn about the pangolin.',
      image,
      status: 'published',
    });
    const cause = await create('cause', { name: 'Save the pangolin', goal_amount: '50000.00', image, summary: 'A safe forest.' });
    const notice = await create('notice', { title: 'Pangolin census results', date: '2026-02-01', file: (await first('notice')).file });
    const menu = (await first('cms_menu')) as { id: number; name: string };
    await create('cms_menu_content', { cms_menu: menu.id, name: 'Wildlife', value: '<p>We protect the pangolin and its forest.</p>' });
    const draftPage = await create('cms_menu', { name: 'Pangolin plans' });
    await create('cms_menu_content', { cms_menu: draftPage.id, name: 'Plans', value: '<p>A pangolin sanctuary, not yet announced.</p>' });

    const hits = await found('pangolins');
    const paths = hits.map((h) => `${h.kind} ${h.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `event /event-single/${event.id}`,
        `project /project-single/${project.id}`,
        `cause /cause-single/${cause.id}`,
        `notice /pdfShow/notice/${notice.id}`,
        `page ${menu.name.toLowerCase() === 'home' ? '/' : `/${menu.name.toLowerCase()}/${menu.id}`}`,
      ]),
    );
    expect(paths).not.toContain(`event /event-single/${draftEvent.id}`);
    expect(paths).not.toContain(`page /pangolin plans/${draftPage.id}`);
    // Whose title holds the word come before those whose text does.
    const inTitle = hits.findIndex((h) => h.kind === 'project');
    expect(hits.slice(inTitle).every((h) => !/pangolin/i.test(h.title))).toBe(true);
    expect(hits.filter((h) => h.kind === 'page')).toHaveLength(1);
  });

  it("never lets content's markup through: only the marks of the matched words", async () => {
    const { id } = await post({
      title: 'Wombat notes',
      excerpt: 'The wombat <script>alert(1)</script> & friends',
      body: '<p>A wombat <img src="x" onerror="alert(2)"> &lt;b&gt;sleeps&lt;/b&gt;</p>',
    });
    const hit = (await found('wombat')).find((h) => h.id === id);
    expect(hit?.excerpt).toContain('<mark>wombat</mark>');
    expect(hit?.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/<|>/);
    expect(hit?.excerpt).not.toContain('onerror');
  });

  it('answers 400 with a message on q when it is missing, blank or longer than 100 characters', async () => {
    const missing = await app.inject({ method: 'GET', url: '/search/api/v1/search/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().q).toEqual(['This field is required.']);
    for (const q of ['', '%20%20']) {
      const response = await app.inject({ method: 'GET', url: `/search/api/v1/search/?q=${q}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().q, q).toEqual(['Type a word to look for.']);
    }
    const long = await search('a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().q).toEqual(['Type at most 100 characters.']);
    expect((await search('a'.repeat(100))).statusCode).toBe(200);
  });

  it('answers nothing, not an error, for words that match nothing or punctuation alone', async () => {
    expect(await found('xylophonequartz')).toEqual([]);
    expect(await found('!!! ... ?')).toEqual([]);
  });
  it('finds a post by the words it has now: an edit is found by its new words only, a deleted post no more', async () => {
    const { id } = await post({ title: 'Tubewells for Shyamnagar', body: '<p>Arsenic-free tubewells.</p>' });
    expect((await found('Shyamnagar')).some((h) => h.id === id)).toBe(true);
    const editor = asCaller('blog_post.update', 'blog_post.delete', 'content.publish');
    const edited = await app.inject({
      method: 'PUT',
      url: `/blog_post/api/v1/blog_post/update/${id}`,
      headers: editor,
      payload: { title: 'Tubewells for Koyra' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await found('Shyamnagar')).some((h) => h.id === id)).toBe(false);
    expect(await titles('Koyra')).toContain('Tubewells for Koyra');
    const deleted = await app.inject({ method: 'DELETE', url: `/blog_post/api/v1/blog_post/delete/${id}`, headers: editor });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await found('Koyra')).toEqual([]);
  });
});
