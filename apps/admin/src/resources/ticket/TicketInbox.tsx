import { Chip, Link } from '@mui/material';
import { fromContactFormFilter, ticket } from '@sahay/contracts';
import type { MouseEvent, ReactElement } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  FilterButton,
  Loading,
  type RaRecord,
  ReferenceInput,
  Link as RouterLink,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useCreatePath,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import { RequirePermission, useCan } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import type { ListColumn } from '../../generic/columns.ts';
import { inboxesOf, ticketAge, unreadTotal } from './support.ts';
import { useSupportSummary, useTicketAgents } from './supportApi.ts';

/**
 * Which tickets a Support screen lists: one department's inbox, the caller's own, those a visitor's contact message
 * opened, or every ticket they may see.
 */
type InboxKind = { kind: 'department'; id: number } | { kind: 'mine' } | { kind: 'contact' } | { kind: 'all' };

/** Filters of every inbox: the search (subject, name, email), the text of the messages, status, priority, assignee. */
function inboxFilters(kind: InboxKind, agents: { id: number; name: string }[]): ReactElement[] {
  const lookup = (source: string, reference: string, label: string) => (
    <ReferenceInput source={source} reference={reference} key={source} alwaysOn sort={{ field: 'id', order: 'ASC' }} perPage={100}>
      <SelectInput optionText="name" label={label} />
    </ReferenceInput>
  );
  return [
    <SearchInput source="q" alwaysOn key="q" />,
    <TextInput source="message" label="sahay.support.message_search" alwaysOn key="message" />,
    lookup('ticket_status', 'ticket_status', 'sahay.support.status'),
    lookup('ticket_priority', 'ticket_priority', 'sahay.support.priority'),
    ...(kind.kind === 'department' ? [] : [lookup('ticket_department', 'ticket_department', 'sahay.support.department')]),
    ...(kind.kind === 'mine'
      ? []
      : [<AutocompleteInput source="assignee" label="sahay.support.assignee" choices={agents} key="assignee" alwaysOn />]),
  ];
}

/** The subject as a link to the thread: staff open a ticket by its name. */
function SubjectLink({ record }: { record: RaRecord }) {
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'ticket', id: record.id, type: 'show' })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {String(record.subject ?? '')}
    </Link>
  );
}

function UnreadCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const unread = Number(record.unread ?? 0);
  if (!unread) return <span>0</span>;
  return <Chip size="small" color="primary" label={translate('sahay.support.unread', { smart_count: unread })} />;
}

/** How long the ticket has been open, in words (the same in the list and its export). */
function ageText(record: RaRecord, translate: (key: string, options?: Record<string, unknown>) => string) {
  const age = ticketAge(record.created_at as string | undefined, new Date());
  return age ? translate(age.key, { smart_count: age.count }) : '';
}

const nameOr = (key: string) => (record: RaRecord) => (record[key] as string | null | undefined) ?? '';

/**
 * What an inbox shows, and its export holds: the subject, who asked, where it is and who has it, how long it has
 * been open and its state. A department's inbox leaves its own department out.
 */
function inboxColumns(kind: InboxKind): ListColumn<RaRecord>[] {
  return [
    {
      source: 'subject',
      label: 'sahay.support.subject',
      sortable: true,
      text: nameOr('subject'),
      render: (r) => <SubjectLink record={r} />,
    },
    { source: 'name', label: 'sahay.support.requester', text: (r) => [r.name, r.email].filter(Boolean).join(' · ') },
    ...(kind.kind === 'department'
      ? []
      : [{ source: 'ticket_department', label: 'sahay.support.department', text: nameOr('department_name') }]),
    {
      source: 'assignee',
      label: 'sahay.support.assignee',
      text: (r, translate) => nameOr('assignee_name')(r) || translate('sahay.support.unassigned'),
    },
    { source: 'created_at', label: 'sahay.support.age', sortable: true, text: ageText },
    { source: 'ticket_status', label: 'sahay.support.status', text: nameOr('status_name') },
    { source: 'ticket_priority', label: 'sahay.support.priority', text: nameOr('priority_name') },
    {
      source: 'unread',
      label: 'sahay.support.unread_column',
      text: (r) => String(r.unread ?? 0),
      render: (r) => <UnreadCell record={r} />,
    },
    { source: 'updated_at', label: 'sahay.support.updated', kind: 'dateTime', sortable: true },
  ];
}

