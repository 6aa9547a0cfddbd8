import { supportEndpoints } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../access.tsx';
import { client } from '../../client.ts';

/** The support calls that are not one resource's records: the summary, marking read, replies, contact messages. */

const summaryKey = ['sahay', 'support-summary'];

/** Open and unread tickets per department the caller sees, and the median time to a first answer. */
export function useSupportSummary() {
  const { can } = useCan('ticket.read');
  return useQuery({
    queryKey: summaryKey,
    queryFn: () => client.call(supportEndpoints.dashboardSummary),
    enabled: can,
    staleTime: 30_000,
  });
}

/** The colleagues a ticket can be given to (id and name), for the assignee filter and picker. */
export function useTicketAgents() {
  const { can } = useCan('ticket.read');
  return useQuery({
    queryKey: ['sahay', 'ticket-agents'],
    queryFn: async () => (await client.call(supportEndpoints.agents)).users,
    enabled: can,
    staleTime: 60_000,
  });
}

/** After a ticket changed: its rows, its thread and the counts in the menu and on the dashboard are read again. */
export function useRefreshSupport() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: summaryKey }),
      client.invalidateQueries({ queryKey: ['ticket'] }),
      client.invalidateQueries({ queryKey: ['ticket_detail'] }),
    ]);
}

export const markRead = (ticketId: number | string) => client.call(supportEndpoints.markRead, { params: { id: ticketId } });

/** An agent's reply or internal note, with its attachment: the API checks the file by its bytes. */
export function sendEntry(entry: { ticket: number | string; message: string; internal: boolean; file?: File | null }) {
  const form = new FormData();
  form.append('ticket', String(entry.ticket));
  form.append('message', entry.message);
  form.append('internal', String(entry.internal));
  if (entry.file) form.append('file', entry.file);
  return client.call(supportEndpoints.agentReply, { body: form });
}
