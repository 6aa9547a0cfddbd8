import type { SiteContent } from '@sahay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createSiteContent } from '../cms/index.ts';

const base = (entity: string) => `/${entity}/api/v1/${entity}/`;

let app: Awaited<ReturnType<typeof createTestApp>>;
let site: SiteContent;

beforeAll(async () => {
  app = await createTestApp();
  site = createSiteContent(() => app.database.db, app.createCache(), app.repositories, app);
});
afterAll(() => app.close());

/** A visitor's read of the API: no caller. */
const visitorGet = (url: string) => app.inject({ method: 'GET', url });
const staffWrite = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, ...permissions: string[]) =>
  app.inject({ method, url, headers: asCaller(...permissions), payload });

/** A new service, as staff create it in the back office. */
async function newService(fields: Record<string, unknown> = {}) {
  const res = await staffWrite(
    'POST',
    `${base('service')}create/`,
    {
      title: 'Boat ambulances',
      icon: '/media/demo/icon.w160.webp',
      description: 'A boat that carries patients from the river islands to the clinic.',
      image: '/media/demo/boat.w900.webp',
      picture_one: '/media/demo/boat-2.w900.webp',
      picture_two: '/media/demo/boat-3.w900.webp',
      benefits: [{ title: 'Faster care', text: 'An hour to the clinic instead of a day.' }],
      ...fields,
    },
    'service.create',
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; title: string };
}

