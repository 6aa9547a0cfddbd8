import SupportAgent from '@mui/icons-material/SupportAgent';
import { ticket } from '@sahay/contracts';
import { Create, required, SimpleForm, TextInput } from 'react-admin';
import { Route } from 'react-router';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { formInputs } from '../../generic/inputs.tsx';
import type { ResourceViews } from '../../generic/views.tsx';
import { AllTickets, DepartmentInboxPage, MyTicketsPage } from './TicketInbox.tsx';
import { TicketThread } from './TicketThread.tsx';

/** Support tickets: the list of every ticket the caller sees opens a thread, not a form. */
/**
 * A ticket opened by staff (a request by phone or at the door): the declared fields, then the first
 * message of its thread, which the API requires with the ticket. Its status starts as Open.
 */
function TicketCreate() {
  return (
    <Create redirect="show">
      <SimpleForm warnWhenUnsavedChanges>
        {formInputs(ticket, 'create', ['ticket_status', 'contact_message', 'message'])}
        <TextInput source="message" label="sahay.support.first_message" multiline minRows={4} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export default {
  list: guarded(AllTickets, permissionFor(ticket, 'list')),
  create: guarded(TicketCreate, permissionFor(ticket, 'create')),
  show: TicketThread,
  icon: SupportAgent,
} satisfies Partial<ResourceViews>;

/** Where a department's inbox and the agent's own tickets are, under /admin/. */
export const inboxPath = (departmentId: number) => `support/inbox/${departmentId}`;
export const myTicketsPath = 'support/mine';

/** The Support screens beside the ticket resource's own, for react-admin's `<CustomRoutes>`. */
export const supportRoutes = [
  <Route key="inbox" path="/support/inbox/:department" element={<DepartmentInboxPage />} />,
  <Route key="mine" path={`/${myTicketsPath}`} element={<MyTicketsPage />} />,
];
