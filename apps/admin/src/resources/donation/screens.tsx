import { Chip, Link } from '@mui/material';
import { donation, donationStatuses, receiptVoucher, voucherKinds } from '@sahay/contracts';
import {
  BooleanField,
  EmailField,
  FunctionField,
  type RaRecord,
  ReferenceField,
  Link as RouterLink,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useGetManyReference,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { defaultSort, permissionFor, representationOf } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import type { ListColumn } from '../../generic/columns.ts';
import { DateField, MoneyField } from '../../generic/fields.tsx';
import { lookupFilter, periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { RecordLayout, RecordSection, RecordSummary, RelatedRows } from '../../generic/RecordSections.tsx';
import { ListActions } from '../../generic/views.tsx';
import { VoucherLink } from '../../reports/VoucherLink.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { ConfirmDonationButton, MarkFailedButton, ReceiptButton, RefundDonationButton, StatementButton } from './DonationActions.tsx';

interface DonationRow {
  id: number;
  first_name?: string;
  last_name?: string | null;
  amount?: string;
  status?: string;
  cause_name?: string | null;
  payment_method_name?: string;
  receipt_invoice_no?: string | null;
  user?: number | null;
}

const donorName = (record: DonationRow) => [record.first_name, record.last_name].filter(Boolean).join(' ');

/** The donation's state, in words and colour. */
function DonationStatusChip({ status = 'pledged' }: { status?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'pledged' ? 'outlined' : 'filled'}
      color={status === 'confirmed' ? 'success' : status === 'failed' || status === 'refunded' ? 'default' : 'primary'}
      label={translate(`sahay.donations.${status}`)}
    />
  );
}

/** The donor's name, a link to the donation's page (rows themselves are not clickable). */
function DonorLink({ record }: { record: DonationRow }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'donation', id: record.id, type: 'show' })}>
      {donorName(record) || `#${record.id}`}
    </Link>
  );
}

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput source="q" alwaysOn key="q" />,
    statusFilter('status', 'sahay.donations.status', donationStatuses, (status) => translate(`sahay.donations.${status}`)),
    lookupFilter('cause', 'cause', representationOf('cause')),
    lookupFilter('payment_method', 'payment_method', representationOf('payment_method')),
    ...periodFilters('sahay.donations'),
  ];
}

/** What the donations list shows, and its export holds: who gave, how much, to which cause, how, and where it stands. */
const donationColumns: ListColumn<DonationRow>[] = [
  {
    source: 'first_name',
    label: 'sahay.donations.donor',
    text: (r) => donorName(r) || `#${r.id}`,
    render: (r) => <DonorLink record={r} />,
  },
  { source: 'email' },
  { source: 'amount', kind: 'money' },
  { source: 'cause', text: (r, translate) => r.cause_name ?? translate('sahay.donations.general_fund') },
  { source: 'payment_method', text: (r) => r.payment_method_name ?? '' },
  {
    source: 'status',
    label: 'sahay.donations.status',
    text: (r, translate) => translate(`sahay.donations.${r.status ?? 'pledged'}`),
    render: (r) => <DonationStatusChip status={r.status} />,
  },
  { source: 'donation_date', label: 'sahay.donations.date', kind: 'date', sortable: true },
  { source: 'receipt_no', label: 'sahay.donations.receipt_no' },
];

export function DonationList() {
  return (
    <ColumnsList
      columns={donationColumns}
      sort={defaultSort(donation)}
      filters={useFilters()}
      actions={<ListActions contract={donation} />}
      rowClick={false}
      bulkActionButtons={false}
    />
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ConfirmDonationButton />
      <MarkFailedButton />
      <RefundDonationButton />
      <ReceiptButton />
      <StatementButton />
    </TopToolbar>
  );
}

function DonationTitle() {
  const translate = useTranslate();
  return (
    <FunctionField
      render={(record: DonationRow) => `${translate('resources.donation.name', { smart_count: 1 })} ${record.id}: ${donorName(record)}`}
    />
  );
}

/** The donation's state, for its page's summary. */
function DonationStatus() {
  const record = useRecordContext<DonationRow>();
  return record ? <DonationStatusChip status={record.status} /> : null;
}

/** Where the gift stands in the books: its receipt voucher once confirmed, with the voucher's date and amount. */
function ReceiptVoucher() {
  const record = useRecordContext<DonationRow>();
  const _translate = useTranslate();
  const { can } = useCan(permissionFor(receiptVoucher, 'get'));
  const number = record?.receipt_invoice_no ?? undefined;
  const { data: voucher } = useGetOne<RaRecord>(receiptVoucher.name, { id: number ?? '' }, { enabled: Boolean(number) && can });
  const rows = number
    ? [
        {
          id: number,
          invoice_no: number,
          [receiptDate]: voucher?.[receiptDate],
          amount: voucher?.amount,
        },
      ]
    : [];
  return (
    <RecordSection title="sahay.donations.receipt_invoice_no">
      <RelatedRows records={rows} columns={receiptColumns} empty="sahay.donations.no_receipt" />
    </RecordSection>
  );
}

