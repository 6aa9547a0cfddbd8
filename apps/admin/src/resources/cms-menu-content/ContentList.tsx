import { cmsMenuContent } from '@sahay/contracts';
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { useCan } from '../../access.tsx';
import { defaultSort, permissionFor, representationOf } from '../../contracts.ts';
import { columnFields, useColumnsExporter } from '../../generic/columnFields.tsx';
import { ListError, ListExportButton, useBulkDelete, useRowClick } from '../../generic/views.tsx';
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
    <List
      sort={defaultSort(cmsMenuContent)}
      filters={filters}
      actions={<Actions />}
      exporter={useColumnsExporter(contentColumns)}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={useRowClick(cmsMenuContent)} bulkActionButtons={useBulkDelete(cmsMenuContent)}>
        {columnFields(contentColumns)}
      </Datagrid>
    </List>
  );
}
