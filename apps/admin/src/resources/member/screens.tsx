import { member, memberKinds } from '@sahay/contracts';
import { useTranslate } from 'react-admin';
import { guarded } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { statusFilter } from '../../generic/listFilters.tsx';
import { ListActions, listFilters, useRowClick } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { memberColumns } from './memberColumns.tsx';

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
    <ColumnsList
      columns={memberColumns}
      sort={defaultSort(member)}
      filters={useFilters()}
      actions={<ListActions contract={member} />}
      rowClick={useRowClick(member)}
      bulkActionButtons={false}
    />
  );
}

export default {
  list: guarded(MemberList, permissionFor(member, 'list')),
} satisfies ResourceScreens;
