import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { ticket } from '@sahay/contracts';
import { useState } from 'react';
import { Link as RouterLink, useCreatePath, useGetList, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { ticketFromContactMessage, useRefreshSupport } from './supportApi.ts';

/** On a contact message: a link to its ticket, or "Make a ticket" for a message that has none. */
export function ContactTicket() {
  const { can } = useCan(permissionFor(ticket, 'list'));
  const record = useRecordContext();
  if (!can || !record) return null;
  return <TicketOfMessage messageId={record.id} />;
}

function TicketOfMessage({ messageId }: { messageId: number | string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefreshSupport();
  const { can: canCreate } = useCan(permissionFor(ticket, 'create'));
  const [making, setMaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data = [], isPending } = useGetList('ticket', { filter: { contact_message: messageId }, pagination: { page: 1, perPage: 1 } });
  const found = data[0];
  return (
    <Box component="section" aria-labelledby="contact-ticket" sx={{ mt: 1 }}>
      <Typography id="contact-ticket" component="h2" variant="subtitle1" gutterBottom>
        {translate('sahay.support.contact_ticket')}
      </Typography>
      {isPending ? null : found ? (
        <Link component={RouterLink} to={createPath({ resource: 'ticket', id: found.id, type: 'show' })}>
          {translate('sahay.support.ticket_title', { id: found.id, subject: found.subject })}
        </Link>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography>{translate('sahay.support.no_ticket')}</Typography>
          {canCreate ? (
            <Button
              variant="outlined"
              startIcon={<ConfirmationNumber />}
              disabled={making}
              onClick={async () => {
                setMaking(true);
                setProblem(null);
                try {
                  const made = await ticketFromContactMessage(messageId);
                  notify('sahay.support.made_ticket', { type: 'success' });
                  await refresh();
                  redirect('show', 'ticket', made.id);
                } catch (error) {
                  setProblem((error as Error).message);
                } finally {
                  setMaking(false);
                }
              }}
            >
              {translate('sahay.support.make_ticket')}
            </Button>
          ) : null}
        </Box>
      )}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
