import Done from '@mui/icons-material/Done';
import Undo from '@mui/icons-material/Undo';
import { contactMessage } from '@sahay/contracts';
import {
  BooleanField,
  Button,
  Datagrid,
  DateField,
  DeleteButton,
  EmailField,
  ExportButton,
  FilterButton,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { useCan } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ListError, listFilters, useBulkDelete } from '../../generic/views.tsx';
import { ContactTicket } from '../ticket/ContactTicket.tsx';

/** Messages stay until someone marks them handled; this flips the flag, nothing else. */
export function MarkHandledButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useCan(permissionFor(contactMessage, 'update'));
  const [update, { isPending }] = useUpdate();
  if (!record || !can) return null;
  const handled = Boolean(record.handled);
  return (
    <Button
      label={handled ? 'sahay.contact.mark_open' : 'sahay.contact.mark_handled'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'contact_message',
          { id: record.id, data: { handled: !handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('sahay.contact.marked', { type: 'success' });
              // A read of the message begun before the click (the page still loading) would land after the
              // answer and show the old flag: read it again, which cancels that one.
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {handled ? <Undo /> : <Done />}
    </Button>
  );
}

export function ContactList() {
  return (
    <List
      sort={defaultSort(contactMessage)}
      filters={listFilters(contactMessage)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton maxResults={5000} />
        </TopToolbar>
      }
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={useBulkDelete(contactMessage)}>
        <TextField source="id" />
        <DateField source="created_at" showTime />
        <TextField source="name" />
        <TextField source="lastname" />
        <EmailField source="email" onClick={(e) => e.stopPropagation()} />
        <TextField source="subject" />
        <BooleanField source="handled" />
        <MarkHandledButton />
      </Datagrid>
    </List>
  );
}

function ShowActions() {
  const { can } = useCan(permissionFor(contactMessage, 'delete'));
  return (
    <TopToolbar>
      <MarkHandledButton />
      {can ? <DeleteButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  );
}

export function ContactShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <DateField source="created_at" showTime />
        <TextField source="name" />
        <TextField source="lastname" />
        <EmailField source="email" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="handled" />
        <ContactTicket />
      </SimpleShowLayout>
    </Show>
  );
}
