import { Chip } from '@mui/material';
import { volunteerApplication, volunteerStatuses } from '@sahay/contracts';
import { volunteerAreas } from '@sahay/contracts/site-constants';
import {
  Datagrid,
  Edit,
  EmailField,
  ExportButton,
  FilterButton,
  FunctionField,
  Labeled,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { guarded } from '../../access.tsx';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { useColumnsExporter } from '../../generic/columnFields.tsx';
import { columnsOfSpecs } from '../../generic/columns.ts';
import { DateField, listSpecs } from '../../generic/fields.tsx';
import { statusFilter } from '../../generic/listFilters.tsx';
import { EditToolbar, ListError, useBulkDelete, useRowClick } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';

/**
 * Website › Volunteers: visitors apply on the site's `/volunteer` (never here), and staff follow each one up,
 * moving it from new to contacted, then active or declined. Areas and statuses are said in the screen's language.
 */

interface Application {
  area?: string;
  status?: string;
}

const statusKey = (status: string) => `sahay.volunteers.statuses.${status}`;
const areaKey = (area: string) => `sahay.volunteers.areas.${area}`;

function StatusChip({ status = 'new' }: { status?: string }) {
  const translate = useTranslate();
  const color = status === 'active' ? 'success' : status === 'declined' ? 'default' : 'primary';
  return <Chip size="small" variant={status === 'new' ? 'outlined' : 'filled'} color={color} label={translate(statusKey(status))} />;
}

function VolunteerList() {
  const translate = useTranslate();
  const exporter = useColumnsExporter([{ source: 'id', kind: 'number' }, ...columnsOfSpecs(listSpecs(volunteerApplication))]);
  const filters = [
    <SearchInput source="q" alwaysOn key="q" />,
    statusFilter('status', 'sahay.volunteers.status', volunteerStatuses, (s) => translate(statusKey(s))),
    statusFilter('area', 'sahay.volunteers.area', volunteerAreas, (a) => translate(areaKey(a))),
  ];
  return (
    <List
      sort={defaultSort(volunteerApplication)}
      exporter={exporter}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={useRowClick(volunteerApplication)} bulkActionButtons={useBulkDelete(volunteerApplication)}>
        <TextField source="full_name" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <FunctionField source="area" render={(record: Application) => (record.area ? translate(areaKey(record.area)) : '')} />
        <FunctionField
          source="status"
          label="sahay.volunteers.status"
          render={(record: Application) => <StatusChip status={record.status} />}
        />
        <DateField source="created_at" />
      </Datagrid>
    </List>
  );
}

/** What the visitor wrote, as they wrote it; staff change the status only. */
function VolunteerEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar contract={volunteerApplication} />}>
        {(['full_name', 'email', 'phone'] as const).map((source) => (
          <Labeled key={source}>
            <TextField source={source} emptyText="—" />
          </Labeled>
        ))}
        <Labeled source="area">
          <FunctionField source="area" render={(record: Application) => (record.area ? translate(areaKey(record.area)) : '')} />
        </Labeled>
        <Labeled>
          <TextField source="message" emptyText="—" />
        </Labeled>
        <Labeled>
          <DateField source="created_at" showTime />
        </Labeled>
        <SelectInput
          source="status"
          label="sahay.volunteers.status"
          choices={volunteerStatuses.map((status) => ({ id: status, name: statusKey(status) }))}
        />
      </SimpleForm>
    </Edit>
  );
}

export default {
  list: guarded(VolunteerList, permissionFor(volunteerApplication, 'list')),
  edit: guarded(VolunteerEdit, permissionFor(volunteerApplication, 'update')),
} satisfies ResourceScreens;
