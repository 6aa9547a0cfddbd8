import { AutocompleteInput, ReferenceInput, required } from 'react-admin';

/** A ledger chosen by name, typed to search: the statement's own (a bank or cash ledger) or the other side of a voucher. */
export function LedgerPicker({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="ledger_account">
      <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} validate={required()} sx={{ minWidth: 300 }} />
    </ReferenceInput>
  );
}