const receiptDate = voucherKinds.receipt_voucher.date;

const receiptColumns: ListColumn<{ invoice_no: string }>[] = [
  {
    source: 'invoice_no',
    label: 'sahay.vouchers.number',
    text: (r) => r.invoice_no,
    render: (r) => <VoucherLink kind={receiptVoucher.name} number={r.invoice_no} />,
  },
  { source: receiptDate, kind: 'date' },
  { source: 'amount', label: 'sahay.vouchers.amount', kind: 'money' },
];

/** The donor's other gifts, newest first, each a link to its page. */
function DonorGifts() {
  const record = useRecordContext<DonationRow>();
  const { data } = useGetManyReference<DonationRow>(
    donation.name,
    { target: 'user', id: record?.user ?? 0, sort: defaultSort(donation), pagination: { page: 1, perPage: 11 } },
    { enabled: Boolean(record?.user) },
  );
  const others = record?.user ? data?.filter((gift) => gift.id !== record.id).slice(0, 10) : [];
  return (
    <RecordSection title="sahay.donations.other_gifts">
      <RelatedRows records={others} columns={otherGiftColumns} empty="sahay.donations.no_other_gifts" />
    </RecordSection>
  );
}

const otherGiftColumns: ListColumn<DonationRow>[] = [
  { source: 'donation_date', label: 'sahay.donations.date', kind: 'date' },
  { source: 'amount', kind: 'money' },
  { source: 'cause', text: (r, translate) => r.cause_name ?? translate('sahay.donations.general_fund') },
  {
    source: 'status',
    label: 'sahay.donations.status',
    text: (r, translate) => translate(`sahay.donations.${r.status ?? 'pledged'}`),
    render: (r) => <DonationStatusChip status={r.status} />,
  },
  { source: 'id', label: 'sahay.donations.open', text: (r) => `#${r.id}`, render: (r) => <DonationLink record={r} /> },
];

/** A donation by its number, a link to its page. */
function DonationLink({ record }: { record: DonationRow }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'donation', id: record.id, type: 'show' })}>
      {`#${record.id}`}
    </Link>
  );
}

/** A donation as it is read: what was given and where it stands, then who gave it, with its receipt and the donor's other gifts beside. */
export function DonationShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />} title={<DonationTitle />}>
      <RecordLayout
        summary={
          <RecordSummary
            title="sahay.donations.summary"
            status={<DonationStatus />}
            figures={[
              { field: <MoneyField source="amount" /> },
              {
                field: (
                  <ReferenceField source="cause" reference="cause" link="show" emptyText={translate('sahay.donations.general_fund')} />
                ),
              },
              { field: <DateField source="donation_date" label="sahay.donations.date" /> },
              { field: <DateField source="confirmed_date" label="sahay.donations.confirmed_date" emptyText="—" /> },
              { field: <TextField source="receipt_no" label="sahay.donations.receipt_no" emptyText="—" /> },
            ]}
          />
        }
        related={
          <>
            <ReceiptVoucher />
            <DonorGifts />
          </>
        }
      >
        <RecordSection title="sahay.donations.donor">
          <SimpleShowLayout sx={{ p: 0 }}>
            <FunctionField source="first_name" label="sahay.donations.donor" render={donorName} />
            <EmailField source="email" emptyText="—" />
            <TextField source="phone_number" emptyText="—" />
            <TextField source="address" emptyText="—" />
            <BooleanField source="consent_to_contact" />
            <ReferenceField source="user" reference="user" link={false} label="sahay.donations.user" emptyText="—" />
          </SimpleShowLayout>
        </RecordSection>
        <RecordSection title="sahay.donations.details">
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="id" />
            <ReferenceField source="payment_method" reference="payment_method" link="show" />
            <TextField source="message" emptyText="—" />
            <TextField source="failed_reason" label="sahay.donations.failed_reason" emptyText="—" />
          </SimpleShowLayout>
        </RecordSection>
      </RecordLayout>
    </Show>
  );
}

/** Pledges from the site and their workflow: confirm (posting the receipt) or mark failed; receipts and statements as PDFs. */
export default {
  list: guarded(DonationList, permissionFor(donation, 'list')),
  show: guarded(DonationShow, permissionFor(donation, 'get')),
} satisfies ResourceScreens;
