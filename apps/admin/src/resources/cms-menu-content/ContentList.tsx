import { cmsMenuContent } from '@sahay/contracts';
import { AutocompleteInput, CreateButton, FilterButton, ReferenceInput, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { useCan } from '../../access.tsx';
import { defaultSort, permissionFor, representationOf } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { ListExportButton, useBulkDelete, useRowClick } from '../../generic/views.tsx';
import { contentColumns } from './contentColumns.tsx';

const filters = [
  <ReferenceInput key="cms_menu" source="cms_menu" reference="cms_menu" alwaysOn>
    <AutocompleteInput optionText={representationOf('cms_menu')} filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SearchInput key="q" source="q" alwaysOn />,
];

/** A new block goes to the menu the list is showing. */
function Actions() {
  const { filterValues } = useListContext();
  const { can } = useCan(permissionFor(cmsMenuContent, 'create'));
  return (
    <TopToolbar>
      <FilterButton />
      {can ? <CreateButton state={{ record: filterValues.cms_menu ? { cms_menu: filterValues.cms_menu } : {} }} /> : null}
      <ListExportButton />
    </TopToolbar>
  );
}

/** Each menu's content blocks: the key the page looks them up by, and the words (edited as rich text). */
export function ContentList() {
  return (
    <ColumnsList
      columns={contentColumns}
      sort={defaultSort(cmsMenuContent)}
      filters={filters}
      actions={<Actions />}
      rowClick={useRowClick(cmsMenuContent)}
      bulkActionButtons={useBulkDelete(cmsMenuContent)}
    />
  );
}
