import { unsafeLinkMessage } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as demo from '../../seed/demo-content.ts';
import { safeLinks, unsafeLinks } from '../../test-support/links.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { cmsMenuContents } from './cms.tables.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /general_setting/api/v1/general_setting/all/', () => {
  it('answers the seeded settings as the first item of general_settings', async () => {
    const res = await get('/general_setting/api/v1/general_setting/all/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, size: 10, total_pages: 1, total_elements: 1 });
    const [settings] = body.general_settings;
    expect(settings).toMatchObject({
      site_name: demo.generalSetting.site_name,
      email: demo.generalSetting.email,
      phone: demo.generalSetting.phone,
      address: demo.generalSetting.address,
      facebook_url: demo.generalSetting.facebook_url,
      google_url: demo.generalSetting.google_url,
    });
    for (const key of ['logo', 'footer_logo', 'favicon', 'slider']) expect(settings[key]).toMatch(/^\/media\/.+\.(png|webp)$/);
  });

  it('serves the files the settings point at', async () => {
    const [settings] = (await get('/general_setting/api/v1/general_setting/all')).json().general_settings;
    const logo = await get(settings.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('the currency of the books, a general setting', () => {
  const update = (id: number, body: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: `/general_setting/api/v1/general_setting/update/${id}`,
      headers: asCaller('general_setting.update'),
      payload: body,
    });

  it('is taka until changed, and takes only the currencies offered', async () => {
    const [settings] = (await get('/general_setting/api/v1/general_setting/all/')).json().general_settings;
    expect(settings.currency).toBe('BDT');

    const wrong = await update(settings.id, { ...settings, currency: 'XYZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().currency).toEqual(['Choose BDT, INR, USD, EUR, GBP.']);
    expect((await get('/general_setting/api/v1/general_setting/all/')).json().general_settings[0].currency).toBe('BDT');

    const dollars = await update(settings.id, { ...settings, currency: 'USD' });
    expect(dollars.statusCode).toBe(200);
    expect((await get('/general_setting/api/v1/general_setting/all/')).json().general_settings[0].currency).toBe('USD');
    await update(settings.id, { ...settings, currency: 'BDT' });
  });
});

describe('GET /homepage_slider/api/v1/homepage_slider/all/', () => {
  it('answers the three seeded slides in order with image, title, details and link', async () => {
    const body = (await get('/homepage_slider/api/v1/homepage_slider/all/')).json();
    expect(body.total_elements).toBe(3);
    expect(body.homepage_sliders.map((s: { details: string }) => s.details)).toEqual(demo.sliders.map((s) => s.details));
    for (const slide of body.homepage_sliders) {
      expect(slide).toEqual(
        expect.objectContaining({ image: expect.stringMatching(/^\/media\//), title: expect.any(String), link: expect.any(String) }),
      );
    }
  });
});

describe('GET /cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/', () => {
  it('answers the menu as a tree of id, name and children', async () => {
    const { menus } = (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).json();
    const names = menus.map((m: { name: string }) => m.name);
    expect(names).toEqual(demo.menus.map((m) => m.name));
    for (const required of ['Home', 'About', 'Contact', 'Service', 'Gallery', 'Profile', 'Document']) {
      const all = JSON.stringify(menus);
      expect(all).toContain(`"name":"${required}"`);
    }
    const about = menus.find((m: { name: string }) => m.name === 'About');
    expect(about.children.map((c: { name: string }) => c.name)).toEqual(
      demo.menus.find((m) => m.name === 'About')?.children?.map((c) => c.name),
    );
    expect(about.children[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      parent: about.id,
      position: expect.any(Number),
      children: [],
    });
  });
});

describe('menu contents and images of the Home menu', () => {
  let homeId: number;
  beforeAll(async () => {
    homeId = (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu'))
      .json()
      .menus.find((m: { name: string }) => m.name === 'Home').id;
  });

  it('GET /cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/:id answers every block keyed by name', async () => {
    const { menu_contents } = (await get(`/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${homeId}`)).json();
    const keys = ['Partner', 'About', 'Featured Work', 'Our Services', 'Companies', 'Title', 'Address', 'Email Us', 'Call Now', 'Map'];
    for (const key of [...keys, 'Mission', 'Vision', 'Performance', 'Managing Partner', 'Partner One', 'Partner Two']) {
      expect(menu_contents[key], key).toEqual(expect.any(String));
    }
    for (const company of demo.companyNames) expect(menu_contents[company].length).toBeGreaterThan(300);
    // The site trims the first 3 and last 4 characters of Map to get the frame address.
    expect(menu_contents.Map.slice(3, -4)).toMatch(/^https:\/\//);
  });

  it('GET …/get_all_cms_menu_content_image_list_by_cms_menu_id/:id answers lists of paths per group', async () => {
    const { content_images } = (
      await get(`/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${homeId}`)
    ).json();
    for (const group of demo.contentImageGroups) {
      expect(content_images[group.head], group.head).toHaveLength(group.count);
    }
    expect(content_images.Gallery[0]).toMatch(/^\/media\/.+\.webp$/);
  });

  it('GET …/get_all_cms_menu_content_image_by_cms_menu_id/:id answers a single image as a path', async () => {
    const { content_images } = (await get(`/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_by_cms_menu_id/${homeId}`)).json();
    expect(typeof content_images.Title).toBe('string');
    expect(content_images.Gallery).toHaveLength(9);
  });

  it('answers empty objects for a menu without content, and 400 for an id that is not a number', async () => {
    expect((await get('/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/9999')).json()).toEqual({ menu_contents: {} });
    const bad = await get('/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('menuId');
  });
});

describe('notices', () => {
  it('GET /notice/api/v1/notice/all/ answers the five notices, newest first, each with a PDF', async () => {
    const body = (await get('/notice/api/v1/notice/all/')).json();
    expect(body.total_elements).toBe(5);
    const dates = body.notices.map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const pdf = await get(body.notices[0].file);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('GET /notice/api/v1/notice/all/without_pagination/ and /notice/api/v1/notice/:id answer without sign-in', async () => {
    const { notices } = (await get('/notice/api/v1/notice/all/without_pagination/')).json();
    expect(notices).toHaveLength(5);
    const one = (await get(`/notice/api/v1/notice/${notices[0].id}`)).json();
    expect(one).toMatchObject({ id: notices[0].id, title: notices[0].title, file: notices[0].file });
  });
});

describe('employees', () => {
  const publicFields = ['id', 'image', 'first_name', 'last_name', 'email', 'primary_phone', 'street_address_one', 'street_address_two'];

  it('GET /employee/api/v1/employee/all/ shows an anonymous visitor only what the team page shows', async () => {
    const body = (await get('/employee/api/v1/employee/all/?size=20')).json();
    expect(body.employees).toHaveLength(demo.employees.length);
    for (const employee of body.employees) expect(Object.keys(employee).sort()).toEqual([...publicFields].sort());
    expect(JSON.stringify(body)).not.toContain(demo.employees[0].nid);
  });

  it('the misspelt without_paginaiton path and the correct one both answer the public fields', async () => {
    for (const path of ['without_paginaiton/all/', 'without_pagination/all']) {
      const { employees } = (await get(`/employee/api/v1/employee/${path}`)).json();
      expect(employees).toHaveLength(demo.employees.length);
      expect(employees[0]).not.toHaveProperty('basic_money');
    }
  });

  it('a caller holding employee.read gets whole records from the same path', async () => {
    const { employees } = (await get('/employee/api/v1/employee/all/?size=20', asCaller('employee.read'))).json();
    const first = employees.find((e: { email: string }) => e.email === demo.employees[0].email);
    expect(first).toMatchObject({
      nid: demo.employees[0].nid,
      basic_money: demo.employees[0].basic_money,
      emp_id_no: demo.employees[0].emp_id_no,
    });
  });

  it('a signed-in caller without employee.read still sees only the public fields', async () => {
    const { employees } = (await get('/employee/api/v1/employee/all/', asCaller('notice.read'))).json();
    expect(employees[0]).not.toHaveProperty('nid');
  });

  it('GET /employee/api/v1/employee/:id is not public', async () => {
    expect((await get('/employee/api/v1/employee/1')).statusCode).toBe(401);
  });
});

describe('the public cache', () => {
  it('answers 304 to a matching If-None-Match and a fresh answer after a write', async () => {
    const url = '/homepage_slider/api/v1/homepage_slider/all/';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const [slide] = first.json().homepage_sliders;
    const update = await app.inject({
      method: 'PUT',
      url: `/homepage_slider/api/v1/homepage_slider/update/${slide.id}`,
      headers: asCaller('homepage_slider.update'),
      payload: { details: 'Read our story' },
    });
    expect(update.statusCode).toBe(200);

    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().homepage_sliders[0].details).toBe('Read our story');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('a visitor’s repeated read is the kept answer, while a caller who may read the rows still gets them whole', async () => {
    const url = '/employee/api/v1/employee/all/?size=20&page=1';
    const [first, second] = [await get(url), await get(url)];
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect([second.body, second.headers.etag]).toEqual([first.body, first.headers.etag]);
    expect(second.json().employees[0]).not.toHaveProperty('nid');

    const staff = (await get(url, asCaller('employee.read'))).json();
    expect(staff.employees.find((e: { email: string }) => e.email === demo.employees[0].email)).toHaveProperty(
      'nid',
      demo.employees[0].nid,
    );
  });

  it('a menu change shows in the nested menu at once', async () => {
    const url = '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu';
    await get(url);
    const created = await app.inject({
      method: 'POST',
      url: '/cms_menu/api/v1/cms_menu/create/',
      headers: asCaller('cms_menu.create', 'content.publish'),
      payload: { name: 'Volunteer', position: 900, status: 'published' },
    });
    expect(created.statusCode).toBe(201);
    const { menus } = (await get(url)).json();
    expect(menus.at(-1)).toMatchObject({ name: 'Volunteer', position: 900 });
  });
});

describe('links a visitor may follow', () => {
  const contentBase = '/cms_menu_content/api/v1/cms_menu_content';
  const editor = asCaller('cms_menu_content.create', 'cms_menu_content.update', 'cms_menu_content.read', 'homepage_slider.update');
  let homeId: number;
  beforeAll(async () => {
    homeId = (await get('/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu'))
      .json()
      .menus.find((m: { name: string }) => m.name === 'Home').id;
  });
  const contentsNamed = (name: string) => app.database.db.select().from(cmsMenuContents).where(eq(cmsMenuContents.name, name));

  it('a menu content is not created with a javascript:, data: or vbscript: name_link: 400 on the field, and nothing stored', async () => {
    for (const [n, nameLink] of unsafeLinks.entries()) {
      const name = `Unsafe link ${n}`;
      const res = await app.inject({
        method: 'POST',
        url: `${contentBase}/create/`,
        headers: editor,
        payload: { cms_menu: homeId, name, name_link: nameLink },
      });
      expect(res.statusCode, JSON.stringify(nameLink)).toBe(400);
      expect(res.json()).toEqual({ name_link: [unsafeLinkMessage] });
      expect(await contentsNamed(name)).toEqual([]);
    }
  });

  it('a menu content keeps its name_link when an update would make it javascript:, data: or vbscript:', async () => {
    const created = await app.inject({
      method: 'POST',
      url: `${contentBase}/create/`,
      headers: editor,
      payload: { cms_menu: homeId, name: 'Linked block', name_link: '/donate' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    for (const nameLink of unsafeLinks) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await app.inject({ method, url: `${contentBase}/update/${id}`, headers: editor, payload: { name_link: nameLink } });
        expect(res.statusCode, `${method} ${JSON.stringify(nameLink)}`).toBe(400);
        expect(res.json()).toEqual({ name_link: [unsafeLinkMessage] });
      }
    }
    expect((await get(`${contentBase}/${id}`, editor)).json().name_link).toBe('/donate');
  });

  it('a menu content saves an ordinary name_link as written: a path, the web, mail or telephone', async () => {
    for (const [n, nameLink] of safeLinks.entries()) {
      const created = await app.inject({
        method: 'POST',
        url: `${contentBase}/create/`,
        headers: editor,
        payload: { cms_menu: homeId, name: `Safe link ${n}`, name_link: nameLink },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().name_link).toBe(nameLink);
      const updated = await app.inject({
        method: 'PUT',
        url: `${contentBase}/update/${created.json().id}`,
        headers: editor,
        payload: { name_link: safeLinks[(n + 1) % safeLinks.length] },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await contentsNamed(`Safe link ${n}`))[0].nameLink).toBe(safeLinks[(n + 1) % safeLinks.length]);
    }
  });

  it("a slide's link, a web address field, refuses them too and keeps what it had", async () => {
    const [slide] = (await get('/homepage_slider/api/v1/homepage_slider/all/')).json().homepage_sliders;
    for (const link of unsafeLinks) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/homepage_slider/api/v1/homepage_slider/update/${slide.id}`,
        headers: editor,
        payload: { link },
      });
      expect(res.statusCode, JSON.stringify(link)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['link']);
    }
    const [after] = (await get('/homepage_slider/api/v1/homepage_slider/all/')).json().homepage_sliders;
    expect(after.link).toBe(slide.link);
  });
});
