import { auditLog } from '@sahay/contracts';
import {
  FilterButton,
  FunctionField,
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
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { DateField } from '../../generic/fields.tsx';
import { ListExportButton } from '../../generic/views.tsx';
import { auditColumns } from './auditColumns.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="entity" source="entity" />,
  <TextInput key="action" source="action" />,
  <TextInput key="user_id" source="user_id" />,
];

/** The trail is written by the API itself: here it is only read, newest first. */
export function AuditList() {
  return (
    <ColumnsList
      columns={auditColumns}
      sort={defaultSort(auditLog)}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ListExportButton />
        </TopToolbar>
      }
      rowClick="show"
      bulkActionButtons={false}
    />
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
