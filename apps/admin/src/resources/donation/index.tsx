import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import { Chip, Link } from '@mui/material';
import { donation, donationStatuses } from '@sahay/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  ReferenceField,
  Link as RouterLink,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { guarded } from '../../access.tsx';
import { defaultSort, permissionFor, representationOf } from '../../contracts.ts';
import type { HeadingProps } from '../../generic/fields.tsx';
import { lookupFilter, periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { ListActions, ListError } from '../../generic/views.tsx';
import { useMoney } from '../../useMoney.ts';
import { ConfirmDonationButton, MarkFailedButton, ReceiptButton, StatementButton } from './DonationActions.tsx';

interface DonationRow {
  id: number;
  first_name?: string;
  last_name?: string | null;
  amount?: string;
  status?: string;
}

const donorName = (record: DonationRow) => [record.first_name, record.last_name].filter(Boolean).join(' ');

function StatusField(props: HeadingProps) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record: DonationRow) => (
        <Chip
          size="small"
          variant={record.status === 'pledged' ? 'outlined' : 'filled'}
          color={record.status === 'confirmed' ? 'success' : record.status === 'failed' ? 'default' : 'primary'}
          label={translate(`sahay.donations.${record.status ?? 'pledged'}`)}
        />
      )}
    />
  );
}

function AmountField(props: HeadingProps) {
  const money = useMoney();
  return <FunctionField {...props} textAlign="right" render={(record: DonationRow) => money(record.amount ?? null)} />;
}

/** The donor's name, a link to the donation's page (rows themselves are not clickable). */
function DonorLink(props: HeadingProps) {
  const createPath = useCreatePath();
  return (
    <FunctionField
      {...props}
      render={(record: DonationRow) => (
        <Link component={RouterLink} to={createPath({ resource: 'donation', id: record.id, type: 'show' })}>
          {donorName(record) || `#${record.id}`}
        </Link>
      )}
    />
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

export function DonationList() {
  return (
    <List
      sort={defaultSort(donation)}
      filters={useFilters()}
      actions={<ListActions contract={donation} />}
      perPage={25}
      error={<ListError />}
      empty={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <DonorLink source="first_name" label="sahay.donations.donor" sortable={false} />
        <EmailField source="email" />
        <AmountField source="amount" sortable={false} />
        <ReferenceField source="cause" reference="cause" link={false} emptyText="—" />
        <ReferenceField source="payment_method" reference="payment_method" link={false} />
        <StatusField source="status" label="sahay.donations.status" sortable={false} />
        <DateField source="donation_date" label="sahay.donations.date" />
        <TextField source="receipt_no" label="sahay.donations.receipt_no" emptyText="—" />
      </Datagrid>
    </List>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ConfirmDonationButton />
      <MarkFailedButton />
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

export function DonationShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />} title={<DonationTitle />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <StatusField source="status" label="sahay.donations.status" />
        <FunctionField source="first_name" label="sahay.donations.donor" render={donorName} />
        <EmailField source="email" emptyText="—" />
        <TextField source="phone_number" emptyText="—" />
        <TextField source="address" emptyText="—" />
        <AmountField source="amount" />
        <ReferenceField source="cause" reference="cause" link="show" emptyText={translate('sahay.donations.general_fund')} />
        <ReferenceField source="payment_method" reference="payment_method" link="show" />
        <TextField source="message" emptyText="—" />
        <BooleanField source="consent_to_contact" />
        <DateField source="donation_date" label="sahay.donations.date" />
        <DateField source="confirmed_date" label="sahay.donations.confirmed_date" emptyText="—" />
        <TextField source="receipt_no" label="sahay.donations.receipt_no" emptyText="—" />
        <TextField source="receipt_invoice_no" label="sahay.donations.receipt_invoice_no" emptyText="—" />
        <TextField source="failed_reason" label="sahay.donations.failed_reason" emptyText="—" />
        <ReferenceField source="user" reference="user" link={false} label="sahay.donations.user" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Pledges from the site and their workflow: confirm (posting the receipt) or mark failed; receipts and statements as PDFs. */
export default {
  list: guarded(DonationList, permissionFor(donation, 'list')),
  show: guarded(DonationShow, permissionFor(donation, 'get')),
  // A donation's amount and donor are the receipt's once confirmed: the workflow changes it, no form does.
  edit: undefined,
  icon: VolunteerActivism,
};
