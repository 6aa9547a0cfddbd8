import { Link } from '@mui/material';
import { paymentMethod } from '@sahay/contracts';
import {
  Datagrid,
  FunctionField,
  ReferenceManyField,
  Link as RouterLink,
  TextField,
  useBasename,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { guarded } from '../../access.tsx';
import { fieldsOf, permissionFor } from '../../contracts.ts';
import { fieldFor, listColumns } from '../../generic/fields.tsx';
import { GenericList, GenericShow } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';

/** The details list of one method: where its money is sent (as the site's menus open their content blocks). */
const detailsOf = (id: unknown) => `payment_method_detail?filter=${encodeURIComponent(JSON.stringify({ payment_method: id }))}`;

function DetailsLink() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <FunctionField
      label="sahay.payment_methods.details"
      render={(record: { id: number; name?: string }) => (
        <Link
          component={RouterLink}
          to={`${basename}/${detailsOf(record.id)}`}
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
          aria-label={translate('sahay.payment_methods.details_of', { name: record.name ?? '' })}
        >
          {translate('sahay.payment_methods.details')}
        </Link>
      )}
    />
  );
}

function PaymentMethodList() {
  return <GenericList contract={paymentMethod} columns={[...listColumns(paymentMethod), <DetailsLink key="details" />]} />;
}

/** A method with its fields (deposit ledger included) and its account details below. */
function PaymentMethodShow() {
  const createPath = useCreatePath();
  return (
    <GenericShow contract={paymentMethod}>
      {fieldsOf(paymentMethod).map((spec) => fieldFor(spec, 'show'))}
      <ReferenceManyField reference="payment_method_detail" target="payment_method" label="sahay.payment_methods.details">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            source="account_name"
            render={(record: { id: number; account_name?: string }) => (
              <Link component={RouterLink} to={createPath({ resource: 'payment_method_detail', id: record.id, type: 'show' })}>
                {record.account_name}
              </Link>
            )}
          />
          <TextField source="account_number" emptyText="—" />
          <TextField source="bank_name" emptyText="—" />
          <TextField source="branch_name" emptyText="—" />
        </Datagrid>
      </ReferenceManyField>
    </GenericShow>
  );
}

export default {
  list: guarded(PaymentMethodList, permissionFor(paymentMethod, 'list')),
  show: guarded(PaymentMethodShow, permissionFor(paymentMethod, 'get')),
} satisfies ResourceScreens;
