import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { ResourceContract } from '@sahay/contracts';
import {
  AutocompleteInput,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DateInput,
  DeleteButton,
  Edit,
  EditButton,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
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
import { defaultSort, permissionFor } from '../../contracts.ts';
import type { VoucherLine } from '../../dataProvider.ts';
import { ListError, type ResourceViews, useBulkDelete } from '../../generic/views.tsx';
import { sumPaisa } from '../../money.ts';
import { useMoney } from '../../useMoney.ts';
import { FindVoucher } from './FindVoucher.tsx';
import { PrintVoucherButton } from './PrintVoucher.tsx';
import { dateFieldOf, VoucherForm } from './VoucherForm.tsx';

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

/** The names of the ledgers a voucher debits or credits, in the order of its lines. */
const ledgerNames = (names: unknown) => (Array.isArray(names) ? names.join(', ') : '');

/** Vouchers by number and date, what each moved (its amount, the ledgers debited and credited) and details; a row opens the voucher with its lines. */
export function VoucherList({ contract }: { contract: ResourceContract }) {
  const bulkActions = useBulkDelete(contract);
  const date = dateFieldOf(contract);
  const money = useMoney();
  return (
    <List
      sort={defaultSort(contract)}
      filters={voucherFilters}
      actions={<VoucherListActions contract={contract} />}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={bulkActions}>
        <TextField source="invoice_no" label="sahay.vouchers.number" />
        <DateField source={date} />
        <FunctionField
          source="amount"
          label="sahay.vouchers.amount"
          sortable={false}
          textAlign="right"
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          render={(record: { amount?: string }) => (record.amount === undefined ? '' : money(record.amount))}
        />
        <FunctionField
          source="debit_ledgers"
          label="sahay.vouchers.debit_ledgers"
          sortable={false}
          render={(record: { debit_ledgers?: unknown }) => ledgerNames(record.debit_ledgers)}
        />
        <FunctionField
          source="credit_ledgers"
          label="sahay.vouchers.credit_ledgers"
          sortable={false}
          render={(record: { credit_ledgers?: unknown }) => ledgerNames(record.credit_ledgers)}
        />
        <TextField source="details" />
      </Datagrid>
    </List>
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

/** The lines of a voucher with their ledgers' names, and the totals under the debit and credit columns. */
function VoucherLines() {
  const translate = useTranslate();
  const money = useMoney();
  const record = useRecordContext();
  const lines = (record?.items as VoucherLine[] | undefined) ?? [];
  const ids = (resource: 'ledger' | 'sub_ledger') => [
    ...new Set(lines.map((l) => l[resource]).filter((id): id is number => typeof id === 'number')),
  ];
  const { data: ledgers = [] } = useGetMany('ledger_account', { ids: ids('ledger') });
  const { data: subLedgers = [] } = useGetMany('sub_ledger_account', { ids: ids('sub_ledger') });
  const nameOf = (list: { id: unknown; name?: unknown }[], id: unknown) =>
    id === null || id === undefined ? '' : String(list.find((r) => r.id === id)?.name ?? `#${id}`);
  const amountCell = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
  const shown = (value: string | null | undefined) => (sumPaisa([value]) === 0n ? '' : money(value));
  return (
    <Table size="small" aria-label={translate('sahay.vouchers.lines')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('sahay.vouchers.ledger')}</TableCell>
          <TableCell>{translate('sahay.vouchers.sub_ledger')}</TableCell>
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
            <TableCell {...amountCell}>{shown(line.debit_amount)}</TableCell>
            <TableCell {...amountCell}>{shown(line.credit_amount)}</TableCell>
            <TableCell>{line.details ?? record?.details ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600, color: 'text.primary' }}>
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
      {canUpdate ? <EditButton /> : null}
      {canDelete ? <DeleteButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  );
}

/** A voucher as it is read: its number, header and lines with their totals. */
export function VoucherShow({ contract }: { contract: ResourceContract }) {
  const translate = useTranslate();
  return (
    <Show actions={<VoucherShowActions contract={contract} />}>
      <SimpleShowLayout>
        <TextField source="invoice_no" label="sahay.vouchers.number" />
        <DateField source={dateFieldOf(contract)} />
        <ReferenceField source="branch" reference="branch" link={false} emptyText="—" />
        <ReferenceField source="sub_ledger" reference="sub_ledger_account" link={false} emptyText="—" />
        <TextField source="details" emptyText="—" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('sahay.vouchers.lines')}
        </Typography>
        <VoucherLines />
      </SimpleShowLayout>
    </Show>
  );
}

/** The screens of one kind of voucher; each asks for the permission the API will check. */
export function voucherViews(contract: ResourceContract): Partial<ResourceViews> {
  return {
    list: guarded(() => <VoucherList contract={contract} />, permissionFor(contract, 'list')),
    show: guarded(() => <VoucherShow contract={contract} />, permissionFor(contract, 'get')),
    create: guarded(() => <VoucherCreate contract={contract} />, permissionFor(contract, 'create')),
    edit: guarded(() => <VoucherEdit contract={contract} />, permissionFor(contract, 'update')),
    icon: ReceiptLong,
  };
}
