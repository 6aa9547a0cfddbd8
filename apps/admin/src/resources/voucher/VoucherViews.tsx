import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ResourceContract } from '@sahay/contracts';
import {
  AutocompleteInput,
  Create,
  CreateButton,
  DeleteButton,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useGetMany,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { defaultSort, fieldsOf, permissionFor, representationOf } from '../../contracts.ts';
import type { VoucherLine } from '../../dataProvider.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import type { ListColumn } from '../../generic/columns.ts';
import { DateField, MoneyField } from '../../generic/fields.tsx';
import { RecordLayout, RecordSection, RecordSummary } from '../../generic/RecordSections.tsx';
import { useBulkDelete } from '../../generic/views.tsx';
import { DateInput } from '../../inputs/DateInput.tsx';
import { sumPaisa } from '../../money.ts';
import { useMoney } from '../../useMoney.ts';
import type { ResourceScreens } from '../declaration.ts';
import { FindVoucher } from './FindVoucher.tsx';
import { PrintVoucherButton } from './PrintVoucher.tsx';
import { ReverseVoucherButton } from './ReverseVoucher.tsx';
import { dateFieldOf, VoucherForm } from './VoucherForm.tsx';
import { VoucherSettles } from './VoucherSettles.tsx';

function VoucherListActions({ contract }: { contract: ResourceContract }) {
  const { can: canCreate } = useCan(permissionFor(contract, 'create'));
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <FindVoucher resource={contract.name} />
      <FilterButton />
      {canCreate ? <CreateButton /> : null}
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

/** A searchable picker of records by name, as a list filter. */
function pickerFilter(source: string, reference: string, label: string, alwaysOn = false) {
  return (
    <ReferenceInput source={source} key={source} reference={reference} alwaysOn={alwaysOn}>
      <AutocompleteInput label={label} optionText="name" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

/**
 * The filters of the reports: the period (the voucher's date from, to), a ledger or sub-ledger on any of its
 * lines (the sub-ledger also on the voucher itself), the branch and part of the number.
 */
export const voucherFilters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <DateInput source="date_after" label="sahay.vouchers.date_after" alwaysOn key="date_after" />,
  <DateInput source="date_before" label="sahay.vouchers.date_before" alwaysOn key="date_before" />,
  pickerFilter('ledger', 'ledger_account', 'sahay.vouchers.ledger', true),
  pickerFilter('sub_ledger', 'sub_ledger_account', 'sahay.vouchers.sub_ledger'),
  pickerFilter('branch', 'branch', 'sahay.vouchers.branch'),
  <TextInput source="invoice_no" label="sahay.vouchers.number" key="invoice_no" />,
];

/**
 * What a voucher list shows, and its export holds: the number and date, what it moved (its amount, the ledgers debited
 * and credited, by name) and its details.
 */
const voucherColumns = (contract: ResourceContract): ListColumn[] => [
  { source: 'invoice_no', label: 'sahay.vouchers.number', sortable: true },
  { source: dateFieldOf(contract), kind: 'date', sortable: true },
  { source: 'amount', label: 'sahay.vouchers.amount', kind: 'money' },
  { source: 'debit_ledgers', label: 'sahay.vouchers.debit_ledgers', kind: 'names' },
  { source: 'credit_ledgers', label: 'sahay.vouchers.credit_ledgers', kind: 'names' },
  { source: 'details', sortable: true },
];

/** Vouchers by number and date, what each moved (its amount, the ledgers debited and credited) and details; a row opens the voucher with its lines. */
export function VoucherList({ contract }: { contract: ResourceContract }) {
  const bulkActions = useBulkDelete(contract);
  const columns = voucherColumns(contract);
  return (
    <ColumnsList
      columns={columns}
      sort={defaultSort(contract)}
      filters={voucherFilters}
      actions={<VoucherListActions contract={contract} />}
      rowClick="show"
      bulkActionButtons={bulkActions}
    />
  );
}

export function VoucherCreate({ contract }: { contract: ResourceContract }) {
  return (
    <Create redirect="show">
      <VoucherForm contract={contract} mode="create" />
    </Create>
  );
}

/** Changes go to `update/` by the voucher's number, each line by its id; the API refuses them while unbalanced. */
export function VoucherEdit({ contract }: { contract: ResourceContract }) {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <VoucherForm contract={contract} mode="edit" />
    </Edit>
  );
}

/** Whether a kind of voucher's lines name a cause (the restricted fund a line was spent from or received for). */
const linesNameACause = (contract: ResourceContract) =>
  fieldsOf(contract).some((spec) => spec.kind === 'lines' && spec.lineFields?.some((line) => line.name === 'cause'));

/**
 * The lines of a voucher with their ledgers' names (and the cause each names, where its kind has causes), and the
 * totals under the debit and credit columns.
 */
function VoucherLines({ contract }: { contract: ResourceContract }) {
  const translate = useTranslate();
  const money = useMoney();
  const record = useRecordContext();
  const lines = (record?.items as VoucherLine[] | undefined) ?? [];
  const ids = (resource: 'ledger' | 'sub_ledger' | 'cause') => [
    ...new Set(lines.map((l) => l[resource]).filter((id): id is number => typeof id === 'number')),
  ];
  const { data: ledgers = [] } = useGetMany('ledger_account', { ids: ids('ledger') });
  const { data: subLedgers = [] } = useGetMany('sub_ledger_account', { ids: ids('sub_ledger') });
  const withCause = linesNameACause(contract);
  const { data: causes = [] } = useGetMany('cause', { ids: ids('cause') }, { enabled: withCause });
  const causeName = representationOf('cause');
  const nameOf = (list: { id: unknown; name?: unknown }[], id: unknown) =>
    id === null || id === undefined ? '' : String(list.find((r) => r.id === id)?.name ?? `#${id}`);
  const causeOf = (list: RaRecord[], id: unknown) => {
    const found = list.find((r) => r.id === id);
    return id === null || id === undefined ? '' : found ? causeName(found) : `#${id}`;
  };
  const amountCell = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
  const shown = (value: string | null | undefined) => (sumPaisa([value]) === 0n ? '' : money(value));
  return (
    <Table size="small" aria-label={translate('sahay.vouchers.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('sahay.vouchers.ledger')}</TableCell>
          <TableCell>{translate('sahay.vouchers.sub_ledger')}</TableCell>
          {withCause ? <TableCell>{translate('sahay.vouchers.cause')}</TableCell> : null}
          <TableCell align="right">{translate('sahay.vouchers.debit')}</TableCell>
          <TableCell align="right">{translate('sahay.vouchers.credit')}</TableCell>
          <TableCell>{translate('sahay.vouchers.line_details')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={line.id ?? index}>
            <TableCell>{nameOf(ledgers, line.ledger)}</TableCell>
            <TableCell>{nameOf(subLedgers, line.sub_ledger)}</TableCell>
            {withCause ? <TableCell>{causeOf(causes, line.cause)}</TableCell> : null}
            <TableCell {...amountCell}>{shown(line.debit_amount)}</TableCell>
            <TableCell {...amountCell}>{shown(line.credit_amount)}</TableCell>
            <TableCell>{line.details ?? record?.details ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={withCause ? 3 : 2} sx={{ fontWeight: 600, color: 'text.primary' }}>
            {translate('sahay.vouchers.total')}
          </TableCell>
          <TableCell {...amountCell} sx={{ ...amountCell.sx, fontWeight: 600, color: 'text.primary' }}>
            {money(sumPaisa(lines.map((l) => l.debit_amount)))}
          </TableCell>
          <TableCell {...amountCell} sx={{ ...amountCell.sx, fontWeight: 600, color: 'text.primary' }}>
            {money(sumPaisa(lines.map((l) => l.credit_amount)))}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

function VoucherShowActions({ contract }: { contract: ResourceContract }) {
  const { can: canUpdate } = useCan(permissionFor(contract, 'update'));
  const { can: canDelete } = useCan(permissionFor(contract, 'delete'));
  return (
    <TopToolbar>
      <PrintVoucherButton contract={contract} />
      <ReverseVoucherButton contract={contract} />
      {canUpdate ? <EditButton /> : null}
      {canDelete ? <DeleteButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  );
}

/** A voucher as it is read: its number, date and amount, then its lines with their totals and its details, with what it settles beside. */
export function VoucherShow({ contract }: { contract: ResourceContract }) {
  return (
    <Show actions={<VoucherShowActions contract={contract} />}>
      <RecordLayout
        summary={
          <RecordSummary
            title="sahay.vouchers.summary"
            figures={[
              { field: <TextField source="invoice_no" label="sahay.vouchers.number" /> },
              { field: <DateField source={dateFieldOf(contract)} /> },
              { field: <MoneyField source="amount" label="sahay.vouchers.amount" /> },
              { field: <ReferenceField source="branch" reference="branch" link={false} emptyText="—" /> },
              { field: <TextField source="reversed_by" label="sahay.books.reversed_by" emptyText="—" /> },
              { field: <TextField source="reversal_of" label="sahay.books.reversal_of" emptyText="—" /> },
            ]}
          />
        }
        related={<VoucherSettles contract={contract} />}
      >
        <RecordSection title="sahay.vouchers.lines">
          <VoucherLines contract={contract} />
        </RecordSection>
        <RecordSection title="sahay.vouchers.details">
          <SimpleShowLayout sx={{ p: 0 }}>
            <ReferenceField source="sub_ledger" reference="sub_ledger_account" link={false} emptyText="—" />
            <TextField source="details" emptyText="—" />
          </SimpleShowLayout>
        </RecordSection>
      </RecordLayout>
    </Show>
  );
}

/** The screens of one kind of voucher; each asks for the permission the API will check. */
export function voucherScreens(contract: ResourceContract): ResourceScreens {
  return {
    list: guarded(() => <VoucherList contract={contract} />, permissionFor(contract, 'list')),
    show: guarded(() => <VoucherShow contract={contract} />, permissionFor(contract, 'get')),
    create: guarded(() => <VoucherCreate contract={contract} />, permissionFor(contract, 'create')),
    edit: guarded(() => <VoucherEdit contract={contract} />, permissionFor(contract, 'update')),
  };
}
