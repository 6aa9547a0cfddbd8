import { useMemo } from 'react';
import {
  AutocompleteInput,
  type AutocompleteInputProps,
  ChoicesContextProvider,
  ReferenceInput,
  useChoicesContext,
  useGetList,
  useTranslate,
} from 'react-admin';
import { groupOf, type LedgerChoice, ledgerTitle, orderLedgers } from './ledgerOrder.ts';

/** The names of the chart's groups, by id (a few dozen, read once and kept). */
function useGroupNames() {
  const { data } = useGetList<{ id: number; name: string }>('group', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return useMemo(() => new Map((data ?? []).map((g) => [g.id, g.name])), [data]);
}

/** The autocomplete over the ledgers its reference input found, ordered and headed by group. */
function GroupedLedgers({ cashAndBankFirst, ...props }: AutocompleteInputProps & { cashAndBankFirst: boolean }) {
  const translate = useTranslate();
  const choices = useChoicesContext();
  const groupNames = useGroupNames();
  const other = translate('sahay.vouchers.other_ledgers');
  const ordered = useMemo(
    () => orderLedgers((choices.allChoices ?? []) as LedgerChoice[], groupNames, { cashAndBankFirst, other }),
    [choices.allChoices, groupNames, cashAndBankFirst, other],
  );
  return (
    <ChoicesContextProvider value={{ ...choices, allChoices: ordered, availableChoices: ordered } as typeof choices}>
      <AutocompleteInput
        {...props}
        optionText={ledgerTitle}
        groupBy={(ledger) => groupOf(ledger as LedgerChoice, groupNames, other)}
        filterToQuery={(q: string) => ({ q })}
      />
    </ChoicesContextProvider>
  );
}

/**
 * The ledger of a voucher line: ledgers headed by their group, Cash and Bank first on the lines of payments and
 * receipts, a ledger's code before its name; typing narrows the list by name or code (the API searches both).
 * The chart's own ledgers come first (the oldest), before the many personal ledgers opened for donors and members.
 */
export function LedgerPicker({
  source,
  cashAndBankFirst = false,
  ...props
}: Omit<AutocompleteInputProps, 'optionText' | 'groupBy' | 'filterToQuery'> & { source: string; cashAndBankFirst?: boolean }) {
  return (
    <ReferenceInput source={source} reference="ledger_account" perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      <GroupedLedgers {...props} cashAndBankFirst={cashAndBankFirst} />
    </ReferenceInput>
  );
}
