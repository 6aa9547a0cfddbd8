import type { PersonExport } from '@sahay/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit/index.ts';

type Row = Record<string, unknown>;

/** Sign-in secrets are not the person's data to take away: they are never exported. */
const secretColumns = ['password_hash', 'tokens_valid_after', 'access_token_hash', 'link_salt', 'confirm_nonce'];
const withoutSecrets = (row: Row) => Object.fromEntries(Object.entries(row).filter(([key]) => !secretColumns.includes(key)));

async function userOrNotFound(db: DbOrTx, userId: number) {
  const [user] = await rowsOf<Row & { email: string }>(db, sql`select * from "user" where id = ${userId}`);
  if (!user) throw new HttpError(404, `User id - ${userId} does not exist`);
  return user;
}

/** The tickets a person opened: as a signed-in user, or as a visitor under their email. */
const ticketsOf = (db: DbOrTx, userId: number, email: string) =>
  rowsOf<Row & { id: number; contact_message_id: number | null }>(
    db,
    sql`select * from ticket where user_id = ${userId} or lower(email) = lower(${email}) order by id`,
  );

/**
 * What the website's visitor forms keep on a person: their events' registrations, volunteer applications and blog
 * comments. None of these records has an account of its own (a visitor sends them), so they are theirs by email.
 */
const websiteTables = {
  event_registrations: 'event_registration',
  volunteer_applications: 'volunteer_application',
  blog_comments: 'blog_comment',
  // Each keeps the consent given (its wording and time).
  newsletter_subscriptions: 'newsletter_subscriber',
};
type WebsiteKind = keyof typeof websiteTables;
const websiteKinds = Object.keys(websiteTables) as WebsiteKind[];

async function websiteRecordsOf(db: DbOrTx, email: string) {
  const found = {} as Record<WebsiteKind, Row[]>;
  for (const kind of websiteKinds)
    found[kind] = (
      await rowsOf<Row>(db, sql`select * from ${sql.identifier(websiteTables[kind])} where lower(email) = lower(${email}) order by id`)
    ).map(withoutSecrets);
  return found;
}

