import { role } from '@sahay/contracts';
import { Create, Edit, FunctionField, SimpleForm, TextField } from 'react-admin';
import { inputsFor } from '../../generic/inputs.tsx';
import { EditToolbar, GenericList } from '../../generic/views.tsx';
import { PermissionGrid } from './PermissionGrid.tsx';
import { RoleMenuEditor } from './RoleMenuEditor.tsx';

export function RoleList() {
  return (
    <GenericList
      contract={role}
      columns={[
        <TextField key="name" source="name" />,
        <TextField key="description" source="description" />,
        <FunctionField
          key="permissions"
          source="permissions"
          sortable={false}
          render={(record) => (record.all_permissions ? '∞' : String((record.permissions as number[] | undefined)?.length ?? 0))}
        />,
      ]}
    />
  );
}

export function RoleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<EditToolbar contract={role} />} warnWhenUnsavedChanges>
        {inputsFor(role, ['name', 'description', 'requires_two_factor'], 'edit')}
        <PermissionGrid />
      </SimpleForm>
      <RoleMenuEditor />
    </Edit>
  );
}

export function RoleCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm warnWhenUnsavedChanges>
        {inputsFor(role, ['name', 'description', 'requires_two_factor'], 'create')}
        <PermissionGrid />
      </SimpleForm>
    </Create>
  );
}
