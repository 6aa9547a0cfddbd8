import { allInboxesPermission, inboxPermissions, type SupportSummary, ticketStatusNames } from '@sahay/contracts';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { ticketDepartments, ticketDetails, ticketStatuses, tickets } from './support.tables.ts';

/**
 * The dashboard's support tiles, counted by PostgreSQL: tickets not Closed and unread requester entries
 * per department the caller sees, and the median time from opening to the first agent reply over those
 * departments' tickets opened in the last 30 days.
 */
export async function supportSummaryOf(db: DbOrTx, caller: Caller | null): Promise<SupportSummary> {
  const everything = !caller || caller.permissions.has(allInboxesPermission.name);
  const names = Object.entries(inboxPermissions)
    .filter(([, permission]) => caller?.permissions.has(permission.name))
    .map(([name]) => name);
  const departments = await db
    .select({
      id: ticketDepartments.id,
      name: ticketDepartments.name,
      open: sql<number>`(select count(*)::int from ${tickets} t left join ${ticketStatuses} s on s.id = t.ticket_status_id
        where t.ticket_department_id = ticket_department.id and coalesce(s.name, '') <> ${ticketStatusNames.closed})`,
      unread: sql<number>`(select count(*)::int from ${ticketDetails} d join ${tickets} t on t.id = d.ticket_id
        where t.ticket_department_id = ticket_department.id and d.from_requester and not d.seen)`,
    })
    .from(ticketDepartments)
    .where(everything ? undefined : names.length ? inArray(ticketDepartments.name, names) : sql`false`)
    .orderBy(asc(ticketDepartments.name));
  // Over the departments the caller sees, as the tiles are: another department's pace is not theirs to see.
  const visible = departments.map((d) => d.id);
  const [median] = visible.length
    ? await db
        .select({
          hours: sql<
            string | null
          >`percentile_cont(0.5) within group (order by extract(epoch from (${tickets.firstAnsweredAt} - ${tickets.createdAt})) / 3600)`,
        })
        .from(tickets)
        .where(
          and(
            inArray(tickets.ticketDepartment, visible),
            sql`${tickets.createdAt} > now() - interval '30 days'`,
            isNotNull(tickets.firstAnsweredAt),
          ),
        )
    : [];
  return {
    open_by_department: departments,
    median_first_answer_hours: median?.hours === null || median?.hours === undefined ? null : Math.round(Number(median.hours) * 100) / 100,
  };
}
