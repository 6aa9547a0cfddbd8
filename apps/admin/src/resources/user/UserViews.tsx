import { user, userAccountKinds } from '@sahay/contracts';
import { useRef } from 'react';
import { Create, Edit, SelectInput, SimpleForm, TopToolbar, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import { defaultSort, formFieldsOf, validatorFor } from '../../contracts.ts';
import type { SahayDataProvider } from '../../dataProvider.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { inputFor } from '../../generic/inputs.tsx';
import { EditToolbar, ListActions, listFilters, useBulkDelete, useRowClick } from '../../generic/views.tsx';
import { UserStatementButton } from '../donation/DonationActions.tsx';
import { PersonDataButtons } from './PersonDataButtons.tsx';
import { ResetTwoFactorButton } from './ResetTwoFactorButton.tsx';
import { userColumns } from './userColumns.tsx';

/**
 * Staff and everyone else apart: the list opens on staff (users whose role is a staff role); the donors', members'
 * and customers' accounts are one choice away, and emptying the choice lists every account.
 */
const accountsFilter = (
  <SelectInput
    source="accounts"
    key="accounts"
    label="sahay.users.accounts"
    alwaysOn
    emptyText="sahay.users.all_accounts"
    choices={userAccountKinds.map((kind) => ({ id: kind, name: `sahay.users.accounts_${kind}` }))}
  />
);
const userFilters = [accountsFilter, ...listFilters(user)];

export function UserList() {
  return (
    <ColumnsList
      columns={userColumns}
      sort={defaultSort(user)}
      filters={userFilters}
      filterDefaultValues={{ accounts: 'staff' }}
      actions={<ListActions contract={user} />}
      rowClick={useRowClick(user)}
      bulkActionButtons={useBulkDelete(user)}
    />
  );
}

type Checked = 'email' | 'username' | 'primary_phone' | 'secondary_phone';
const checked: readonly Checked[] = ['email', 'username', 'primary_phone', 'secondary_phone'];

/**
 * The live uniqueness checks: when a field is left, the API says whether another user has the value.
 * The last answer per field is kept, so typing elsewhere does not ask again.
 */
function useTakenCheck(field: Checked, userId: number | undefined): Validator {
  const dataProvider = useDataProvider<SahayDataProvider>();
  const last = useRef<{ value: string; taken: boolean }>(undefined);
  return async (value: unknown) => {
    const given = typeof value === 'string' ? value.trim() : '';
    if (!given) return undefined;
    if (last.current?.value !== given) {
      // A failing check (network, permission) never blocks the form: the API checks again on save.
      const taken = await dataProvider.isTaken(field, given, userId).catch(() => false);
      last.current = { value: given, taken };
    }
    return last.current.taken ? 'sahay.users.taken' : undefined;
  };
}

const passwordRequired = Object.assign((value: unknown) => (value ? undefined : 'This field is required.'), { isRequired: true });

function UserInputs({ mode }: { mode: 'create' | 'edit' }) {
  const record = useRecordContext();
  const userId = mode === 'edit' ? (record?.id as number | undefined) : undefined;
  const checks = {
    email: useTakenCheck('email', userId),
    username: useTakenCheck('username', userId),
    primary_phone: useTakenCheck('primary_phone', userId),
    secondary_phone: useTakenCheck('secondary_phone', userId),
  };
  return formFieldsOf(user, mode).map((spec) => {
    if (checked.includes(spec.name as Checked)) return inputFor(spec, mode, [validatorFor(spec), checks[spec.name as Checked]]);
    // Optional in the contract (updates never carry it), required when the account is made.
    if (spec.name === 'password') return inputFor({ ...spec, required: true }, mode, [passwordRequired, validatorFor(spec)]);
    return inputFor(spec, mode);
  });
}

export function UserCreate() {
  return (
    <Create redirect="list">
      <SimpleForm mode="onBlur" reValidateMode="onBlur" defaultValues={{ is_active: true }} warnWhenUnsavedChanges>
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  );
}

/** A donor's year-end statement, one click from their record; an administrator's reset of the second factor; the person's data exported or erased. */
function UserEditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <UserStatementButton />
      <ResetTwoFactorButton />
      <PersonDataButtons />
    </TopToolbar>
  );
}

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<UserEditActions />}>
      <SimpleForm mode="onBlur" reValidateMode="onBlur" toolbar={<EditToolbar contract={user} />} warnWhenUnsavedChanges>
        <UserInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