/** Everything held on a person, by kind. */
export async function exportPerson(db: DbOrTx, userId: number): Promise<PersonExport> {
  const user = await userOrNotFound(db, userId);
  const memberships = await rowsOf<Row & { id: number }>(db, sql`select * from member where user_id = ${userId} order by id`);
  const memberIds = memberships.map((m) => m.id);
  const inMembers = memberIds.length ? sql`member_id in (${sql.join(memberIds, sql`, `)})` : sql`false`;
  const roles = [
    ...(await rowsOf<Row>(db, sql`select 'executive' as kind, * from executive_member where ${inMembers} order by id`)),
    ...(await rowsOf<Row>(db, sql`select 'adviser' as kind, * from adviser_member where ${inMembers} order by id`)),
    ...(await rowsOf<Row>(db, sql`select 'general' as kind, * from general_member where ${inMembers} order by id`)),
  ];
  const subscriptions = await rowsOf<Row>(db, sql`select * from monthly_subscription where ${inMembers} order by subscription_date, id`);
  const gifts = await rowsOf<Row>(db, sql`select * from donation where user_id = ${userId} order by donation_date, id`);
  const tickets = await ticketsOf(db, userId, user.email);
  const ticketIds = tickets.map((t) => t.id);
  const ticketMessages = ticketIds.length
    ? await rowsOf<Row>(
        db,
        sql`select * from ticket_detail where ticket_id in (${sql.join(ticketIds, sql`, `)}) and not internal order by ticket_id, id`,
      )
    : [];
  const contactMessages = await rowsOf<Row>(db, sql`select * from contact_message where lower(email) = lower(${user.email}) order by id`);
  const website = await websiteRecordsOf(db, user.email);
  return {
    user_id: userId,
    exported_at: new Date().toISOString(),
    profile: withoutSecrets(user),
    memberships: [...memberships, ...roles],
    subscriptions,
    gifts,
    tickets: tickets.map(withoutSecrets),
    ticket_messages: ticketMessages,
    contact_messages: contactMessages,
    ...website,
    // Each gift says whether the donor agreed to be contacted, and when it was given.
    consents: gifts.map((g) => ({ kind: 'contact_after_gift', donation_id: g.id, given: g.consent_to_contact, date: g.donation_date })),
  };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The export as one CSV: a line per field of each record (kind, record id, field, value), so any record fits. */
export function personCsv(data: PersonExport) {
  const lines = ['kind,record,field,value'];
  const add = (kind: string, row: Row) => {
    for (const [field, value] of Object.entries(row))
      lines.push([kind, row.id ?? row.donation_id ?? '', field, value].map(csvCell).join(','));
  };
  add('profile', data.profile);
  for (const kind of [
    'memberships',
    'subscriptions',
    'gifts',
    'tickets',
    'ticket_messages',
    'contact_messages',
    ...websiteKinds,
    'consents',
  ] as const)
    for (const row of data[kind]) add(kind, row);
  return `${lines.join('\r\n')}\r\n`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What names the person in free text (a ledger's title, a voucher's narration, the audit trail): their full names
 * (as their account and their gifts spell them), emails, username and phone numbers. Short fragments are left
 * out, lest another person's text be changed.
 */
function identifiersOf(user: Row, gifts: Row[], tickets: Row[], website: Record<WebsiteKind, Row[]>) {
  const fullName = (first: unknown, last: unknown) =>
    [first, last]
      .filter((p) => typeof p === 'string' && p.trim())
      .join(' ')
      .trim();
  const found = [
    fullName(user.first_name, user.last_name),
    ...gifts.map((g) => fullName(g.first_name, g.last_name)),
    ...tickets.map((t) => t.name),
    ...website.event_registrations.map((r) => r.name),
    ...website.volunteer_applications.map((a) => a.full_name),
    ...website.blog_comments.map((c) => c.name),
    ...website.newsletter_subscriptions.map((s) => s.name),
    user.email,
    user.username,
    ...gifts.map((g) => g.email),
    user.primary_phone,
    user.secondary_phone,
    ...gifts.map((g) => g.phone_number),
    ...[...website.event_registrations, ...website.volunteer_applications].map((r) => r.phone),
  ];
  const distinct = new Set(found.filter((v): v is string => typeof v === 'string' && v.trim().length >= 5).map((v) => v.trim()));
  // Longest first: a full name is replaced before a part of it could be.
  return [...distinct].sort((a, b) => b.length - a.length);
}

/** Every column of the application's tables that holds text or JSON: where a name may have been written. */
const textColumns = (db: DbOrTx) =>
  rowsOf<{ table: string; column: string; type: string }>(
    db,
    sql`select c.table_name as table, c.column_name as column, c.data_type as type
          from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
           and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
         order by c.table_name, c.ordinal_position`,
  );

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Erases a person in one transaction: their account, memberships, gifts, tickets, contact messages, event
 * registrations, volunteer applications and blog comments lose the name, email, phone, address and messages; then every text left anywhere that names them (ledger titles,
 * narrations, the audit trail) is anonymised. Amounts, dates, receipt numbers and vouchers stay as they were.
 * The audit trail records that the person was erased, by whom, and nothing of what was erased.
 */
export async function erasePerson(db: DbOrTx, userId: number, erasedBy: number | undefined) {
  return inTransaction(db, async (tx) => {
    const user = await userOrNotFound(tx, userId);
    const gifts = await rowsOf<Row>(tx, sql`select * from donation where user_id = ${userId}`);
    const tickets = await ticketsOf(tx, userId, user.email);
    const website = await websiteRecordsOf(tx, user.email);
    const identifiers = identifiersOf(user, gifts, tickets, website);
    const label = `Erased person #${userId}`;
    const email = `erased-${userId}@erased.invalid`;
    const ticketIds = tickets.map((t) => t.id);
    const contactIds = tickets.flatMap((t) => (t.contact_message_id ? [t.contact_message_id] : []));
    const changed = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: number }>(tx, query)).length;

    const erased: Record<string, number> = {};
    erased.profile = await changed(
      sql`update "user" set first_name = 'Erased', last_name = ${`person #${userId}`}, username = ${`erased-${userId}`}, email = ${email},
            primary_phone = null, secondary_phone = null, date_of_birth = null, gender = null, street_address_one = null,
            street_address_two = null, postal_code = null, nid = null, image = null, password_hash = null, is_active = false,
            tokens_valid_after = now(), updated_at = now()
          where id = ${userId} returning id`,
    );
    erased.memberships = await changed(
      sql`update member set father_name = null, mother_name = null, spouse_name = null, village = null, post_office = null,
            "union" = null, profession = null, religion = null, updated_at = now()
          where user_id = ${userId} returning id`,
    );
    erased.gifts = await changed(
      sql`update donation set first_name = 'Erased', last_name = ${`person #${userId}`}, email = ${email}, phone_number = null,
            address = null, message = null, consent_to_contact = false, updated_at = now()
          where user_id = ${userId} returning id`,
    );
    erased.tickets = ticketIds.length
      ? await changed(
          sql`update ticket set name = ${label}, email = ${email}, updated_at = now() where id in (${sql.join(ticketIds, sql`, `)}) returning id`,
        )
      : 0;
    erased.ticket_messages = ticketIds.length
      ? await changed(
          sql`update ticket_detail set message = '[erased]', file = null, updated_at = now()
              where ticket_id in (${sql.join(ticketIds, sql`, `)}) and (from_requester or customer_id = ${userId}) returning id`,
        )
      : 0;
    erased.contact_messages = await changed(
      sql`update contact_message set name = 'Erased', lastname = ${`person #${userId}`}, email = ${email}, message = '[erased]', updated_at = now()
          where lower(email) = lower(${user.email}) ${contactIds.length ? sql`or id in (${sql.join(contactIds, sql`, `)})` : sql``} returning id`,
    );
    // The website's records keep their event, status and post, so an event's places taken and a post's comments count as before.
    const inIds = (rows: Row[]) =>
      sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      );
    erased.event_registrations = website.event_registrations.length
      ? await changed(
          sql`update event_registration set name = ${label}, email = ${email}, phone = null, updated_at = now()
              where id in (${inIds(website.event_registrations)}) returning id`,
        )
      : 0;
    erased.volunteer_applications = website.volunteer_applications.length
      ? await changed(
          sql`update volunteer_application set full_name = ${label}, email = ${email}, phone = null, message = null, ip = null, updated_at = now()
              where id in (${inIds(website.volunteer_applications)}) returning id`,
        )
      : 0;
    erased.blog_comments = website.blog_comments.length
      ? await changed(
          sql`update blog_comment set name = ${label}, email = ${email}, body = '[erased]', avatar = null, ip = null, updated_at = now()
              where id in (${inIds(website.blog_comments)}) returning id`,
        )
      : 0;
    // A newsletter subscription is ended as well, so nothing is mailed on its behalf.
    erased.newsletter_subscriptions = website.newsletter_subscriptions.length
      ? await changed(
          sql`update newsletter_subscriber set email = ${email}, name = null, status = 'unsubscribed', ip = null, confirm_nonce = null,
                unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
              where id in (${inIds(website.newsletter_subscriptions)}) returning id`,
        )
      : 0;
    await tx.execute(sql`delete from password_reset_token where user_id = ${userId}`);
    await tx.execute(sql`delete from two_factor where user_id = ${userId}`);

    // Whatever text still names them: ledger titles, narrations, the audit trail's earlier changes.
    let mentions = 0;
    for (const { table, column, type } of await textColumns(tx)) {
      for (const identifier of identifiers) {
        const pattern = escapeRegex(identifier);
        const replacement = identifier.includes('@') ? email : label;
        const target = `${quoted(table)}.${quoted(column)}`;
        const asText = type.startsWith('json') ? `${target}::text` : target;
        const back = type.startsWith('json') ? `::${type}` : '';
        const rows = await rowsOf<{ n: number }>(
          tx,
          sql`with changed as (
                update ${sql.raw(quoted(table))} set ${sql.raw(quoted(column))} = regexp_replace(${sql.raw(asText)}, ${pattern}, ${replacement}, 'gi')${sql.raw(back)}
                 where ${sql.raw(asText)} ~* ${pattern} returning 1)
              select count(*)::int as n from changed`,
        );
        mentions += rows[0]?.n ?? 0;
      }
    }
    erased.mentions = mentions;
    await recordAudit(tx, { userId: erasedBy, entity: 'user', entityId: userId, action: 'erase' });
    return { user_id: userId, erased };
  });
}
