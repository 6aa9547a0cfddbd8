import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

export interface StaffMember {
  first_name: string;
  email: string;
  password: string;
}

/**
 * A new staff member holding one of the seeded roles, made through the API with the administrator's token
 * (signing in again on the same request context would carry its cookie, and a cookie without an origin is refused).
 */
export async function staffWithRole(request: APIRequestContext, adminToken: string, role: string, firstName: string): Promise<StaffMember> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const roles = await request.get('/role/api/v1/role/without_pagination/all/', { headers });
  const found = ((await roles.json()) as { roles: { id: number; name: string }[] }).roles.find((r) => r.name === role);
  expect(found, `the seeded ${role} role`).toBeDefined();
  const info = test.info();
  const person = {
    first_name: firstName,
    email: `${role.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${info.workerIndex}-${info.retry}@example.org`,
    password: `${firstName.toLowerCase()}-staff-password`,
  };
  const created = await request.post('/user/api/v1/user/create/', { headers, data: { ...person, role: found?.id } });
  expect(created.status(), await created.text()).toBe(201);
  return person;
}

/** Signs a staff member in to the back office through its sign-in form, and waits for their dashboard. */
export async function signInToAdminAs(page: Page, person: StaffMember) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or username').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.first_name}` })).toBeVisible();
}
