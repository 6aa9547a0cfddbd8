import { departmentLists, type SupportSummary } from '@sahay/contracts';

interface SortPayloadLike {
  field: string;
  order: string;
}

/** The contract's own list of one department (`ticket_of_support_department`), by the department's name. */
export type DepartmentListKey = keyof typeof departmentLists;

export function departmentListOf(name: string): DepartmentListKey | undefined {
  const found = Object.entries(departmentLists).find(([, department]) => department === name);
  return found?.[0] as DepartmentListKey | undefined;
}

/**
 * How one page of tickets is read. The inbox screens add two filters to the ticket list's own: `inbox`
 * (the department's own list of the contract, used when nothing else narrows or re-sorts the inbox) and
 * `message` (text of the thread, which the API matches against every entry of a ticket's thread).
 */
export interface TicketListPlan {
  /** The filters the ticket list takes as they are. */
  filter: Record<string, unknown>;
  /** Read from the contract's department list instead of the ticket list. */
  departmentList?: DepartmentListKey;
  /** Keep only the tickets with an entry whose message holds this text (the API's thread text filter). */
  messageText?: string;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

export function planTicketList(
  filter: Record<string, unknown> = {},
  sort: SortPayloadLike | undefined,
  defaultSort: SortPayloadLike,
): TicketListPlan {
  const { inbox, message, ...others } = filter;
  const rest = Object.fromEntries(Object.entries(others).filter(([, value]) => given(value)));
  const messageText = typeof message === 'string' && message.trim() ? message.trim() : undefined;
  const key = typeof inbox === 'string' && Object.hasOwn(departmentLists, inbox) ? (inbox as DepartmentListKey) : undefined;
  const sameOrder = !sort?.field || (sort.field === defaultSort.field && sort.order === defaultSort.order);
  const onlyDepartment = Object.keys(rest).length === 1 && given(rest.ticket_department);
  if (key && !messageText && sameOrder && onlyDepartment) return { filter: rest, departmentList: key };
  return { filter: rest, ...(messageText ? { messageText } : {}) };
}

/** The median time to a first answer as the dashboard says it: minutes under an hour, days from two days on. */
export function firstAnswerTime(hours: number | null): { key: string; count: number } {
  if (hours === null || !Number.isFinite(hours)) return { key: 'sahay.support.no_answer_yet', count: 0 };
  if (hours < 1) return { key: 'sahay.support.minutes', count: Math.max(1, Math.round(hours * 60)) };
  if (hours < 48) return { key: 'sahay.support.hours', count: Math.round(hours * 10) / 10 };
  return { key: 'sahay.support.days', count: Math.round((hours / 24) * 10) / 10 };
}

/** The departments whose inbox the caller may open, in the summary's order, with their unread counts. */
export function inboxesOf(summary: SupportSummary | undefined) {
  return (summary?.open_by_department ?? []).map((d) => ({ ...d, departmentList: departmentListOf(d.name) }));
}

/** Unread requester entries over every inbox the caller sees. */
export const unreadTotal = (summary: SupportSummary | undefined) =>
  (summary?.open_by_department ?? []).reduce((sum, d) => sum + d.unread, 0);

/** How long a ticket has been open, as its list says it: whole minutes under an hour, hours under two days, then days. */
export function ticketAge(openedAt: string | undefined, now: Date): { key: string; count: number } | undefined {
  const opened = openedAt ? Date.parse(openedAt) : Number.NaN;
  if (Number.isNaN(opened)) return undefined;
  const minutes = Math.max(0, Math.floor((now.getTime() - opened) / 60_000));
  if (minutes < 60) return { key: 'sahay.support.minutes', count: minutes };
  if (minutes < 48 * 60) return { key: 'sahay.support.hours', count: Math.floor(minutes / 60) };
  return { key: 'sahay.support.days', count: Math.floor(minutes / (24 * 60)) };
}
