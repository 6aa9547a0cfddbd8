import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AdminMenuNode, allPermissions, menuItem, permissionsOf, resourceContracts, unsafeLinkMessage } from '@sahay/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { safeLinks, unsafeLinks } from '../../test-support/links.ts';
import { asCaller, createTestApp } from '../../test-support/test-app.ts';
import { createUser } from '../../test-support/users.ts';
import { ensureFirstAdministrator, seededRoles, syncAccess } from './access.setup.ts';
import { menuItems, permissions, roleMenus, rolePermissions, roles, users } from './access.tables.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const roleBase = '/role/api/v1/role';
const menuBase = '/menu_item/api/v1/menu_item';
const roleMenuBase = '/role_menu/api/v1/role_menu';
const staff = asCaller('role.read', 'role.create', 'role.update', 'role.delete', 'permission.read', 'menu_item.read');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff) =>
  app.inject({ method, url, payload, headers });

interface RoleAnswer {
  id: number;
  name: string;
  all_permissions: boolean;
  permissions: number[];
}

const expectedPermissionNames = allPermissions.map((p) => p.name);
const cmsPermissionNames = allPermissions.filter((p) => p.module === 'cms' && p.name !== 'content.publish').map((p) => p.name);
const cmsMenuIds = resourceContracts.filter((c) => c.module === 'cms').map((c) => c.name);

let permissionIds: Map<string, number>;
let permissionNames: Map<number, string>;
const allRoles = async (): Promise<RoleAnswer[]> => (await inject('GET', `${roleBase}/without_pagination/all/`)).json().roles;
const roleNamed = async (name: string) => (await allRoles()).find((r) => r.name === name) as RoleAnswer;
const namesOf = (ids: number[]) => ids.map((id) => permissionNames.get(id) ?? `unknown id ${id}`).sort();
const idsOf = (...names: string[]) => names.map((name) => permissionIds.get(name) as number);

const flatten = (nodes: AdminMenuNode[]): AdminMenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const menuOfRole = async (roleId: number): Promise<AdminMenuNode[]> =>
  (await inject('GET', `${menuBase}/nested_menu_item_by_role_id/${roleId}`)).json().menu_items;
let menuItemIds: Map<string, number>;

beforeAll(async () => {
  const res = await inject('GET', '/permission/api/v1/permission/without_pagination/all/');
  expect(res.statusCode).toBe(200);
  const rows: { id: number; name: string }[] = res.json().permissions;
  permissionIds = new Map(rows.map((p) => [p.name, p.id]));
  permissionNames = new Map(rows.map((p) => [p.id, p.name]));
  const menu = (await inject('GET', `${menuBase}/nested_menu_item_without_pagination/all`)).json().menu_items;
  menuItemIds = new Map(flatten(menu).map((n) => [n.menu_id, n.id]));
});

let roleCounter = 0;
const uniqueRoleName = () => `Volunteer coordinator ${++roleCounter} ${Date.now()}`;

describe('GET /permission/api/v1/permission/without_pagination/all/', () => {
  it('answers exactly the <entity>.<action> names derived from the resource registry, each with its module', async () => {
    const res = await inject('GET', '/permission/api/v1/permission/without_pagination/all/');
    const rows: { name: string; module: string }[] = res.json().permissions;
    expect(new Set(rows.map((p) => p.name))).toEqual(new Set(expectedPermissionNames));
    expect(rows).toHaveLength(expectedPermissionNames.length);
    for (const contract of resourceContracts) {
      for (const name of permissionsOf(contract)) expect(rows.find((p) => p.name === name)?.module, name).toBe(contract.module);
    }
  });

  it('is read-only: there is no create route, and reading needs permission.read', async () => {
    expect((await inject('POST', '/permission/api/v1/permission/create/', { name: 'x.read' })).statusCode).toBe(404);
    expect((await inject('GET', '/permission/api/v1/permission/all/', undefined, asCaller('role.read'))).statusCode).toBe(403);
    const page = await inject('GET', '/permission/api/v1/permission/all/');
    expect(page.json().total_elements).toBe(expectedPermissionNames.length);
  });
});

