import { describe, expect, it } from 'vitest';
import { departmentListOf, firstAnswerTime, inboxesOf, planTicketList, ticketAge, unreadTotal } from './support.ts';

const newestFirst = { field: 'id', order: 'DESC' };

describe('reading an inbox', () => {
  it("uses the contract's department list when only the department narrows it, in the default order", () => {
    expect(planTicketList({ inbox: 'ticket_of_support_department', ticket_department: 3 }, newestFirst, newestFirst)).toEqual({
      filter: { ticket_department: 3 },
      departmentList: 'ticket_of_support_department',
    });
  });

  it('falls back to the ticket list once a status, a search, another order or an unknown inbox narrows it', () => {
    const inbox = { inbox: 'ticket_of_sales_department', ticket_department: 2 };
    expect(planTicketList({ ...inbox, ticket_status: 1 }, newestFirst, newestFirst)).toEqual({
      filter: { ticket_department: 2, ticket_status: 1 },
    });
    expect(planTicketList({ ...inbox, q: 'receipt' }, newestFirst, newestFirst).departmentList).toBeUndefined();
    expect(planTicketList(inbox, { field: 'subject', order: 'ASC' }, newestFirst).departmentList).toBeUndefined();
    expect(planTicketList({ inbox: 'ticket_of_programmes_department', ticket_department: 4 }, newestFirst, newestFirst)).toEqual({
      filter: { ticket_department: 4 },
    });
  });

  it('takes the message text out of the filters, for the thread text filter of the API; blank text is no filter', () => {
    expect(planTicketList({ message: '  bank slip ', assignee: 5, ticket_priority: '' }, newestFirst, newestFirst)).toEqual({
      filter: { assignee: 5 },
      messageText: 'bank slip',
    });
    expect(planTicketList({ message: '   ' }, undefined, newestFirst)).toEqual({ filter: {} });
  });

  it('knows the three department lists of the contract by department name', () => {
    expect(departmentListOf('Accounts')).toBe('ticket_of_account_department');
    expect(departmentListOf('Sales')).toBe('ticket_of_sales_department');
    expect(departmentListOf('Support')).toBe('ticket_of_support_department');
    expect(departmentListOf('Programmes')).toBeUndefined();
  });
});

describe('the dashboard and the menu', () => {
  it('say the median time to a first answer in minutes, hours or days', () => {
    expect(firstAnswerTime(null)).toEqual({ key: 'sahay.support.no_answer_yet', count: 0 });
    expect(firstAnswerTime(0.25)).toEqual({ key: 'sahay.support.minutes', count: 15 });
    expect(firstAnswerTime(0.001)).toEqual({ key: 'sahay.support.minutes', count: 1 });
    expect(firstAnswerTime(5.26)).toEqual({ key: 'sahay.support.hours', count: 5.3 });
    expect(firstAnswerTime(60)).toEqual({ key: 'sahay.support.days', count: 2.5 });
  });

  it('list the inboxes the summary answers, with their unread counts and total', () => {
    const summary = {
      open_by_department: [
        { id: 1, name: 'Accounts', open: 2, unread: 1 },
        { id: 4, name: 'Programmes', open: 0, unread: 0 },
        { id: 3, name: 'Support', open: 5, unread: 3 },
      ],
      median_first_answer_hours: null,
    };
    expect(inboxesOf(summary).map((i) => [i.name, i.departmentList, i.unread])).toEqual([
      ['Accounts', 'ticket_of_account_department', 1],
      ['Programmes', undefined, 0],
      ['Support', 'ticket_of_support_department', 3],
    ]);
    expect(unreadTotal(summary)).toBe(4);
    expect(inboxesOf(undefined)).toEqual([]);
  });
});

describe('a ticket’s age in its list', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('counts whole minutes under an hour, whole hours under two days, then whole days', () => {
    expect(ticketAge('2026-11-27T11:35:30Z', now)).toEqual({ key: 'sahay.support.minutes', count: 24 });
    expect(ticketAge('2026-11-26T09:00:00Z', now)).toEqual({ key: 'sahay.support.hours', count: 27 });
    expect(ticketAge('2026-11-20T12:00:01Z', now)).toEqual({ key: 'sahay.support.days', count: 6 });
  });

  it('says nothing for a ticket without an opening time', () => {
    expect(ticketAge(undefined, now)).toBeUndefined();
    expect(ticketAge('not a time', now)).toBeUndefined();
  });
});
