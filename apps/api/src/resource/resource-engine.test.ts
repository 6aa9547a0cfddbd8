import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { makeNoticePdf } from '../seed/assets.ts';
import { asCaller, createTestApp, testMediaDir } from '../test-support/test-app.ts';

/** The engine's whole contract, on the notice resource (paths, paging, search, errors, multipart). */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const base = '/notice/api/v1/notice';
const editor = asCaller('notice.read', 'notice.create', 'notice.update', 'notice.delete');
const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = editor) =>
  app.inject({ method, url, payload, headers });
const pdf = await makeNoticePdf('Test notice', '2026-01-01', 'A body.');

async function createNotice(title: string, date = '2026-03-01') {
  const file = (await inject('GET', `${base}/all/`)).json().notices[0].file;
  const res = await inject('POST', `${base}/create/`, { title, date, file });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** A multipart body as browsers send it, with bracket keys and files. */
function form(fields: Record<string, string | { file: Buffer; name: string; type: string }>) {
  const boundary = '----sahay-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    typeof value === 'string'
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
          ),
          value.file,
          Buffer.from('\r\n'),
        ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('GET /notice/api/v1/notice/all/ paging', () => {
  it('answers the envelope with the total count before paging', async () => {
    for (let i = 0; i < 7; i++) await createNotice(`Paging notice ${i}`);
    const body = (await inject('GET', `${base}/all/?page=2&size=5`)).json();
    const total = body.total_elements;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(body).toMatchObject({ page: 2, size: 5, total_pages: Math.ceil(total / 5) });
    expect(body.notices).toHaveLength(5);
  });

  it('clamps a page past the end to the last page and says so', async () => {
    const first = (await inject('GET', `${base}/all/?size=5`)).json();
    const last = (await inject('GET', `${base}/all/?page=999&size=5`)).json();
    expect(last.page).toBe(first.total_pages);
    expect(last.notices).toHaveLength(first.total_elements - (first.total_pages - 1) * 5);
  });

  it('falls back to page 1 and size 10 for values that are not numbers, and caps size at 100', async () => {
    expect((await inject('GET', `${base}/all/?page=abc&size=x`)).json()).toMatchObject({ page: 1, size: 10 });
    expect((await inject('GET', `${base}/all/?size=5000`)).json().size).toBe(100);
  });

  it('pages do not overlap and together hold every row once', async () => {
    const all = (await inject('GET', `${base}/without_pagination/all/`)).json().notices;
    const seen: number[] = [];
    const pages = Math.ceil(all.length / 4);
    for (let page = 1; page <= pages; page++)
      seen.push(...(await inject('GET', `${base}/all/?page=${page}&size=4`)).json().notices.map((n: { id: number }) => n.id));
    expect(seen.sort()).toEqual(all.map((n: { id: number }) => n.id).sort());
  });

  it('answers with and without the trailing slash, and at the contract odd alias', async () => {
    for (const url of [`${base}/all`, `${base}/all/`, `${base}/without_pagination/all`, `${base}/all/without_pagination/`]) {
      expect((await inject('GET', url)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /notice/api/v1/notice/search/', () => {
  it('matches the searchable field by its own parameter and by the contract key parameter, case-insensitively', async () => {
    await createNotice('Annual General Meeting 2026');
    for (const query of ['title=annual general', 'key=ANNUAL GENERAL', 'searchKey=meeting 2026']) {
      const body = (await inject('GET', `${base}/search/?${query}`)).json();
      expect(
        body.notices.map((n: { title: string }) => n.title),
        query,
      ).toContain('Annual General Meeting 2026');
    }
  });

  it('treats % and _ as plain characters and answers an empty page when nothing matches', async () => {
    const body = (await inject('GET', `${base}/search/?key=%25%25_`)).json();
    expect(body).toMatchObject({ notices: [], total_elements: 0, total_pages: 1, page: 1 });
  });
});

describe('ordering and exact filters on the list routes', () => {
  type Notice = { id: number; title: string; date: string; show_on_homepage: boolean };
  const titles = (body: { notices: Notice[] }) => body.notices.map((n) => n.title);

  it('sorts by any answered field, either way, text as people read it, on every list route', async () => {
    await createNotice('ordering zebra', '2026-02-01');
    await createNotice('Ordering apple', '2026-02-03');
    await createNotice('ordering Mango', '2026-02-02');
    const wanted = ['Ordering apple', 'ordering Mango', 'ordering zebra'];
    for (const url of [`${base}/all/?size=100&ordering=title`, `${base}/search/?key=ordering&ordering=title`]) {
      expect(
        titles((await inject('GET', url)).json()).filter((t) => /^ordering/i.test(t)),
        url,
      ).toEqual(wanted);
    }
    const unpaged = (await inject('GET', `${base}/without_pagination/all/?ordering=-title`)).json();
    expect(titles(unpaged).filter((t) => /^ordering/i.test(t))).toEqual([...wanted].reverse());
    const byDate = (await inject('GET', `${base}/search/?key=ordering&ordering=date`)).json();
    expect(titles(byDate)).toEqual(['ordering zebra', 'ordering Mango', 'Ordering apple']);
  });

  it('keeps one order across pages when many rows share the sorted value', async () => {
    for (let i = 0; i < 6; i++) await createNotice(`same day ${i}`, '2026-05-05');
    const pages = [1, 2, 3].map((page) => inject('GET', `${base}/search/?key=same day&ordering=-date&size=2&page=${page}`));
    const ids = (await Promise.all(pages)).flatMap((res) => res.json().notices.map((n: Notice) => n.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(6);
  });

  it('answers 400 naming the parameter for a field it cannot sort by, and lists the ones it can', async () => {
    const res = await inject('GET', `${base}/all/?ordering=title,-password`);
    expect(res.statusCode).toBe(400);
    expect(res.json().ordering[0]).toMatch(/Cannot sort by "-password"\. Sort by one of: .*title/);
    expect((await inject('GET', `${base}/all/?ordering=title,date,id,note`)).json().ordering[0]).toMatch(/at most 3/);
  });

  it('filters flags and numbers exactly, several ids at once, and refuses values of the wrong kind', async () => {
    const shown = await createNotice('filter shown');
    await inject('PATCH', `${base}/update/${shown.id}/`, { show_on_homepage: true });
    const hidden = await createNotice('filter hidden');
    const flagged = (await inject('GET', `${base}/search/?key=filter&show_on_homepage=true`)).json();
    expect(titles(flagged)).toEqual(['filter shown']);
    const byIds = (await inject('GET', `${base}/all/?id=${shown.id},${hidden.id}&ordering=id`)).json();
    expect(byIds.notices.map((n: Notice) => n.id)).toEqual([shown.id, hidden.id]);
    expect(byIds.total_elements).toBe(2);

    const repeated = await inject('GET', `${base}/all/?id=3&id=4`);
    expect(repeated.json()).toEqual({ id: ['Give this parameter once; separate several values with commas.'] });
    const wrong = await inject('GET', `${base}/all/?show_on_homepage=yes&id=3,x`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      show_on_homepage: ['Give true or false.'],
      id: ['Give a whole number, or several separated by commas.'],
    });
  });

  it('lets a visitor who sees only some fields of a record sort and filter by those alone', async () => {
    const employees = '/employee/api/v1/employee';
    const visitor = {} as typeof editor;
    const byName = await inject('GET', `${employees}/all/?ordering=first_name`, undefined, visitor);
    expect(byName.statusCode).toBe(200);
    const names = byName.json().employees.map((e: { first_name: string }) => e.first_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const bySalary = await inject('GET', `${employees}/all/?ordering=-basic_money`, undefined, visitor);
    expect(bySalary.statusCode).toBe(400);
    expect(bySalary.json().ordering[0].split('Sort by one of:')[1]).not.toMatch(/basic_money/);
    const staff = asCaller('employee.read');
    expect((await inject('GET', `${employees}/all/?ordering=-basic_money`, undefined, staff)).statusCode).toBe(200);
    expect((await inject('GET', `${employees}/all/?gender=female`, undefined, visitor)).statusCode).toBe(400);
  });

  it('filters a choice by its declared values, and names them for any other', async () => {
    const employees = '/employee/api/v1/employee';
    const staff = asCaller('employee.read');
    const all = (await inject('GET', `${employees}/without_pagination/all/`, undefined, staff)).json().employees;
    const women = (await inject('GET', `${employees}/without_pagination/all/?gender=female`, undefined, staff)).json().employees;
    expect(women.length).toBeGreaterThan(0);
    expect(women).toEqual(all.filter((e: { gender: string }) => e.gender === 'female'));
    const wrong = await inject('GET', `${employees}/all/?gender=woman`, undefined, staff);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ gender: ['Choose male, female, others.'] });
  });
});

describe('POST /notice/api/v1/notice/create/', () => {
  it('answers 400 with a message per field', async () => {
    const res = await inject('POST', `${base}/create/`, { title: '', date: '31-12-2026', file: '../../etc/passwd' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toEqual(['This field is required.']);
    expect(body.date[0]).toMatch(/YYYY-MM-DD/);
    expect(body.file[0]).toMatch(/media path/);
  });

  it('refuses the NUL character, which the database cannot store, as bad input', async () => {
    const res = await inject('POST', `${base}/create/`, { title: 'a\u0000b', date: '2026-01-01', file: '/media/x.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toEqual(['Must not contain the NUL character.']);
  });

  it('names a missing required field', async () => {
    const res = await inject('POST', `${base}/create/`, { title: 'No date' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ date: ['This field is required.'], file: ['This field is required.'] });
  });

  it('accepts multipart form data with the PDF as a file and stores it under a random name', async () => {
    const { payload, headers } = form({
      title: 'Uploaded notice',
      date: '2026-05-05',
      show_on_homepage: 'true',
      file: { file: pdf, name: '../../evil.pdf', type: 'application/pdf' },
    });
    const res = await app.inject({ method: 'POST', url: `${base}/create/`, payload, headers: { ...headers, ...editor } });
    expect(res.statusCode).toBe(201);
    const notice = res.json();
    expect(notice).toMatchObject({ title: 'Uploaded notice', date: '2026-05-05', show_on_homepage: true });
    expect(notice.file).toMatch(/^\/media\/uploads\/[\w-]+\.pdf$/);
    expect(notice.file).not.toContain('evil');
    const served = await inject('GET', notice.file);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that is not what the field takes, and keeps nothing of it', async () => {
    const { payload, headers } = form({
      title: 'Fake PDF',
      date: '2026-05-05',
      file: { file: Buffer.from('<svg onload=alert(1)>'), name: 'x.pdf', type: 'application/pdf' },
    });
    const res = await app.inject({ method: 'POST', url: `${base}/create/`, payload, headers: { ...headers, ...editor } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['The file must be a PDF document.'] });
    expect((await inject('GET', `${base}/search/?key=Fake PDF`)).json().total_elements).toBe(0);
  });

  it('removes the stored file when the rest of the form is invalid', async () => {
    const { payload, headers } = form({ title: '', date: '2026-05-05', file: { file: pdf, name: 'ok.pdf', type: 'application/pdf' } });
    const before = new Set((await import('node:fs')).readdirSync(join(testMediaDir(), 'uploads'), { withFileTypes: false }) as string[]);
    const res = await app.inject({ method: 'POST', url: `${base}/create/`, payload, headers: { ...headers, ...editor } });
    expect(res.statusCode).toBe(400);
    const after = (await import('node:fs')).readdirSync(join(testMediaDir(), 'uploads')) as string[];
    expect(after.filter((name) => !before.has(name))).toEqual([]);
  });
});

describe('PUT /notice/api/v1/notice/update/:id', () => {
  it('changes only the fields sent and answers the record', async () => {
    const notice = await createNotice('Before update');
    const res = await inject('PUT', `${base}/update/${notice.id}`, { title: 'After update' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: notice.id, title: 'After update', date: notice.date, file: notice.file });
    expect((await inject('GET', `${base}/${notice.id}`)).json().title).toBe('After update');
  });

  it('keeps the stored file when a multipart update sends the old address as text', async () => {
    const notice = await createNotice('Multipart update');
    const { payload, headers } = form({ title: 'Multipart updated', file: '/media/somewhere/else.pdf' });
    const res = await app.inject({ method: 'PUT', url: `${base}/update/${notice.id}`, payload, headers: { ...headers, ...editor } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Multipart updated', file: notice.file });
  });

  it('answers 404 with {detail} for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await inject('PUT', `${base}/update/99999`, { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Notice id - 99999 does not exist' });
    expect((await inject('PUT', `${base}/update/abc`, { title: 'x' })).statusCode).toBe(400);
  });

  it('answers 400, not an error, for an id beyond any stored id', async () => {
    const res = await inject('GET', `${base}/99999999999`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: ['No record has an id this large.'] });
  });
});

describe('DELETE /notice/api/v1/notice/delete/:id and delete_multiple/', () => {
  it('deletes one record and then answers 404 for it', async () => {
    const notice = await createNotice('To delete');
    const res = await inject('DELETE', `${base}/delete/${notice.id}`);
    expect(res.json()).toEqual({ detail: `Notice id - ${notice.id} is deleted successfully` });
    expect((await inject('GET', `${base}/${notice.id}`)).statusCode).toBe(404);
    expect((await inject('DELETE', `${base}/delete/${notice.id}`)).statusCode).toBe(404);
  });

  it('deletes several at once', async () => {
    const a = await createNotice('Bulk A');
    const b = await createNotice('Bulk B');
    const res = await inject('DELETE', `${base}/delete_multiple/`, { ids: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toContain('deleted successfully');
    expect((await inject('GET', `${base}/${a.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `${base}/${b.id}`)).statusCode).toBe(404);
  });

  it('deletes nothing when one of the ids is unknown', async () => {
    const a = await createNotice('Bulk keep');
    const res = await inject('DELETE', `${base}/delete_multiple/`, { ids: [a.id, 987654] });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('987654');
    expect((await inject('GET', `${base}/${a.id}`)).statusCode).toBe(200);
  });

  it('answers 400 for an empty or malformed id list', async () => {
    expect((await inject('DELETE', `${base}/delete_multiple/`, { ids: [] })).statusCode).toBe(400);
    expect((await inject('DELETE', `${base}/delete_multiple/`, { ids: ['x'] })).statusCode).toBe(400);
  });
});

describe('uniqueness and references', () => {
  it('answers 409 naming the field for a duplicate employee email', async () => {
    const hr = asCaller('employee.create', 'employee.read');
    const body = { first_name: 'Dup', last_name: 'Licate', email: 'duplicate@example.org' };
    expect((await inject('POST', '/employee/api/v1/employee/create/', body, hr)).statusCode).toBe(201);
    const again = await inject('POST', '/employee/api/v1/employee/create/', { ...body, first_name: 'Other' }, hr);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ email: ['A employee with this email already exists.'] });
  });

  it('answers 400 naming the field for a reference to a missing record', async () => {
    const res = await inject(
      'POST',
      '/cms_menu_content/api/v1/cms_menu_content/create/',
      { cms_menu: 4242, name: 'Orphan' },
      asCaller('cms_menu_content.create'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ cms_menu: ['No cms menu has the id 4242.'] });
  });
});

describe('authorization', () => {
  it('answers 401 to an anonymous caller on every non-public route', async () => {
    const anonymous = {} as typeof editor;
    expect((await inject('POST', `${base}/create/`, { title: 'x' }, anonymous)).statusCode).toBe(401);
    expect((await inject('GET', `${base}/search/?key=a`, undefined, anonymous)).statusCode).toBe(401);
    expect((await inject('DELETE', `${base}/delete/1`, undefined, anonymous)).json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
  });

  it('answers 403 naming the permission a signed-in caller lacks', async () => {
    const res = await inject('POST', `${base}/create/`, { title: 'x' }, asCaller('notice.read'));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('notice.create');
  });

  it('the default authorizer identifies callers by their sign-in token only', async () => {
    const plain = await createTestApp({ testCallers: false });
    const res = await plain.inject({ method: 'POST', url: `${base}/create/`, payload: { title: 'x' }, headers: editor });
    expect(res.statusCode).toBe(401);
    expect((await plain.inject({ method: 'GET', url: `${base}/all/` })).statusCode).toBe(200);
    await plain.close();
  });
});
