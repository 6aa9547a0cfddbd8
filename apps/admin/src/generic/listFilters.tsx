import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { DateInput } from '../inputs/DateInput.tsx';

/** The filters a document list (orders, bills, donations) shares: a status, a looked-up record and a period. */

/** A status picker; `nameOf` gives each status's translated name. */
export function statusFilter(source: string, label: string, statuses: readonly string[], nameOf: (status: string) => string) {
  return <SelectInput source={source} label={label} key={source} choices={statuses.map((s) => ({ id: s, name: nameOf(s) }))} />;
}

/** A record picked by typing its name (a customer, a vendor, a cause). */
export function lookupFilter(
  source: string,
  reference: string,
  optionText: string | ((record: Record<string, unknown>) => string) = 'name',
) {
  return (
    <ReferenceInput source={source} reference={reference} key={source}>
      <AutocompleteInput optionText={optionText} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
}

/** The period's two dates, labelled `<prefix>.from` and `<prefix>.to`. */
export function periodFilters(prefix: string) {
  return [
    <DateInput source="date_after" label={`${prefix}.from`} key="date_after" />,
    <DateInput source="date_before" label={`${prefix}.to`} key="date_before" />,
  ];
}