function InboxList({ kind, title, filter }: { kind: InboxKind; title: string; filter: Record<string, unknown> }) {
  const { data: agents = [] } = useTicketAgents();
  // Staff open a ticket for a request that came by phone or at the door.
  const { can: canCreate } = useCan(permissionFor(ticket, 'create'));
  const storeKey = kind.kind === 'department' ? `ticket.inbox.${kind.id}` : `ticket.${kind.kind}`;
  const columns = inboxColumns(kind);
  return (
    <ColumnsList
      columns={columns}
      resource="ticket"
      title={title}
      storeKey={storeKey}
      filter={filter}
      sort={defaultSort(ticket)}
      filters={inboxFilters(kind, agents)}
      actions={
        <TopToolbar>
          <FilterButton />
          {canCreate ? <CreateButton resource="ticket" label="sahay.support.open_ticket" /> : null}
          <ExportButton maxResults={5000} />
        </TopToolbar>
      }
      rowClick="show"
      bulkActionButtons={false}
    />
  );
}

/** Every ticket the caller may see (the Tickets entry of the menu), with a department filter. */
export function AllTickets() {
  const translate = useTranslate();
  const { data: summary } = useSupportSummary();
  const unread = unreadTotal(summary);
  const title = `${translate('sahay.support.all')}${unread ? ` (${translate('sahay.support.unread', { smart_count: unread })})` : ''}`;
  return <InboxList kind={{ kind: 'all' }} title={title} filter={{}} />;
}

/** One department's inbox: the contract's department list where it has one, with the department's unread count. */
function DepartmentInbox() {
  const translate = useTranslate();
  const id = Number(useParams().department);
  const { data: summary, isPending } = useSupportSummary();
  if (isPending) return <Loading />;
  const inbox = inboxesOf(summary).find((d) => d.id === id);
  const name = inbox?.name ?? `#${id}`;
  const unread = inbox?.unread ?? 0;
  const title = `${translate('sahay.support.inbox', { name })}${unread ? ` (${translate('sahay.support.unread', { smart_count: unread })})` : ''}`;
  const filter = { ticket_department: id, ...(inbox?.departmentList ? { inbox: inbox.departmentList } : {}) };
  return <InboxList key={id} kind={{ kind: 'department', id }} title={title} filter={filter} />;
}

/** The tickets assigned to the signed-in agent. */
function MyTickets() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return <InboxList kind={{ kind: 'mine' }} title={translate('sahay.support.mine')} filter={{ assignee: identity.id }} />;
}

/**
 * Website › Contact messages: a visitor's message is one record, the ticket it opened, answered in its
 * department's inbox; this lists those tickets with their status, so an answered one no longer waits.
 */
function ContactFormTickets() {
  const translate = useTranslate();
  return (
    <InboxList
      kind={{ kind: 'contact' }}
      title={translate('sahay.support.from_contact_form')}
      filter={{ [fromContactFormFilter]: 'true' }}
    />
  );
}

const read = permissionFor(ticket, 'list');

export const ContactFormTicketsPage = () => (
  <RequirePermission permission={read}>
    <ContactFormTickets />
  </RequirePermission>
);

export const DepartmentInboxPage = () => (
  <RequirePermission permission={read}>
    <DepartmentInbox />
  </RequirePermission>
);

export const MyTicketsPage = () => (
  <RequirePermission permission={read}>
    <MyTickets />
  </RequirePermission>
);
