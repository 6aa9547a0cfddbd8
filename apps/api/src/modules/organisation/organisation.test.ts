import { afterAll, describe, expect, it } from 'vitest';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { seededDepartments, seededDesignations } from './index.ts';

/** The organisation's lookups on the engine: references, their refusals, and the contract's extra lists. */
const app = await createTestApp();
afterAll(() => app.close());

const staff = asCaller(
  ...['department', 'designation', 'branch', 'employee', 'country', 'city', 'thana', 'area', 'user'].flatMap((name) =>
    ['read', 'create', 'update', 'delete'].map((verb) => `${name}.${verb}`),
  ),
);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = staff) => app.inject({ method, url, payload, headers });
const ok = async (method: Method, url: string, payload?: object, status = method === 'POST' ? 201 : 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
};
let n = 0;
const unique = (name: string) => `${name} ${++n}-${Math.random().toString(36).slice(2, 7)}`;
const newDepartment = async () =>
  (await ok('POST', '/department/api/v1/department/create/', { name: unique('Department') })) as { id: number; name: string };
const newEmployee = async (fields: Record<string, unknown>) =>
  (await ok('POST', '/employee/api/v1/employee/create/', {
    first_name: 'Rumana',
    last_name: unique('Akter'),
    email: `${Math.random().toString(36).slice(2)}@example.org`,
    ...fields,
  })) as { id: number; department: number | null };

describe('the seeded lookups', () => {
  it('hold the four departments, six designations, two branches and the cities of Bangladesh with their thanas', async () => {
    const names = async (url: string, key: string) =>
      ((await ok('GET', url)) as Record<string, { name: string }[]>)[key].map((r) => r.name);
    expect(await names('/department/api/v1/department/without_pagination/all/', 'departments')).toEqual(
      expect.arrayContaining([...seededDepartments]),
    );
    expect(await names('/designation/api/v1/designation/without_pagination/all/', 'designations')).toEqual(
      expect.arrayContaining([...seededDesignations]),
    );
    expect(await names('/branch/api/v1/branch/without_pagination/all/', 'branches')).toEqual(['Dhaka head office', 'Sylhet field office']);
    const { cities } = await ok('GET', '/city/api/v1/city/search/?name=Sylhet');
    expect(cities).toHaveLength(1);
    expect(cities[0]).toMatchObject({ name: 'Sylhet', division: 'Sylhet' });
    const { thanas } = await ok('GET', `/thana/api/v1/thana/all_thana_by_city_id/${cities[0].id}`);
    expect(thanas.map((t: { name: string }) => t.name)).toEqual(['Kotwali', 'Jalalabad', 'Shah Poran']);
  });

  it('the seeded employees refer to a department and a designation', async () => {
    const { employees } = await ok('GET', '/employee/api/v1/employee/without_paginaiton/all/');
    for (const employee of employees) {
      expect(employee.department, employee.email).toEqual(expect.any(Number));
      expect(employee.designation, employee.email).toEqual(expect.any(Number));
    }
  });
});

describe('references', () => {
  it('a bad id is a 400 naming the field, and nothing is written', async () => {
    const before = (await ok('GET', '/employee/api/v1/employee/all/')).total_elements;
    const res = await call('POST', '/employee/api/v1/employee/create/', {
      first_name: 'A',
      last_name: 'B',
      email: 'nobody@example.org',
      department: 999999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ department: ['No department has the id 999999.'] });
    expect((await ok('GET', '/employee/api/v1/employee/all/')).total_elements).toBe(before);
  });

  it('a city must be in a country that exists, and a division of Bangladesh', async () => {
    const res = await call('POST', '/city/api/v1/city/create/', { name: 'Atlantis', country: 999999, division: 'Atlantic' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['division']);
  });

  it('a department still referenced cannot be deleted: 409 with a sentence naming why, and it stays', async () => {
    const department = await newDepartment();
    await newEmployee({ department: department.id });
    const refused = await call('DELETE', `/department/api/v1/department/delete/${department.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: `Department “${department.name}” cannot be deleted: 1 employee still refers to it.` });
    await newEmployee({ department: department.id });
    const again = await call('DELETE', '/department/api/v1/department/delete_multiple/', { ids: [department.id] });
    expect(again.json()).toEqual({ detail: `Department “${department.name}” cannot be deleted: 2 employees still refer to it.` });
    expect((await ok('GET', `/department/api/v1/department/${department.id}`)).name).toBe(department.name);
  });

  it('delete_multiple deletes none when one of them is still referenced', async () => {
    const free = await newDepartment();
    const used = await newDepartment();
    await newEmployee({ department: used.id });
    const res = await call('DELETE', '/department/api/v1/department/delete_multiple/', { ids: [free.id, used.id] });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', `/department/api/v1/department/${free.id}`)).statusCode).toBe(200);
  });

  it('a department no one refers to is deleted', async () => {
    const department = await newDepartment();
    await ok('DELETE', `/department/api/v1/department/delete/${department.id}`);
    expect((await call('GET', `/department/api/v1/department/${department.id}`)).statusCode).toBe(404);
  });

  it('a city still holding thanas cannot be deleted either', async () => {
    const { cities } = await ok('GET', '/city/api/v1/city/search/?name=Rajshahi');
    const res = await call('DELETE', `/city/api/v1/city/delete/${cities[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('City “Rajshahi” cannot be deleted: 2 thanas still refer to it.');
  });
});

describe('lists by a reference', () => {
  it('GET /employee/api/v1/employee/get_all_by_department_id/:id and ?department= list that department’s employees only', async () => {
    const department = await newDepartment();
    const other = await newDepartment();
    const mine = await newEmployee({ department: department.id });
    await newEmployee({ department: other.id });
    const byPath = await ok('GET', `/employee/api/v1/employee/get_all_by_department_id/${department.id}`);
    expect(byPath.employees.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    const byFilter = await ok('GET', `/employee/api/v1/employee/all/?department=${department.id}`);
    expect(byFilter.employees.map((e: { id: number }) => e.id)).toEqual([mine.id]);
  });

  it('GET /branch/api/v1/branch/get_a_branch_by_user_id/:id answers the branch a user works at, 404 when none', async () => {
    const { branches } = await ok('GET', '/branch/api/v1/branch/search/?name=Sylhet');
    const user = await ok('POST', '/user/api/v1/user/create/', {
      first_name: 'Field',
      email: `${Math.random().toString(36).slice(2)}@example.org`,
      password: 'a-long-enough-password',
      branch: branches[0].id,
    });
    expect(await ok('GET', `/branch/api/v1/branch/get_a_branch_by_user_id/${user.id}`)).toMatchObject({ name: 'Sylhet field office' });
    await ok('PUT', `/user/api/v1/user/update/${user.id}`, { branch: null });
    expect((await call('GET', `/branch/api/v1/branch/get_a_branch_by_user_id/${user.id}`)).statusCode).toBe(404);
  });
});

describe('GET /customer_type/api/v1/customer_type/all/ and /vendor/api/v1/vendor/create/', () => {
  it('are declared now, with the contract’s list keys', async () => {
    const vendor = await call('POST', '/vendor/api/v1/vendor/create/', { name: unique('Jute Crafts Ltd') }, asCaller('vendor.create'));
    expect(vendor.statusCode).toBe(201);
    const types = await call('GET', '/customer_type/api/v1/customer_type/all/', undefined, asCaller('customer_type.read'));
    expect(Object.keys(types.json())).toContain('customer_types');
  });
});
