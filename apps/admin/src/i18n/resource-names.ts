import { pluralLabelOf, resourceContracts } from '@sahay/contracts';
import { fieldsOf } from '../contracts.ts';
import { humanize } from '../text.ts';
import { fieldLabels, resourceFieldLabels, singularNames } from './en.ts';

/** `resources.<name>.name` and `resources.<name>.fields.<field>` for every resource in the registry. */
export function resourceMessages(
  labels: Record<string, string>,
  names: (c: (typeof resourceContracts)[number]) => string,
  perResource: Record<string, Record<string, string>> = resourceFieldLabels,
) {
  return Object.fromEntries(
    resourceContracts.map((c) => [
      c.name,
      {
        name: names(c),
        fields: Object.fromEntries(
          [...fieldsOf(c).map((f) => f.name), 'id', 'created_at', 'updated_at', 'all_permissions', 'at', 'entity_id', 'changes'].map(
            (f) => [f, perResource[c.name]?.[f] ?? labels[f] ?? humanize(f)],
          ),
        ),
      },
    ]),
  );
}

/** The contract's labels in English, singular and plural (by default its list key as words: `Cities`, `Customer types`). */
export const englishResourceNames = resourceMessages(fieldLabels, (c) => `${singularNames[c.name] ?? c.label} |||| ${pluralLabelOf(c)}`);

/** Every choice a contract declares, named: `choices.<code>`, from `labels` or else the code in words. */
export function choiceMessages(labels: Record<string, string> = {}) {
  const codes = new Set(resourceContracts.flatMap((c) => fieldsOf(c).flatMap((f) => f.choices ?? [])));
  return Object.fromEntries([...codes].map((code) => [code, labels[code] ?? humanize(code)]));
}
