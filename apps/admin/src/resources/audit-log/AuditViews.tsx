import { auditLog } from '@sahay/contracts';
import {
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { defaultSort } from '../../contracts.ts';
import { DateField } from '../../generic/fields.tsx';
import { ListError } from '../../generic/views.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="entity" source="entity" />,
  <TextInput key="action" source="action" />,
  <TextInput key="user_id" source="user_id" />,
];

/** The trail is written by the API itself: here it is only read, newest first. */
export function AuditList() {
  return (
    <List
      sort={defaultSort(auditLog)}
      filters={filters}
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
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <NumberField source="id" />
        <DateField source="at" showTime />
        <ReferenceField source="user_id" reference="user" link={false} emptyText="—" />
        <TextField source="entity" />
        <NumberField source="entity_id" />
        <TextField source="action" />
      </Datagrid>
    </List>
  );
}

export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="at" showTime />
        <ReferenceField source="user_id" reference="user" link={false} emptyText="—" />
        <TextField source="entity" />
        <NumberField source="entity_id" />
        <TextField source="action" />
        <FunctionField
          source="changes"
          render={(record) => (
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>{JSON.stringify(record.changes, null, 2)}</pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
