import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createSiteContent } from '../cms/index.ts';

const register = '/event_registration/api/v1/event_registration/create/';
const eventBase = '/event/api/v1/event/';
const registrations = '/event_registration/api/v1/event_registration/';

let app: Awaited<ReturnType<typeof createTestApp>>;
let site: SiteContent;
beforeAll(async () => {
  app = await createTestApp();
  site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
});
afterAll(() => app.close());

let n = 0;
/** A visitor of their own: a new email and network address, so no rate limit of another case applies. */
function visitor() {
  n += 1;
  return { email: `guest-${n}-${Date.now()}@example.org`, ip: `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}` };
}

/** A visitor's registration from the site's form: with the spam guard's empty hidden field and a start a minute ago. */
function registerAs(event: number, who = visitor(), fields: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: register,
    payload: {
      event,
      name: 'Rahima Akter',
      email: who.email,
      phone: '+880 1711 000000',
      website: '',
      form_token: app.spamGuard.token(Date.now() - 60_000),
      ...fields,
    },
    remoteAddress: who.ip,
  });
}

/** A new published event with this many places, as a publisher creates it. */
async function newEvent(capacity: number | null, title = `Tree planting ${++n}`, status = 'published') {
  const res = await app.inject({
    method: 'POST',
    url: `${eventBase}create/`,
    headers: asCaller('event.create', 'content.publish'),
    payload: {
      status,
      title,
      summary: 'Plant a tree with us.',
      image: '/media/demo/tree.webp',
      starts_on: '2027-02-06',
      start_time: '09:30',
      end_time: '12:00',
      place: 'Ramna Park, Dhaka',
      ...(capacity === null ? {} : { capacity }),
      schedule: [{ time: '9:30 am', item: 'Seedlings handed out' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function statusesOf(event: number) {
  const res = await app.inject({
    method: 'GET',
    url: `${registrations}all/?event=${event}&size=100`,
    headers: asCaller('event_registration.read'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().event_registrations as { status: string }[]).map((r) => r.status);
}

describe('the demo events and projects', () => {
  it('are the template’s six events, in the order they happen, with their programme, and its six projects', async () => {
    const events = await site.events();
    expect(events.slice(0, 6).map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events[0]).toMatchObject({ title: 'World Water Day walk', starts_on: '2026-03-22', start_time: '07:00', end_time: '11:00' });
    const walk = await site.event(1);
    expect(walk?.schedule.map((s) => s.time)).toEqual(['7:00 am', '7:30 am', '8:00 am', '10:30 am']);
    expect(walk?.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    const projects = await site.projects();
    expect(projects.slice(0, 6).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await site.project(5))?.title).toBe('Shelter and care for street dogs');
    expect(await site.event(999_999)).toBeNull();
  });
});

describe('a visitor’s registration', () => {
  it('takes a place while one is left, and the event page’s count falls at once', async () => {
    const event = await newEvent(3);
    expect((await site.event(event))?.places_left).toBe(3);
    const res = await registerAs(event);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ event, status: 'registered' });
    // The site's cached read was emptied by the registration.
    expect((await site.event(event))?.places_left).toBe(2);
    expect((await site.events()).find((e) => e.id === event)?.places_left).toBe(2);
  });

  it('joins the waiting list once every place is taken, and says so', async () => {
    const event = await newEvent(1);
    expect((await registerAs(event)).json().status).toBe('registered');
    const second = await registerAs(event);
    expect(second.statusCode).toBe(201);
    expect(second.json().status).toBe('waitlisted');
    expect((await site.event(event))?.places_left).toBe(0);
    expect((await registerAs(event, visitor(), { phone: undefined })).json().status).toBe('waitlisted');
    expect(await statusesOf(event)).toEqual(['registered', 'waitlisted', 'waitlisted']);
  });

  it('frees a place when staff cancel a registration', async () => {
    const event = await newEvent(1);
    const first = (await registerAs(event)).json().id as number;
    const res = await app.inject({
      method: 'PATCH',
      url: `${registrations}update/${first}/`,
      headers: asCaller('event_registration.update'),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await site.event(event))?.places_left).toBe(1);
    expect((await registerAs(event)).json().status).toBe('registered');
  });

  it('is never limited when the event has no capacity', async () => {
    const event = await newEvent(null);
    for (let i = 0; i < 3; i++) expect((await registerAs(event)).json().status).toBe('registered');
    expect((await site.event(event))?.places_left).toBeNull();
  });

  it('ignores a status the visitor sends: the server decides it', async () => {
    const event = await newEvent(1);
    await registerAs(event);
    expect((await registerAs(event, visitor(), { status: 'registered' })).json().status).toBe('waitlisted');
  });

  it('answers each wrong field with its message and stores nothing', async () => {
    const event = await newEvent(5);
    const res = await registerAs(event, visitor(), { name: '', email: 'not an email', phone: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'name', 'phone']);
    const unknown = await registerAs(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('event');
    expect(await statusesOf(event)).toEqual([]);
    expect((await site.event(event))?.places_left).toBe(5);
  });

  it('is refused, storing nothing, when the hidden field is filled, the form came back at once or it has no start', async () => {
    const event = await newEvent(5);
    const trapped = await registerAs(event, visitor(), { website: 'https://spam.example' });
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json()).toHaveProperty('form');
    const hasty = await registerAs(event, visitor(), { form_token: app.spamGuard.token() });
    expect(hasty.statusCode).toBe(400);
    expect(hasty.json()).toHaveProperty('form');
    const unsigned = await registerAs(event, visitor(), { form_token: undefined });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toHaveProperty('form_token');
    expect(await statusesOf(event)).toEqual([]);
  });

  it('is taken from staff registering someone in the back office without the form’s guard', async () => {
    const event = await newEvent(1);
    const res = await app.inject({
      method: 'POST',
      url: register,
      headers: asCaller('event_registration.create'),
      payload: { event, name: 'Abdul Karim', email: 'karim@example.org' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('registered');
  });

  it('is refused past a few from one address in an hour', async () => {
    const event = await newEvent(null);
    const ip = '10.78.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await registerAs(event, { email: `many-${i}-${Date.now()}@example.org`, ip })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
  });

  it('gives the last place to exactly one of twenty visitors registering at once; the others wait', async () => {
    const event = await newEvent(5);
    for (let i = 0; i < 4; i++) expect((await registerAs(event)).json().status).toBe('registered');
    const answers = await Promise.all(Array.from({ length: 20 }, () => registerAs(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const statuses = answers.map((a) => a.json().status as string);
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(19);
    const stored = await statusesOf(event);
    expect(stored.filter((s) => s === 'registered')).toHaveLength(5);
    expect((await site.event(event))?.places_left).toBe(0);
  });

  it('is mailed to the visitor with the event as an .ics attachment', async () => {
    const event = await newEvent(10, 'Riverbank clean-up');
    const who = visitor();
    expect((await registerAs(event, who)).statusCode).toBe(201);
    const file = readdirSync(app.outboxDir).find((f) => f.endsWith(`-${who.email}.eml`));
    expect(file).toBeDefined();
    const raw = readFileSync(join(app.outboxDir, file as string), 'utf8');
    expect(raw).toMatch(/Subject: Your place at Riverbank clean-up/);
    const attachment = /Content-Type: text\/calendar[\s\S]*?filename=(?:"?)event\.ics(?:"?)[\s\S]*?\n\n([\s\S]*?)\n--/.exec(raw);
    expect(attachment).not.toBeNull();
    const body = Buffer.from((attachment as RegExpExecArray)[1].replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(`UID:event-${event}@sahay`);
    expect(body).toContain('SUMMARY:Riverbank clean-up');
    expect(body).toContain('DTSTART:20270206T093000');
    expect(body).toContain('DTEND:20270206T120000');
    expect(body).toContain('LOCATION:Ramna Park\\, Dhaka');
  });
});

describe('events under the editorial workflow', () => {
  it('never shows a draft to visitors, nor takes a registration for it, until it is published', async () => {
    const draft = await newEvent(10, 'Draft: a night walk', 'draft');
    expect((await site.events()).map((e) => e.id)).not.toContain(draft);
    expect(await site.event(draft)).toBeNull();
    expect((await app.inject({ method: 'GET', url: `${eventBase}${draft}/` })).statusCode).not.toBe(200);
    const refused = await registerAs(draft);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('event');
    expect(await statusesOf(draft)).toEqual([]);
    const published = await app.inject({
      method: 'PATCH',
      url: `${eventBase}update/${draft}/`,
      headers: asCaller('event.update', 'content.publish'),
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await site.events()).map((e) => e.id)).toContain(draft);
    expect((await registerAs(draft)).json().status).toBe('registered');
  });

  it('lets a Content editor save a draft event but not publish it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${eventBase}create/`,
      headers: asCaller('event.create'),
      payload: {
        title: 'Published by an editor?',
        image: '/media/demo/x.webp',
        starts_on: '2027-01-01',
        start_time: '10:00',
        place: 'Dhaka',
        status: 'published',
        schedule: [{ time: '10:00 am', item: 'Start' }],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('content.publish');
  });

  it('shows a draft event and a draft project through their preview links, each only for its own record', async () => {
    const draft = await newEvent(10, 'Draft: a river clean-up', 'draft');
    const headers = asCaller('event.update', 'project.create', 'project.update');
    const link = await app.inject({ method: 'POST', url: `${eventBase}preview_link/${draft}/`, headers });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json();
    expect(url).toMatch(new RegExp(`^/event-single/${draft}\\?preview=`));
    const token = new URL(url, 'http://site').searchParams.get('preview') as string;
    expect(await site.event(draft)).toBeNull();
    expect((await site.event(draft, token))?.title).toBe('Draft: a river clean-up');
    expect(await site.event(draft, `${token}x`)).toBeNull();

    const project = await app.inject({
      method: 'POST',
      url: '/project/api/v1/project/create/',
      headers,
      payload: { title: 'Draft: boats for the chars', image: '/media/demo/boat.webp' },
    });
    expect(project.statusCode, project.body).toBe(201);
    const id = project.json().id;
    const projectLink = (await app.inject({ method: 'POST', url: `/project/api/v1/project/preview_link/${id}/`, headers })).json();
    expect(projectLink.url).toMatch(new RegExp(`^/project-single/${id}\\?preview=`));
    const projectToken = new URL(projectLink.url, 'http://site').searchParams.get('preview') as string;
    expect(await site.project(id)).toBeNull();
    expect((await site.project(id, projectToken))?.title).toBe('Draft: boats for the chars');
    // A link names one record of one entity: the event's token opens neither the project nor another event.
    expect(await site.project(id, token)).toBeNull();
    expect(await site.event(draft, projectToken)).toBeNull();
  });

  it('keeps a version of a project at every save and restores one exactly', async () => {
    const project = (await site.projects())[0];
    const headers = asCaller('project.read', 'project.update', 'content.publish');
    const before = await app.inject({ method: 'GET', url: `/project/api/v1/project/versions/${project.id}/`, headers });
    expect(before.statusCode, before.body).toBe(200);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/project/api/v1/project/update/${project.id}/`,
      headers,
      payload: { title: 'Safe water for every char' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await site.project(project.id))?.title).toBe('Safe water for every char');
    const versions = (await app.inject({ method: 'GET', url: `/project/api/v1/project/versions/${project.id}/`, headers })).json().versions;
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const original = versions.find((v: { record: { title: string } }) => v.record.title === project.title);
    expect(original).toBeDefined();
    const restored = await app.inject({
      method: 'POST',
      url: `/project/api/v1/project/restore_version/${project.id}/${original.id}/`,
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await site.project(project.id)).toEqual(project);
  });
});

describe('events and projects in the back office', () => {
  it('refuses a capacity below zero, an unreadable time and an event without a programme, by field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${eventBase}create/`,
      headers: asCaller('event.create'),
      payload: {
        title: 'x',
        image: '/media/demo/x.webp',
        starts_on: '2027-01-01',
        start_time: '25:00',
        place: 'Dhaka',
        capacity: -1,
        schedule: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['capacity', 'schedule', 'start_time']);
  });

  it('lists an event’s registrations for staff only', async () => {
    const event = await newEvent(2);
    await registerAs(event);
    expect((await app.inject({ method: 'GET', url: `${registrations}all/?event=${event}` })).statusCode).toBe(401);
    expect(await statusesOf(event)).toEqual(['registered']);
  });
});
