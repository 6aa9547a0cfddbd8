import type { MessageSenders } from '@sahay/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { users } from '../access/index.ts';
import { staffMessages } from './support.tables.ts';

/** Messages between members of staff (6.3): each caller reads only their own conversations. */

/** Who wrote to the receiver, with how many of their messages are unread; nobody for another's inbox. */
export async function sendersTo(db: DbOrTx, receiver: number, caller: Caller | null): Promise<MessageSenders> {
  if (receiver !== caller?.userId) return { users: [] };
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      image: users.image,
      unseen_message_count: sql<number>`(count(*) filter (where not ${staffMessages.isSeen}))::int`,
    })
    .from(staffMessages)
    .innerJoin(users, eq(users.id, staffMessages.sender))
    .where(eq(staffMessages.receiver, receiver))
    .groupBy(users.id)
    .orderBy(asc(users.id));
  return { users: rows };
}

/** The conversation between the caller and another member of staff, oldest first; what they wrote to the caller is marked read. */
export async function conversationWith(db: DbOrTx, other: number, caller: Caller | null) {
  const me = caller?.userId;
  if (me === undefined) return { messages: [] };
  const between = sql`((${staffMessages.sender} = ${other} and ${staffMessages.receiver} = ${me}) or (${staffMessages.sender} = ${me} and ${staffMessages.receiver} = ${other}))`;
  await db
    .update(staffMessages)
    .set({ isSeen: true })
    .where(and(eq(staffMessages.sender, other), eq(staffMessages.receiver, me), eq(staffMessages.isSeen, false)));
  const rows = await db.select().from(staffMessages).where(between).orderBy(asc(staffMessages.id));
  return {
    messages: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      created_by: r.createdBy,
      updated_by: r.updatedBy,
      receiver: r.receiver,
      sender: r.sender,
      message: r.message,
      is_seen: r.isSeen,
    })),
  };
}
