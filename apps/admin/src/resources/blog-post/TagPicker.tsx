import { tag } from '@sahay/contracts';
import { AutocompleteArrayInput, ReferenceArrayInput, useCreate, useNotify } from 'react-admin';
import { useCan } from '../../access.tsx';
import { defaultSort, permissionFor, representationOf } from '../../contracts.ts';

/**
 * A post's tags: picked from the tags there are, or, for staff who may add tags, a new one made by typing its
 * name and choosing "Create": the tag is saved at once and picked.
 */
export function TagPicker() {
  const [create] = useCreate();
  const notify = useNotify();
  const { can: canCreate } = useCan(permissionFor(tag, 'create'));
  const createTag = async (typed?: string) => {
    const name = typed?.trim();
    if (!name) return undefined;
    try {
      return await create(tag.name, { data: { name } }, { returnPromise: true });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
  };
  return (
    <ReferenceArrayInput source="tags" reference={tag.name} perPage={100} sort={defaultSort(tag)}>
      <AutocompleteArrayInput
        optionText={representationOf(tag.name)}
        filterToQuery={(q) => ({ q })}
        onCreate={canCreate ? createTag : undefined}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
