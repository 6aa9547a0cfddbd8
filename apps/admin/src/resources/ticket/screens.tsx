import { ticket } from '@sahay/contracts';
import { Create, required, SimpleForm, TextInput } from 'react-admin';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { formInputs } from '../../generic/inputs.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { AllTickets } from './TicketInbox.tsx';
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
} satisfies ResourceScreens;
