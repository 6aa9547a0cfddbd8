import { Alert } from '@mui/material';
import type { ResourceContract } from '@sahay/contracts';
import type { ReactElement, ReactNode } from 'react';
import {
  AutocompleteInput,
  BulkDeleteButton,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../access.tsx';
import { defaultSort, fieldsOf, hasForm, offers, permissionFor, representationOf } from '../contracts.ts';
import { choicesOf } from '../i18n/choices.ts';
import type { ResourceScreens, WorkspaceScreens } from '../resources/declaration.ts';
import { useColumnsExporter } from './columnFields.tsx';
import { columnsOfSpecs } from './columns.ts';
import { DateField, fieldFor, listColumns, listSpecs } from './fields.tsx';
import { formInputs } from './inputs.tsx';

/** The API's reason a list could not be read (a 403 names the missing permission). */
export function ListError() {
  const { error } = useListContext();
  const translate = useTranslate();
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
}

/**
 * Search box, one box per searchable text field, choices for flags and enums, and a picker per
 * reference (found by typing its title): the API filters by each.
 */
export function listFilters(contract: ResourceContract): ReactElement[] {
  const filters: ReactElement[] = [];
  const specs = fieldsOf(contract);
  const isChoice = (field: string) => specs.some((spec) => spec.name === field && spec.kind === 'select');
  if (offers(contract, 'search')) {
    filters.push(<SearchInput source="q" alwaysOn key="q" />);
    for (const field of contract.search ?? []) if (!isChoice(field)) filters.push(<TextInput source={field} key={field} />);
  }
  for (const spec of specs) {
    if (spec.kind === 'boolean') filters.push(<NullableBooleanInput source={spec.name} key={spec.name} />);
    if (spec.kind === 'select') {
      filters.push(<SelectInput source={spec.name} key={spec.name} choices={choicesOf(spec)} />);
    }
    if (spec.kind === 'reference' && spec.reference) {
      filters.push(
        <ReferenceInput source={spec.name} key={spec.name} reference={spec.reference}>
          <AutocompleteInput optionText={representationOf(spec.reference)} filterToQuery={(q) => ({ q })} />
        </ReferenceInput>,
      );
    }
  }
  return filters;
}

export function ListActions({ contract, children }: { contract: ResourceContract; children?: ReactNode }) {
  const { can: canCreate } = useCan(permissionFor(contract, 'create'));
  return (
    <TopToolbar>
      {children}
      <FilterButton />
      {canCreate && hasForm(contract, 'create') ? <CreateButton /> : null}
      <ListExportButton />
    </TopToolbar>
  );
}

/** CSV export reads by pages of 100; this many rows at most. */
const maxExportRows = 5000;

/** The list's Export button, for toolbars of their own: the list's exporter, up to the rows an export reads. */
export function ListExportButton() {
  return <ExportButton maxResults={maxExportRows} />;
}

/** Bulk delete where the resource offers `delete_multiple/` and the role may delete. */
export function useBulkDelete(contract: ResourceContract) {
  const { can } = useCan(permissionFor(contract, 'delete'));
  return can && offers(contract, 'deleteMultiple') ? <BulkDeleteButton mutationMode="pessimistic" /> : false;
}

/** Rows open the edit form for roles that may change records, the detail page for the others. */
export function useRowClick(contract: ResourceContract) {
  const { can } = useCan(permissionFor(contract, 'update'));
  return can && hasForm(contract, 'update') ? 'edit' : 'show';
}

export function GenericList({ contract, columns }: { contract: ResourceContract; columns?: ReactNode }) {
  const bulkActions = useBulkDelete(contract);
  const rowClick = useRowClick(contract);
  // The export holds the declared columns (references by their titles), whatever a screen adds beside them.
  const exporter = useColumnsExporter([{ source: 'id', kind: 'number' }, ...columnsOfSpecs(listSpecs(contract))]);
  return (
    <List
      sort={defaultSort(contract)}
      exporter={exporter}
      filters={listFilters(contract)}
      actions={<ListActions contract={contract} />}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={bulkActions}>
        <TextField source="id" />
        {columns ?? listColumns(contract)}
      </Datagrid>
    </List>
  );
}

export function EditToolbar({ contract }: { contract: ResourceContract }) {
  const { can: canDelete } = useCan(permissionFor(contract, 'delete'));
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && offers(contract, 'delete') ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

/**
 * Saves wait for the API (pessimistic), so its field messages (400/409) land on the fields and a
 * refused change is never shown as done. With an `aside` (a record's Publishing panel), the save stays on the
 * record, so what the aside shows follows it.
 */
export function GenericEdit({ contract, children, aside }: { contract: ResourceContract; children?: ReactNode; aside?: ReactElement }) {
  return (
    <Edit mutationMode="pessimistic" redirect={aside ? false : 'list'} aside={aside}>
      <SimpleForm toolbar={<EditToolbar contract={contract} />} warnWhenUnsavedChanges>
        {children ?? formInputs(contract, 'edit')}
      </SimpleForm>
    </Edit>
  );
}

export function GenericCreate({ contract, children }: { contract: ResourceContract; children?: ReactNode }) {
  return (
    <Create redirect="list">
      <SimpleForm warnWhenUnsavedChanges>{children ?? formInputs(contract, 'create')}</SimpleForm>
    </Create>
  );
}

function ShowActions({ contract }: { contract: ResourceContract }) {
  const { can } = useCan(permissionFor(contract, 'update'));
  return <TopToolbar>{can && hasForm(contract, 'update') ? <EditButton /> : null}</TopToolbar>;
}

export function GenericShow({ contract, children }: { contract: ResourceContract; children?: ReactNode }) {
  return (
    <Show actions={<ShowActions contract={contract} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        {children ?? fieldsOf(contract).map((spec) => fieldFor(spec, 'show'))}
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

/**
 * The screens of a resource that declares nothing special, made from its contract: a list, a detail
 * page, and forms for the actions it offers; each asks for the permission the API will check.
 */
export function genericViews(contract: ResourceContract): ResourceScreens {
  const read = permissionFor(contract, 'get');
  return {
    list: guarded(() => <GenericList contract={contract} />, read),
    show: guarded(() => <GenericShow contract={contract} />, read),
    create: hasForm(contract, 'create')
      ? guarded(() => <GenericCreate contract={contract} />, permissionFor(contract, 'create'))
      : undefined,
    edit: hasForm(contract, 'update') ? guarded(() => <GenericEdit contract={contract} />, permissionFor(contract, 'update')) : undefined,
  };
}

/** A workspace's screens: each resource's own where it has them, the generated ones for the rest. */
export const workspaceScreens = (own: Record<string, ResourceScreens>): WorkspaceScreens => ({
  own,
  of: (contract) => ({ ...genericViews(contract), ...own[contract.name] }),
});
