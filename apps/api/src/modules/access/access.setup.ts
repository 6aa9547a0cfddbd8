import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  allPermissions,
  createBackupPermission,
  erasePersonPermission,
  inventoryContracts,
  lockBooksPermission,
  type ModuleName,
  moduleLabels,
  modules,
  pluralLabelOf,
  publishPermission,
  purchasingContracts,
  resourceContracts,
  returnPurchasePermission,
  salesActionPermissions,
  salesContracts,
} from '@sahay/contracts';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { menuItems, permissions, roleMenus, rolePermissions, roles, users } from './access.tables.ts';
import { hashPassword, passwordProblems } from './password.ts';

/** What staff need to answer their own department's tickets (its inbox permission comes with their area). */
const departmentInbox = [
  'ticket.read',
  'ticket.update',
  'ticket_detail.read',
  'ticket_detail.create',
  'ticket_department.read',
  'ticket_priority.read',
  'ticket_status.read',
  'ticket_type.read',
];

/** What the website's roles hold beyond the CMS area: the texts and pictures of causes. */
const websiteExtras = [
  'cause.read',
  'cause.update',
  ...['cause_content', 'cause_content_image'].flatMap((n) => ['read', 'create', 'update', 'delete'].map((v) => `${n}.${v}`)),
];

/** The roles a new installation starts with, by the back-office areas they work in. */
export const seededRoles: { name: string; description: string; allPermissions?: boolean; modules: ModuleName[]; extra?: string[] }[] = [
  { name: 'Administrator', description: 'Everything, including users, roles and the audit trail.', allPermissions: true, modules: [] },
  {
    name: 'Content editor',
    description:
      'The public website: settings, slider, menu, pages, images, notices and the blog, and the texts and pictures of causes. Writes drafts; a Publisher publishes them.',
    modules: ['cms'],
    extra: websiteExtras,
  },
  {
    name: 'Publisher',
    description: 'Everything a Content editor does, and publishing: sets posts and pages published or scheduled.',
    modules: ['cms'],
    extra: [...websiteExtras, publishPermission.name],
  },
  {
    name: 'Accountant',
    description: 'Accounts, vouchers, reports, members and donations; reads the shop’s catalogue and stock, and purchasing.',
    modules: ['accounting', 'members'],
    extra: [
      'employee.read',
      ...departmentInbox,
      ...inventoryContracts.map((c) => `${c.name}.read`),
      // Purchasing posts to the books: its vendors, requests and bills are the Accountant's to read.
      ...['vendor', ...purchasingContracts.map((c) => c.name)].map((n) => `${n}.read`),
      // Orders post sales and receipts: customers and orders are the Accountant's to read.
      ...['customer_type', ...salesContracts.map((c) => c.name)].map((n) => `${n}.read`),
      // A refund or a return pays money back or takes it in: the Accountant's as much as the shop's.
      salesActionPermissions.refund.name,
      returnPurchasePermission.name,
    ],
  },
  {
    name: 'Store keeper',
    description: 'The catalogue, stock and its adjustments, purchase requests and bills.',
    modules: ['inventory', 'purchase'],
  },
  {
    name: 'Sales',
    description: 'Customers and their orders: confirming, cancelling and taking payments; reads the catalogue and stock to sell from.',
    modules: ['sales'],
    extra: [...departmentInbox, 'product.read', 'category.read', 'inventory.read'],
  },
  { name: 'Support agent', description: 'Support tickets and their replies.', modules: ['support'] },
];

const moduleOf = new Map(allPermissions.map((p) => [p.name, p.module] as const));
/** Permissions an area does not bring with it: the Administrator gives them to whom they choose. */
const givenByChoice = new Set<string>([
  lockBooksPermission.name,
  publishPermission.name,
  createBackupPermission.name,
  erasePersonPermission.name,
]);
const holds = (role: (typeof seededRoles)[number], permission: string) =>
  role.allPermissions ||
  (role.modules.includes(moduleOf.get(permission) as ModuleName) && !givenByChoice.has(permission)) ||
  (role.extra ?? []).includes(permission);

/**
 * Brings permissions, seeded roles and the admin menu in line with the resource registry.
 * Runs at every start; it only adds. A permission or menu entry seen for the first time goes to
 * the seeded roles whose areas include it, so roles that staff edited keep their edits.
 */
