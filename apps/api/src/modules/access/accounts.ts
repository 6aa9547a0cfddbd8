import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { apiToRow, rowToApi } from '../../lib/keys.ts';
import type { Row, WriteContext } from '../../resource/define-resource.ts';
import { userResource } from './access.resources.ts';
import { menuItems, permissions, roleMenus, rolePermissions, roles, users } from './access.tables.ts';

/**
 * User accounts that come with another record (a member signs in as a user): created, changed and removed
 * in that record's transaction, by the same rules as the user resource's (password rules and hash,
 * username and email taken once).
 */

/** The fields of a user another record may carry. */
export const accountFields = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'primary_phone',
  'gender',
  'date_of_birth',
] as const;
const shown = ['id', 'first_name', 'last_name', 'username', 'email', 'primary_phone', 'gender', 'date_of_birth', 'is_active', 'role'];

const pick = (input: Row) => Object.fromEntries(accountFields.filter((f) => f in input).map((f) => [f, input[f]]));

/** What an account may not share with another: its email and username (in any case) and its phone number. */
export const takenMessages = {
  email: 'A user with this email already exists.',
  username: 'A user with this username already exists.',
  primary_phone: 'A user with this phone number already exists.',
} as const;

async function refuseTakenEmail(tx: DbOrTx, email: unknown, except?: number) {
  if (typeof email !== 'string') return;
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), except ? ne(users.id, except) : undefined));
  if (clash) throw new HttpError(409, { email: [takenMessages.email] });
}

async function refuseTakenPhone(tx: DbOrTx, phone: unknown, except?: number) {
  if (typeof phone !== 'string') return;
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.primaryPhone, phone), except ? ne(users.id, except) : undefined));
  if (clash) throw new HttpError(409, { primary_phone: [takenMessages.primary_phone] });
}

/**
 * Of these emails, usernames (both compared in lower case) and phone numbers, the ones accounts already have:
 * what a bulk write checks before it writes, in a query per thousand values rather than one per account.
 */
export async function takenByAccounts(db: DbOrTx, given: { email: string[]; username: string[]; primary_phone: string[] }) {
  const lowered = (values: string[]) => [...new Set(values.map((v) => v.toLowerCase()))];
  const found = async (column: SQL, values: string[]) => {
    const taken = new Set<string>();
    for (let i = 0; i < values.length; i += 1000) {
      const rows = await db
        .select({ value: sql<string>`${column}` })
        .from(users)
        .where(inArray(column, values.slice(i, i + 1000)));
      for (const row of rows) taken.add(row.value);
    }
    return taken;
  };
  return {
    email: await found(sql`lower(${users.email})`, lowered(given.email)),
    username: await found(sql`lower(${users.username})`, lowered(given.username)),
    primary_phone: await found(sql`${users.primaryPhone}`, [...new Set(given.primary_phone)]),
  };
}

/**
 * The accounts of many records at once (an import's members or donors), none with a password, a donor's with no
 * role: their emails, usernames and phone numbers already checked free by the caller (`takenByAccounts`), the
 * database's unique indexes refusing any that is not. Emails are kept in lower case, as `createAccount` keeps
 * them. Answers the ids, in order.
 */
export async function createAccounts(tx: DbOrTx, inputs: Row[], role: number | undefined, actor?: number) {
  const ids: number[] = [];
  for (let i = 0; i < inputs.length; i += 2000) {
    const rows = await tx
      .insert(users)
      .values(
        inputs.slice(i, i + 2000).map((input) => {
          const given = pick(input);
          delete given.password;
          if (typeof given.email === 'string') given.email = given.email.toLowerCase();
          return { ...(apiToRow(given) as typeof users.$inferInsert), role, createdBy: actor, updatedBy: actor };
        }),
      )
      .returning({ id: users.id });
    // Serial ids are drawn in the order of the rows given.
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Creates the account of a record; without a password it cannot sign in until a reset. Answers its id. */
export async function createAccount(context: WriteContext, input: Row, role?: number) {
  const { tx } = context;
  const given = pick(input);
  await refuseTakenEmail(tx, given.email);
  await refuseTakenPhone(tx, given.primary_phone);
  const hasPassword = typeof given.password === 'string';
  const prepare = userResource.hooks.prepare as (input: Row, context: WriteContext) => Promise<Row>;
  // The user resource requires a password on create; an account made for a record may go without one.
  const values = await prepare(hasPassword ? given : { ...given, password: undefined }, {
    ...context,
    mode: hasPassword ? 'create' : 'update',
  });
  const [row] = await tx
    .insert(users)
    .values({ ...(apiToRow(values) as typeof users.$inferInsert), role, createdBy: context.actor, updatedBy: context.actor })
    .returning({ id: users.id });
  return row.id;
}

/** Changes the account fields given; the password changes only through the user's own flows. */
export async function updateAccount(context: WriteContext, userId: number, input: Row) {
  const { tx } = context;
  const given = pick(input);
  if (!Object.keys(given).length) return;
  await refuseTakenEmail(tx, given.email, userId);
  await refuseTakenPhone(tx, given.primary_phone, userId);
  const [before] = await tx.select().from(users).where(eq(users.id, userId));
  const prepare = userResource.hooks.prepare as (input: Row, context: WriteContext) => Promise<Row>;
  const values = await prepare(given, { ...context, mode: 'update', before: rowToApi(before as Row, shown) });
  await tx
    .update(users)
    .set({ ...(apiToRow(values) as Partial<typeof users.$inferInsert>), updatedAt: new Date(), updatedBy: context.actor })
    .where(eq(users.id, userId));
}

export async function removeAccount(tx: DbOrTx, userId: number) {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * How a person is titled where staff read their name (their ledger): first and last name, else a username that is
 * not an email address; never an email. `undefined` when the account has neither.
 */
export function personTitle(account: Row | undefined) {
  if (!account) return undefined;
  const name = [account.first_name, account.last_name]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  const username = String(account.username ?? '').trim();
  return name || (username && !username.includes('@') ? username : undefined);
}

/** The account fields of users, by id: answered with the records that carry them. */
export async function accountsById(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, Row>();
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, rowToApi(r as Row, shown)]));
}

/**
 * The role of accounts made for a kind of record (members: `Member`, reading their own subscriptions):
 * made on first use with the given permissions and the menu entries of what it reads, and left as staff change it afterwards.
 */
export async function roleFor(tx: DbOrTx, name: string, description: string, permissionNames: string[]) {
  const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (found) return found.id;
  const [created] = await tx.insert(roles).values({ name, description }).onConflictDoNothing().returning({ id: roles.id });
  if (!created) return (await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0].id;
  const granted = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, permissionNames));
  if (granted.length) await tx.insert(rolePermissions).values(granted.map((p) => ({ roleId: created.id, permissionId: p.id })));
  // Its side menu: the entry of each resource it may read (a member's Monthly subscriptions).
  const readable = permissionNames.filter((p) => p.endsWith('.read')).map((p) => p.slice(0, -'.read'.length));
  const entries = readable.length
    ? await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.type, 'item'), inArray(menuItems.menuId, readable)))
    : [];
  if (entries.length) await tx.insert(roleMenus).values(entries.map((e) => ({ roleId: created.id, menuItemId: e.id })));
  return created.id;
}