describe('the demo charity’s services, team and testimonials', () => {
  it('are the template’s sixteen services, the four generic ones first, each with its pictures and four benefits', async () => {
    const services = await site.services();
    expect(services.slice(0, 16).map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(services.slice(0, 4).map((s) => s.title)).toEqual(['Healthy Food', 'Clean Water', 'Medical Care', 'Child Education']);
    const water = await site.service(2);
    expect(water).toMatchObject({ title: 'Clean Water', description: expect.stringMatching(/^Safe tube-wells/) });
    for (const picture of [water?.icon, water?.image, water?.picture_one, water?.picture_two])
      expect(picture).toMatch(/^\/media\/demo\/.+\.w\d+\.webp$/);
    expect(water?.benefits.map((b) => b.title)).toEqual([
      'Help goes straight to families',
      'Built with the community',
      'Open about every donation',
      'Change that lasts',
    ]);
    for (const id of [0, 17, 999_999]) expect(await site.service(id)).toBeNull();
  });

  it('are its eight team members with their skills, and its six testimonials, in the template’s order', async () => {
    const team = await site.teamMembers();
    expect(team.slice(0, 8).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(team[0]).toMatchObject({ name: 'Nusrat Jahan', role: 'Volunteer Coordinator' });
    expect(await site.teamMember(1)).toMatchObject({
      location: 'Dhaka',
      email: 'nusrat@example.org',
      phone: '+880 1700 000 101',
      skills: ['Training', 'Event planning', 'Youth work'],
    });
    expect(await site.teamMember(9)).toBeNull();
    const testimonials = await site.testimonials();
    expect(testimonials.map((t) => t.name).slice(0, 6)).toEqual([
      'Rokeya Begum',
      'Habib Chowdhury',
      'Dr. Salma Khatun',
      'Mahmud Hasan',
      'Ayesha Siddiqua',
      'Jamal Mia',
    ]);
  });

  it('are read by visitors through the public API, from its cache', async () => {
    const list = await visitorGet(`${base('team_member')}all/`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().team_members[0]).toMatchObject({ name: 'Nusrat Jahan' });
    expect(list.headers.etag).toBeDefined();
    const again = await app.inject({ method: 'GET', url: `${base('team_member')}all/`, headers: { 'if-none-match': list.headers.etag } });
    expect(again.statusCode).toBe(304);
    const one = await visitorGet(`${base('service')}1/`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().benefits).toHaveLength(4);
    expect((await visitorGet(`${base('testimonial')}without_pagination/all/`)).json().testimonials).toHaveLength(6);
  });
});

describe('hiding and ordering', () => {
  it('hides an inactive service from visitors, on the site and in the API, while staff still find it', async () => {
    const service = await newService();
    expect((await site.services()).map((s) => s.id)).toContain(service.id);
    const hidden = await staffWrite('PATCH', `${base('service')}update/${service.id}/`, { active: false }, 'service.update');
    expect(hidden.statusCode, hidden.body).toBe(200);
    // The site's cached reads were emptied by the change.
    expect((await site.services()).map((s) => s.id)).not.toContain(service.id);
    expect(await site.service(service.id)).toBeNull();
    const visitorList = (await visitorGet(`${base('service')}without_pagination/all/`)).json().services as { id: number }[];
    expect(visitorList.map((s) => s.id)).not.toContain(service.id);
    expect((await visitorGet(`${base('service')}${service.id}/`)).statusCode).toBe(404);
    const staff = await app.inject({
      method: 'GET',
      url: `${base('service')}${service.id}/`,
      headers: asCaller('service.read'),
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ active: false, title: 'Boat ambulances' });
    // Shown again.
    await staffWrite('PATCH', `${base('service')}update/${service.id}/`, { active: true }, 'service.update');
    expect((await site.service(service.id))?.title).toBe('Boat ambulances');
  });

  it('hides an inactive team member’s profile and testimonial too', async () => {
    const member = await staffWrite('PATCH', `${base('team_member')}update/8/`, { active: false }, 'team_member.update');
    expect(member.statusCode, member.body).toBe(200);
    expect(await site.teamMember(8)).toBeNull();
    expect((await site.teamMembers()).map((m) => m.id)).not.toContain(8);
    const quote = await staffWrite('PATCH', `${base('testimonial')}update/6/`, { active: false }, 'testimonial.update');
    expect(quote.statusCode, quote.body).toBe(200);
    expect((await site.testimonials()).map((t) => t.id)).not.toContain(6);
    expect((await visitorGet(`${base('testimonial')}6/`)).statusCode).toBe(404);
    await staffWrite('PATCH', `${base('team_member')}update/8/`, { active: true }, 'team_member.update');
    await staffWrite('PATCH', `${base('testimonial')}update/6/`, { active: true }, 'testimonial.update');
  });

  it('shows them in the charity’s order: a smaller position first', async () => {
    const res = await staffWrite('PATCH', `${base('testimonial')}update/5/`, { position: 0 }, 'testimonial.update');
    expect(res.statusCode, res.body).toBe(200);
    expect((await site.testimonials())[0].name).toBe('Ayesha Siddiqua');
    const list = (await visitorGet(`${base('testimonial')}all/`)).json().testimonials as { name: string }[];
    expect(list[0].name).toBe('Ayesha Siddiqua');
    await staffWrite('PATCH', `${base('testimonial')}update/5/`, { position: 5 }, 'testimonial.update');
    expect((await site.testimonials())[0].name).toBe('Rokeya Begum');
  });
});

describe('in the back office', () => {
  it('refuses a service without its benefits or pictures, by field, and stores nothing', async () => {
    const before = (await site.services()).length;
    const res = await staffWrite(
      'POST',
      `${base('service')}create/`,
      { title: 'Half a service', description: 'x', benefits: [], image: 'not a path' },
      'service.create',
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['benefits', 'icon', 'image', 'picture_one', 'picture_two']);
    expect(await site.services()).toHaveLength(before);
  });

  it('refuses a visitor’s or a wrong role’s write', async () => {
    const anonymous = await app.inject({ method: 'PATCH', url: `${base('team_member')}update/1/`, payload: { name: 'Someone else' } });
    expect(anonymous.statusCode).toBe(401);
    const wrongRole = await staffWrite('PATCH', `${base('team_member')}update/1/`, { name: 'Someone else' }, 'service.update');
    expect(wrongRole.statusCode).toBe(403);
    expect((await site.teamMember(1))?.name).toBe('Nusrat Jahan');
  });
});