export async function syncAccess(db: Db) {
  await db.transaction(async (tx) => {
    const names = allPermissions.map((p) => p.name);
    const created = await tx
      .insert(permissions)
      .values(names.map((name) => ({ name, module: moduleOf.get(name) as string })))
      .onConflictDoNothing()
      .returning({ id: permissions.id, name: permissions.name });

    // Seeded roles are made once, on an empty table: a role staff deleted or renamed stays so.
    const [{ existingRoles }] = await tx.select({ existingRoles: count() }).from(roles);
    const newRoles =
      existingRoles > 0
        ? []
        : await tx
            .insert(roles)
            .values(seededRoles.map((r) => ({ name: r.name, description: r.description, allPermissions: r.allPermissions ?? false })))
            .onConflictDoNothing()
            .returning({ id: roles.id, name: roles.name });
    const allPermissionRows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
    const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    for (const seeded of seededRoles) {
      const role = roleRows.find((r) => r.name === seeded.name);
      if (!role || seeded.allPermissions) continue;
      const isNew = newRoles.some((r) => r.id === role.id);
      const grants = (isNew ? allPermissionRows : created).filter((p) => holds(seeded, p.name));
      if (grants.length)
        await tx
          .insert(rolePermissions)
          .values(grants.map((p) => ({ roleId: role.id, permissionId: p.id })))
          .onConflictDoNothing();
    }

    await syncMenu(tx, roleRows, new Set(newRoles.map((r) => r.id)));
  });
}

async function syncMenu(tx: DbOrTx, roleRows: { id: number; name: string }[], newRoleIds: Set<number>) {
  const groups = modules.filter((m) => resourceContracts.some((c) => c.module === m));
  await tx
    .insert(menuItems)
    .values(
      groups.map((m, i) => ({
        menuId: `module.${m}`,
        title: moduleLabels[m],
        translate: `menu.${m}`,
        type: 'group' as const,
        position: (i + 1) * 100,
      })),
    )
    .onConflictDoNothing();
  const groupIds = new Map((await tx.select().from(menuItems).where(eq(menuItems.type, 'group'))).map((g) => [g.menuId, g.id]));
  const createdItems = await tx
    .insert(menuItems)
    .values(
      resourceContracts.map((c, i) => ({
        menuId: c.name,
        title: pluralLabelOf(c),
        translate: `resources.${c.name}.name`,
        type: 'item' as const,
        url: `/admin/${c.name}`,
        parent: groupIds.get(`module.${c.module}`),
        position: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: menuItems.id, menuId: menuItems.menuId });
  const allItems = await tx.select({ id: menuItems.id, menuId: menuItems.menuId }).from(menuItems).where(eq(menuItems.type, 'item'));
  for (const seeded of seededRoles) {
    const role = roleRows.find((r) => r.name === seeded.name);
    if (!role) continue;
    const items = (newRoleIds.has(role.id) ? allItems : createdItems).filter((item) => holds(seeded, `${item.menuId}.read`));
    if (items.length)
      await tx
        .insert(roleMenus)
        .values(items.map((item) => ({ roleId: role.id, menuItemId: item.id })))
        .onConflictDoNothing();
  }
}

/**
 * The first administrator of an installation where nobody can sign in: from ADMIN_EMAIL and ADMIN_PASSWORD, or
 * admin@example.org with a random password shown once in the log and kept in the data folder.
 */
export async function ensureFirstAdministrator(db: Db, options: { email?: string; password?: string; dataDir: string }) {
  // Accounts made without a password (the demo's members) cannot sign in: they do not count.
  const [{ existing }] = await db.select({ existing: count() }).from(users).where(isNotNull(users.passwordHash));
  if (existing > 0) return undefined;
  const email = (options.email ?? 'admin@example.org').toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  const problems = passwordProblems(password, email);
  if (problems.length) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problems.join(' ')}`);
  const [administrator] = await db.select({ id: roles.id }).from(roles).where(eq(roles.allPermissions, true)).limit(1);
  await db
    .insert(users)
    .values({ firstName: 'Administrator', email, username: 'admin', passwordHash: await hashPassword(password), role: administrator?.id });
  if (options.password) return { email, generated: false as const };
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'initial-admin.txt');
  writeFileSync(
    file,
    `Sahay's first administrator\nemail: ${email}\npassword: ${password}\n\nChange this password after signing in, then delete this file.\n`,
    { mode: 0o600 },
  );
  return { email, password, file, generated: true as const };
}

/** Role ids whose name matches, for tests and scripts. */
export async function roleIdsByName(db: DbOrTx, names: string[]) {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(sql`${roles.name}`, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}
