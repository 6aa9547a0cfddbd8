import Groups from '@mui/icons-material/Groups';
import { Chip, Stack } from '@mui/material';
import { member, memberKinds } from '@sahay/contracts';
import { Datagrid, EmailField, FunctionField, List, TextField, useTranslate } from 'react-admin';
import { guarded } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { statusFilter } from '../../generic/listFilters.tsx';
import { ListActions, ListError, listFilters, useRowClick } from '../../generic/views.tsx';

/** The kinds a member has (executive, adviser, general), as chips. */
function KindsField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="kinds"
      label="sahay.members.kinds"
      sortable={false}
      render={(record: { kinds?: string[] }) => (
        <Stack direction="row" spacing={0.5}>
          {(record.kinds ?? []).map((kind) => (
            <Chip key={kind} size="small" label={translate(`sahay.fees.${kind}`)} />
          ))}
        </Stack>
      )}
    />
  );
}

/** The generated filters (search, each text field), and the kind a member has. */
function useFilters() {
  const translate = useTranslate();
  return [...listFilters(member), statusFilter('kind', 'sahay.members.kind', memberKinds, (kind) => translate(`sahay.fees.${kind}`))];
}

/**
 * Members with their kinds, filtered by kind. The name, email and phone are their account's: shown, searched, but not
 * sorted by (the API sorts by the member's own columns).
 */
export function MemberList() {
  return (
    <List
      sort={defaultSort(member)}
      filters={useFilters()}
      actions={<ListActions contract={member} />}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={useRowClick(member)} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" sortable={false} />
        <EmailField source="email" sortable={false} onClick={(e) => e.stopPropagation()} />
        <TextField source="primary_phone" sortable={false} />
        <TextField source="village" />
        <KindsField />
      </Datagrid>
    </List>
  );
}

export default {
  list: guarded(MemberList, permissionFor(member, 'list')),
  icon: Groups,
};