describe('GET /role/api/v1/role/without_pagination/all/', () => {
  it('answers the seven seeded roles', async () => {
    const names = (await allRoles()).map((r) => r.name);
    for (const name of ['Administrator', 'Content editor', 'Publisher', 'Accountant', 'Store keeper', 'Sales', 'Support agent'])
      expect(names).toContain(name);
    expect(seededRoles.map((r) => r.name).sort()).toEqual([
      'Accountant',
      'Administrator',
      'Content editor',
      'Publisher',
      'Sales',
      'Store keeper',
      'Support agent',
    ]);
  });

  it('Administrator holds every permission, including those of modules added later', async () => {
    const administrator = await roleNamed('Administrator');
    expect(administrator.all_permissions).toBe(true);
    const user = await createUser(app, { role: 'Administrator' });
    const me = (await inject('GET', '/user/api/v1/user/me/', undefined, user.headers)).json();
    expect(me.role).toEqual({ id: administrator.id, name: 'Administrator' });
    expect(new Set(me.permissions)).toEqual(new Set(expectedPermissionNames));
  });

  it('Content editor holds every CMS permission and the texts and pictures of causes, nothing else', async () => {
    const editor = await roleNamed('Content editor');
    expect(editor.all_permissions).toBe(false);
    const held = namesOf(editor.permissions);
    const prefixes = ['homepage_slider', 'general_setting', 'cms_menu', 'cms_menu_content', 'cms_menu_content_image', 'notice'];
    const fromList = [...permissionIds.keys()].filter((name) => prefixes.includes(name.slice(0, name.lastIndexOf('.'))));
    expect(fromList).toHaveLength(prefixes.length * 4);
    for (const name of fromList) expect(held).toContain(name);
    // Exactly the CMS module's permissions, including those of CMS entities added later, and causes' content.
    const causeContent = [
      'cause.read',
      'cause.update',
      ...['cause_content', 'cause_content_image'].flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
    ];
    expect(held).toEqual([...cmsPermissionNames, ...causeContent].sort());
    expect(held).not.toContain('cause.create');
    expect(held).not.toContain('cause.delete');
    expect(held.filter((name) => /^(user|role|permission|menu_item|audit_log|employee)\./.test(name))).toEqual([]);
  });

  it('no seeded role but Administrator holds anything of users, roles or the audit trail', async () => {
    for (const role of await allRoles()) {
      if (!seededRoles.some((s) => s.name === role.name) || role.all_permissions) continue;
      expect(
        namesOf(role.permissions).filter((n) => /^(user|role|permission|menu_item|audit_log)\./.test(n)),
        role.name,
      ).toEqual([]);
    }
    expect(namesOf((await roleNamed('Accountant')).permissions)).toContain('employee.read');
    expect(namesOf((await roleNamed('Accountant')).permissions)).toContain('cause.read');
  });

  it('answers 401 anonymously and 403 without role.read', async () => {
    expect((await inject('GET', `${roleBase}/without_pagination/all/`, undefined, {})).statusCode).toBe(401);
    expect((await inject('GET', `${roleBase}/without_pagination/all/`, undefined, asCaller('permission.read'))).statusCode).toBe(403);
  });
});

