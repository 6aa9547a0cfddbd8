import type { ResourceContract } from '@sahay/contracts';
import { Create, Edit, type RedirectionSideEffect, SimpleForm } from 'react-admin';
import { useLocation } from 'react-router';
import { formInputs } from '../../generic/inputs.tsx';
import { EditToolbar } from '../../generic/views.tsx';

/** After a save: back to the chart of accounts when the form was opened from it, else to the resource's list. */
function useReturn(): RedirectionSideEffect {
  const { state } = useLocation() as { state?: { chart?: boolean } | null };
  return state?.chart ? () => 'group' : 'list';
}

/** A group's or a ledger's generated form, which returns to the tree it was opened from. */
export function ChartCreate({ contract }: { contract: ResourceContract }) {
  const redirect = useReturn();
  return (
    <Create redirect={redirect}>
      <SimpleForm warnWhenUnsavedChanges>{formInputs(contract, 'create')}</SimpleForm>
    </Create>
  );
}

export function ChartEdit({ contract }: { contract: ResourceContract }) {
  const redirect = useReturn();
  return (
    <Edit mutationMode="pessimistic" redirect={redirect}>
      <SimpleForm toolbar={<EditToolbar contract={contract} />} warnWhenUnsavedChanges>
        {formInputs(contract, 'edit')}
      </SimpleForm>
    </Edit>
  );
}
