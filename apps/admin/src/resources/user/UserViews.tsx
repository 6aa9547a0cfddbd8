import { user } from '@sahay/contracts';
import { useRef } from 'react';
import {
  BooleanField,
  Create,
  Edit,
  EmailField,
  ReferenceField,
  SimpleForm,
  TextField,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { formFieldsOf, validatorFor } from '../../contracts.ts';
import type { SahayDataProvider } from '../../dataProvider.ts';
import { inputFor } from '../../generic/inputs.tsx';
import { EditToolbar, GenericList } from '../../generic/views.tsx';
import { MediaField } from '../../inputs/MediaField.tsx';
import { UserStatementButton } from '../donation/DonationActions.tsx';

export function UserList() {
  return (
    <GenericList
      contract={user}
      columns={[
        <MediaField key="image" source="image" size={40} sortable={false} />,
        <TextField key="first_name" source="first_name" />,
        <TextField key="last_name" source="last_name" />,
        <EmailField key="email" source="email" />,
        <TextField key="username" source="username" />,
        <ReferenceField key="role" source="role" reference="role" link={false} />,
        <BooleanField key="is_active" source="is_active" />,
      ]}
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

/** A donor's year-end statement, one click from their record. */
function UserEditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <UserStatementButton />
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