describe('POST /role/api/v1/role/create/', () => {
  it('answers 201 with the role and its permission ids, and GET answers the same', async () => {
    const wanted = idsOf('notice.read', 'notice.create', 'homepage_slider.read');
    const res = await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName(), description: 'Runs events.', permissions: wanted });
    expect(res.statusCode).toBe(201);
    const role = res.json();
    expect(role).toMatchObject({ id: expect.any(Number), description: 'Runs events.', all_permissions: false });
    expect(role.permissions).toEqual([...wanted].sort((a, b) => a - b));
    const again = await inject('GET', `${roleBase}/${role.id}`);
    expect(again.json().permissions).toEqual(role.permissions);
  });

  it('never grants all_permissions through the API', async () => {
    const res = await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName(), all_permissions: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ all_permissions: false, permissions: [] });
  });

  it('answers 409 on name for a name already used, in another case', async () => {
    const res = await inject('POST', `${roleBase}/create/`, { name: 'content EDITOR' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ name: ["A role named 'content EDITOR' already exists."] });
  });

  it('answers 400 on permissions for an unknown permission id, and creates no role', async () => {
    const name = uniqueRoleName();
    const res = await inject('POST', `${roleBase}/create/`, { name, permissions: [...idsOf('notice.read'), 999999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ permissions: ['No permission has the id 999999.'] });
    const search = await inject('GET', `${roleBase}/search/?name=${encodeURIComponent(name)}`);
    expect(search.json().total_elements).toBe(0);
  });

  it('answers 400 on name when it is missing', async () => {
    const res = await inject('POST', `${roleBase}/create/`, { permissions: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This field is required.'] });
  });

  it('answers 403 without role.create', async () => {
    expect((await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName() }, asCaller('role.read', 'role.update'))).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /role/api/v1/role/update/:id', () => {
  it('replaces the permissions with those given, and keeps them when none are given', async () => {
    const created = (
      await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName(), permissions: idsOf('notice.read', 'notice.update') })
    ).json();
    const replaced = await inject('PUT', `${roleBase}/update/${created.id}`, { permissions: idsOf('employee.read') });
    expect(replaced.statusCode).toBe(200);
    expect(namesOf(replaced.json().permissions)).toEqual(['employee.read']);

    const renamed = await inject('PUT', `${roleBase}/update/${created.id}`, { description: 'Renamed only' });
    expect(renamed.json()).toMatchObject({ description: 'Renamed only' });
    expect(namesOf(renamed.json().permissions)).toEqual(['employee.read']);

    // A user of the role gets the new permissions at once.
    const user = await createUser(app);
    await app.database.db.update(users).set({ role: created.id }).where(eq(users.id, user.id));
    const me = (await inject('GET', '/user/api/v1/user/me/', undefined, user.headers)).json();
    expect(me.permissions).toEqual(['employee.read']);
  });

  it('answers 409 for the name of another role, and accepts its own name in another case', async () => {
    const created = (await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName() })).json();
    const clash = await inject('PUT', `${roleBase}/update/${created.id}`, { name: 'Accountant' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toHaveProperty('name');
    const own = await inject('PUT', `${roleBase}/update/${created.id}`, { name: created.name.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 for an unknown permission id and keeps the permissions it had', async () => {
    const created = (await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName(), permissions: idsOf('notice.read') })).json();
    const res = await inject('PUT', `${roleBase}/update/${created.id}`, { permissions: [999999] });
    expect(res.statusCode).toBe(400);
    expect(namesOf((await inject('GET', `${roleBase}/${created.id}`)).json().permissions)).toEqual(['notice.read']);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await inject('PUT', `${roleBase}/update/999999`, { description: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /menu_item/api/v1/menu_item/nested_menu_item_by_role_id/:roleId', () => {
  it("answers the Content editor's menu: the Website group with the CMS items, causes' texts and pictures, nothing of users or roles", async () => {
    const editor = await roleNamed('Content editor');
    const menu = await menuOfRole(editor.id);
    expect(menu.map((n) => n.title)).toEqual(['Website', 'Members and donations']);
    expect(menu[0]).toMatchObject({ type: 'group', parent: null });
    expect(menu[0].children.map((n) => n.menu_id).sort()).toEqual([...cmsMenuIds].sort());
    expect(menu[1].children.map((n) => n.menu_id).sort()).toEqual(['cause', 'cause_content', 'cause_content_image']);
    for (const child of menu[0].children) expect(child).toMatchObject({ type: 'item', parent: menu[0].id, url: `/admin/${child.menu_id}` });
    const all = flatten(menu).map((n) => n.menu_id);
    for (const forbidden of ['user', 'role', 'permission', 'menu_item', 'audit_log']) expect(all).not.toContain(forbidden);
  });

  it('answers 403 without menu_item.read and 400 for an id that is not a number', async () => {
    expect((await inject('GET', `${menuBase}/nested_menu_item_by_role_id/1`, undefined, asCaller('role.read'))).statusCode).toBe(403);
    expect((await inject('GET', `${menuBase}/nested_menu_item_by_role_id/abc`)).statusCode).toBe(400);
  });
});

describe('GET /menu_item/api/v1/menu_item/nested_menu_item_without_pagination/all', () => {
  it('titles each entry in words: the voucher lists say they are vouchers, and no two entries are alike', async () => {
    const whole: AdminMenuNode[] = (await inject('GET', `${menuBase}/nested_menu_item_without_pagination/all`)).json().menu_items;
    const titles = new Map(flatten(whole).map((n) => [n.menu_id, n.title]));
    expect(['sales', 'purchase', 'contra', 'journal', 'idjournal'].map((kind) => titles.get(kind))).toEqual([
      'Sales vouchers',
      'Purchase vouchers',
      'Contra vouchers',
      'Journal vouchers',
      'ID journal vouchers',
    ]);
    const all = [...titles.values()];
    expect(all.filter((title, i) => all.indexOf(title) !== i)).toEqual([]);
  });
});

describe('GET /menu_item/api/v1/menu_item/nested_menu_item_by_user_role', () => {
  it("answers a Content editor the Website group with the CMS items and the causes' group, as the role's own menu", async () => {
    const user = await createUser(app, { role: 'Content editor' });
    const res = await inject('GET', `${menuBase}/nested_menu_item_by_user_role`, undefined, user.headers);
    expect(res.statusCode).toBe(200);
    const menu: AdminMenuNode[] = res.json().menu_items;
    expect(menu.map((n) => n.title)).toEqual(['Website', 'Members and donations']);
    expect(menu[0].children.map((n) => n.menu_id).sort()).toEqual([...cmsMenuIds].sort());
    expect(menu).toEqual(await menuOfRole(user.roleId));
  });

  it('answers an Administrator every item of the whole menu', async () => {
    const user = await createUser(app, { role: 'Administrator' });
    const mine: AdminMenuNode[] = (await inject('GET', `${menuBase}/nested_menu_item_by_user_role`, undefined, user.headers)).json()
      .menu_items;
    const whole: AdminMenuNode[] = (await inject('GET', `${menuBase}/nested_menu_item_without_pagination/all`)).json().menu_items;
    expect(mine).toEqual(whole);
    expect(new Set(flatten(mine).map((n) => n.menu_id))).toEqual(new Set(menuItemIds.keys()));
    for (const contract of resourceContracts) expect(menuItemIds.has(contract.name), contract.name).toBe(true);
  });

  it('answers an empty menu to a user whose role has no entries, and 401 without sign-in', async () => {
    const user = await createUser(app, { permissions: ['notice.read'] });
    expect((await inject('GET', `${menuBase}/nested_menu_item_by_user_role`, undefined, user.headers)).json()).toEqual({ menu_items: [] });
    expect((await inject('GET', `${menuBase}/nested_menu_item_by_user_role`, undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /role_menu/api/v1/role_menu/create/ and DELETE /role_menu/api/v1/role_menu/delete/:roleId', () => {
  it("replaces a role's entries, and the nested menu follows", async () => {
    const role = (await inject('POST', `${roleBase}/create/`, { name: uniqueRoleName() })).json();
    const notice = menuItemIds.get('notice') as number;
    const first = await inject('POST', `${roleMenuBase}/create/`, { role: role.id, menu_items: [notice] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      role_menus: [{ id: expect.any(Number), role: role.id, menu_item: notice }],
      detail: 'Role menu saved.',
    });
    let menu = await menuOfRole(role.id);
    expect(menu.map((n) => n.title)).toEqual(['Website']);
    expect(menu[0].children.map((n) => n.menu_id)).toEqual(['notice']);

    const wanted = [menuItemIds.get('user') as number, menuItemIds.get('role') as number];
    const second = await inject('POST', `${roleMenuBase}/create/`, { role: role.id, menu_items: wanted });
    expect(second.statusCode).toBe(201);
    menu = await menuOfRole(role.id);
    expect(menu.map((n) => n.title)).toEqual(['Users and roles']);
    expect(menu[0].children.map((n) => n.menu_id).sort()).toEqual(['role', 'user']);

    const listed = (await inject('GET', `${roleMenuBase}/all`)).json().role_menus.filter((r: { role: number }) => r.role === role.id);
    expect(listed.map((r: { menu_item: number }) => r.menu_item).sort()).toEqual([...wanted].sort());

    const removed = await inject('DELETE', `${roleMenuBase}/delete/${role.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: `Role menu of role id - ${role.id} is deleted successfully` });
    expect(await menuOfRole(role.id)).toEqual([]);
  });

  it('answers 400 for an unknown role or menu item and changes nothing', async () => {
    const editor = await roleNamed('Content editor');
    const before = await menuOfRole(editor.id);
    const unknownRole = await inject('POST', `${roleMenuBase}/create/`, { role: 999999, menu_items: [] });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toEqual({ role: ['No role has the id 999999.'] });
    const unknownItem = await inject('POST', `${roleMenuBase}/create/`, { role: editor.id, menu_items: [999999] });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json()).toEqual({ menu_items: ['No menu item has the id 999999.'] });
    expect(await menuOfRole(editor.id)).toEqual(before);
  });

  it('answers 403 without role.update', async () => {
    const editor = await roleNamed('Content editor');
    const res = await inject(
      'POST',
      `${roleMenuBase}/create/`,
      { role: editor.id, menu_items: [] },
      asCaller('role.read', 'menu_item.read'),
    );
    expect(res.statusCode).toBe(403);
    expect((await inject('DELETE', `${roleMenuBase}/delete/${editor.id}`, undefined, asCaller('role.read'))).statusCode).toBe(403);
  });
});

describe('the address of a menu item (url)', () => {
  const menuEditor = asCaller('menu_item.read', 'menu_item.create', 'menu_item.update', 'menu_item.delete');
  const itemsWithId = (menuId: string) => app.database.db.select().from(menuItems).where(eq(menuItems.menuId, menuId));
  const create = (payload: object) => inject('POST', `${menuBase}/create/`, payload, menuEditor);

  it('is refused as javascript:, data: or vbscript: on create and update: 400 on the field, and nothing stored or changed', async () => {
    for (const [n, url] of unsafeLinks.entries()) {
      const menuId = `unsafe_link_${n}`;
      const res = await create({ menu_id: menuId, title: 'Unsafe link', type: 'item', url });
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json()).toEqual({ url: [unsafeLinkMessage] });
      expect(await itemsWithId(menuId)).toEqual([]);
    }

    const item = await create({ menu_id: 'linked_item', title: 'Linked item', type: 'item', url: '/admin/notice' });
    expect(item.statusCode, item.body).toBe(201);
    for (const url of unsafeLinks) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await app.inject({ method, url: `${menuBase}/update/${item.json().id}`, payload: { url }, headers: menuEditor });
        expect(res.statusCode, `${method} ${JSON.stringify(url)}`).toBe(400);
        expect(res.json()).toEqual({ url: [unsafeLinkMessage] });
      }
    }
    expect((await itemsWithId('linked_item'))[0].url).toBe('/admin/notice');
    expect((await inject('DELETE', `${menuBase}/delete/${item.json().id}`, undefined, menuEditor)).statusCode).toBe(200);
  });

  it('saves an ordinary address as written, on create and update', async () => {
    const item = await create({ menu_id: 'safe_link', title: 'Safe link', type: 'item', url: '/admin/cause' });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json().url).toBe('/admin/cause');
    for (const url of safeLinks) {
      const res = await inject('PUT', `${menuBase}/update/${item.json().id}`, { url }, menuEditor);
      expect(res.statusCode, res.body).toBe(200);
      expect((await itemsWithId('safe_link'))[0].url).toBe(url);
    }
    expect((await inject('DELETE', `${menuBase}/delete/${item.json().id}`, undefined, menuEditor)).statusCode).toBe(200);
  });

  it('keeps the seeded addresses of the back office valid', () => {
    for (const contract of resourceContracts) expect(menuItem.input.shape.url.safeParse(`/admin/${contract.name}`).success).toBe(true);
  });
});

describe('syncAccess (access.setup.ts)', () => {
  const counts = async () => {
    const db = app.database.db;
    const of = async (table: typeof permissions | typeof roles | typeof menuItems | typeof rolePermissions | typeof roleMenus) =>
      (await db.select({ n: count() }).from(table))[0].n;
    return {
      permissions: await of(permissions),
      roles: await of(roles),
      rolePermissions: await of(rolePermissions),
      menuItems: await of(menuItems),
      roleMenus: await of(roleMenus),
    };
  };

  it("run twice adds nothing, and keeps a seeded role's edited permissions and menu", async () => {
    const editor = await roleNamed('Content editor');
    const kept = editor.permissions.filter((id) => permissionNames.get(id) !== 'notice.delete');
    expect((await inject('PUT', `${roleBase}/update/${editor.id}`, { permissions: kept })).statusCode).toBe(200);
    const menuKept = flatten(await menuOfRole(editor.id))
      .filter((n) => n.type === 'item' && n.menu_id !== 'notice')
      .map((n) => n.id);
    expect((await inject('POST', `${roleMenuBase}/create/`, { role: editor.id, menu_items: menuKept })).statusCode).toBe(201);

    const before = await counts();
    await syncAccess(app.database.db);
    await syncAccess(app.database.db);
    expect(await counts()).toEqual(before);

    expect(namesOf((await roleNamed('Content editor')).permissions)).not.toContain('notice.delete');
    expect(flatten(await menuOfRole(editor.id)).map((n) => n.menu_id)).not.toContain('notice');
  });
});

describe('ensureFirstAdministrator (access.setup.ts)', () => {
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/user/api/v1/user/login/', payload: { email, password }, remoteAddress: '10.3.0.1' });
  const userCount = async () => (await app.database.db.select({ n: count() }).from(users))[0].n;
  const emptyUsers = () => app.database.db.delete(users);

  it('does nothing on a database that has users', async () => {
    await createUser(app);
    const before = await userCount();
    const dataDir = mkdtempSync(join(tmpdir(), 'sahay-data-'));
    expect(await ensureFirstAdministrator(app.database.db, { dataDir })).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(existsSync(join(dataDir, 'initial-admin.txt'))).toBe(false);
  });

  it('on an empty users table, creates admin@example.org with a random password kept in <dataDir>/initial-admin.txt', async () => {
    await emptyUsers();
    const dataDir = mkdtempSync(join(tmpdir(), 'sahay-data-'));
    const result = await ensureFirstAdministrator(app.database.db, { dataDir });
    expect(result).toMatchObject({ email: 'admin@example.org', generated: true, file: join(dataDir, 'initial-admin.txt') });
    const password = (result as { password: string }).password;
    expect(password.length).toBeGreaterThanOrEqual(12);

    const file = join(dataDir, 'initial-admin.txt');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('email: admin@example.org');
    expect(text).toContain(`password: ${password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const res = await login('admin@example.org', password);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toMatchObject({ name: 'Administrator' });
    expect(await userCount()).toBe(1);
  });

  it('with an email and password given, uses them and writes no file', async () => {
    await emptyUsers();
    const dataDir = mkdtempSync(join(tmpdir(), 'sahay-data-'));
    const result = await ensureFirstAdministrator(app.database.db, {
      email: 'Director@Example.org',
      password: 'chosen by the installer',
      dataDir,
    });
    expect(result).toEqual({ email: 'director@example.org', generated: false });
    expect(existsSync(join(dataDir, 'initial-admin.txt'))).toBe(false);
    const res = await login('director@example.org', 'chosen by the installer');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toMatchObject({ name: 'Administrator' });
  });

  it('generates a different password for each empty database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sahay-data-'));
    const generated: string[] = [];
    for (let i = 0; i < 2; i++) {
      await emptyUsers();
      const result = await ensureFirstAdministrator(app.database.db, { dataDir });
      generated.push((result as { password: string }).password);
    }
    expect(generated[0]).not.toBe(generated[1]);
    expect(readFileSync(join(dataDir, 'initial-admin.txt'), 'utf8')).toContain(`password: ${generated[1]}`);
  });
});
