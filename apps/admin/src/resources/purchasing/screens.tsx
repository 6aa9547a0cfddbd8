import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  type DescribedBillLine,
  type DescribedRequestLine,
  purchaseFinal,
  purchaseFinalStatuses,
  purchaseRequest,
  purchaseRequestStatuses,
  purchaseVoucher,
  purchasingEndpoints,
  receiptVoucher,
} from '@sahay/contracts';
import { useEffect, useState } from 'react';
import {
  CreateButton,
  FilterButton,
  FunctionField,
  ReferenceField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { guarded, useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { defaultSort, permissionFor } from '../../contracts.ts';
import { ColumnsList } from '../../generic/ColumnsList.tsx';
import { DateField } from '../../generic/fields.tsx';
import { lookupFilter, periodFilters, statusFilter } from '../../generic/listFilters.tsx';
import { ListExportButton } from '../../generic/views.tsx';
import { VoucherLink } from '../../reports/VoucherLink.tsx';
import { useMoney } from '../../useMoney.ts';
import type { ResourceScreens } from '../declaration.ts';
import { CancelPurchaseButton, FinaliseButton, InvoiceButton, PayButton, ReturnBillButton } from './PurchaseActions.tsx';
import { PurchaseCreate, type PurchaseKind } from './PurchaseForm.tsx';
import { numberOf, type PurchaseRow, PurchaseStatusChip, purchaseColumns } from './purchaseColumns.tsx';

/** A bill or a request read whole, as its declaration answers it: its lines described, and its total. */
async function readWhole(kind: PurchaseKind, id: number) {
  if (kind === 'bill') {
    const bill = await client.call(purchasingEndpoints.billWhole, { params: { id } });
    // The bill's total is a field the server keeps (not in the contract's input): a decimal string.
    const total = typeof bill.total === 'string' ? bill.total : undefined;
    // Its lines as the declaration describes them (the record's own `items` are the lines as written).
    const lines: DescribedBillLine[] = bill.items;
    return { total, lines: lines.map((line) => ({ ...line, cost: line.unit_cost, note: undefined })) };
  }
  const request = await client.call(purchasingEndpoints.requestWhole, { params: { id } });
  const lines: DescribedRequestLine[] = request.items;
  return { total: request.expected_total, lines: lines.map((line) => ({ ...line, cost: line.expected_unit_cost })) };
}

/** The document's status in words and colour, on its page. */
function StatusField() {
  return (
    <FunctionField
      source="status"
      label="sahay.purchasing.status"
      render={(record: PurchaseRow) => <PurchaseStatusChip status={record.status} />}
    />
  );
}

function useFilters(kind: PurchaseKind) {
  const translate = useTranslate();
  const statuses = kind === 'bill' ? purchaseFinalStatuses : purchaseRequestStatuses;
  return [
    <SearchInput source="q" alwaysOn key="q" />,
    statusFilter('status', 'sahay.purchasing.status', statuses, (s) => translate(`sahay.purchasing.statuses.${s}`)),
    lookupFilter('vendor', 'vendor'),
    ...periodFilters('sahay.purchasing'),
  ];
}

function ListToolbar({ kind }: { kind: PurchaseKind }) {
  const { can } = useCan(permissionFor(kind === 'bill' ? purchaseFinal : purchaseRequest, 'create'));
  return (
    <TopToolbar>
      <FilterButton />
      {can ? <CreateButton /> : null}
      <ListExportButton />
    </TopToolbar>
  );
}

function PurchaseList({ kind }: { kind: PurchaseKind }) {
  const contract = kind === 'bill' ? purchaseFinal : purchaseRequest;
  const columns = purchaseColumns(kind);
  return (
    <ColumnsList
      columns={columns}
      sort={defaultSort(contract)}
      filters={useFilters(kind)}
      actions={<ListToolbar kind={kind} />}
      rowClick={false}
      bulkActionButtons={false}
    />
  );
}

/** The lines of the document on the page, as the API totals them: product, SKU, quantity, cost, amount. */
function Items({ kind }: { kind: PurchaseKind }) {
  const record = useRecordContext<PurchaseRow>();
  const translate = useTranslate();
  const money = useMoney();
  const [whole, setWhole] = useState<Awaited<ReturnType<typeof readWhole>> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!record) return;
    let live = true;
    readWhole(kind, record.id)
      .then((answer) => live && setWhole(answer))
      .catch((error: Error) => live && setFailed(error.message));
    return () => {
      live = false;
    };
  }, [record, kind]);
  if (failed) return <Typography color="error">{failed}</Typography>;
  if (!whole) return null;
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="purchase-items">
        <caption id="purchase-items" style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>
          {translate('sahay.purchasing.lines')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('sahay.purchasing.product')}</TableCell>
            <TableCell>{translate('sahay.stock.sku')}</TableCell>
            <TableCell align="right">{translate('sahay.purchasing.quantity')}</TableCell>
            <TableCell align="right">
              {translate(kind === 'bill' ? 'sahay.purchasing.unit_cost' : 'sahay.purchasing.expected_unit_cost')}
            </TableCell>
            <TableCell align="right">{translate('sahay.purchasing.amount')}</TableCell>
            {kind === 'request' ? <TableCell>{translate('sahay.purchasing.line_note')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {whole.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.product_name}</TableCell>
              <TableCell>{line.sku}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.cost ?? '0')}</TableCell>
              <TableCell align="right">{money(line.line_total)}</TableCell>
              {kind === 'request' ? <TableCell>{line.note ?? ''}</TableCell> : null}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {translate('sahay.purchasing.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(whole.total ?? '0')}
            </TableCell>
            {kind === 'request' ? <TableCell /> : null}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function ShowActions({ kind }: { kind: PurchaseKind }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {kind === 'request' ? <FinaliseButton /> : <PayButton />}
      {kind === 'bill' ? <ReturnBillButton /> : null}
      <CancelPurchaseButton kind={kind} />
      <InvoiceButton kind={kind} />
    </TopToolbar>
  );
}

function PurchaseTitle({ kind }: { kind: PurchaseKind }) {
  const translate = useTranslate();
  const record = useRecordContext<PurchaseRow>();
  if (!record) return null;
  return <span>{translate(`sahay.purchasing.${kind}_title`, { number: String(record[numberOf(kind)] ?? record.id) })}</span>;
}

/** A returned bill's day, reason and vouchers (the purchase's reversal, the refund's receipt); nothing for another bill. */
function BillReturn() {
  const record = useRecordContext<PurchaseRow & Record<string, string | null>>();
  if (record?.status !== 'returned') return null;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <DateField source="returned_date" label="sahay.purchasing.returned_date" />
      <TextField source="return_reason" label="sahay.purchasing.return_reason" />
      <FunctionField
        source="return_invoice_no"
        label="sahay.purchasing.return_voucher"
        render={(r: Record<string, string | null>) => <VoucherLink kind={purchaseVoucher.name} number={String(r.return_invoice_no)} />}
      />
      <FunctionField
        source="refund_invoice_no"
        label="sahay.purchasing.refund_voucher"
        render={(r: Record<string, string | null>) =>
          r.refund_invoice_no ? <VoucherLink kind={receiptVoucher.name} number={r.refund_invoice_no} /> : '—'
        }
      />
    </SimpleShowLayout>
  );
}

function PurchaseShow({ kind }: { kind: PurchaseKind }) {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions kind={kind} />} title={<PurchaseTitle kind={kind} />}>
      <SimpleShowLayout>
        <TextField source={numberOf(kind)} label={`sahay.purchasing.${kind}_no`} />
        <StatusField />
        <ReferenceField source="vendor" reference="vendor" link="show" />
        <DateField source={kind === 'bill' ? 'purchase_date' : 'request_date'} label="sahay.purchasing.date" />
        <TextField source="note" emptyText="—" />
        {kind === 'bill' ? (
          <ReferenceField
            source="purchase_request"
            reference="purchase_request"
            link="show"
            label="sahay.purchasing.from_request"
            emptyText="—"
          />
        ) : null}
        {kind === 'bill' ? (
          <FunctionField
            source="paid_from"
            label="sahay.purchasing.paid_from"
            render={(r: { paid_from?: string | null }) => (r.paid_from ? translate(`sahay.purchasing.paid_from_${r.paid_from}`) : '—')}
          />
        ) : null}
        {kind === 'bill' ? <DateField source="paid_date" label="sahay.purchasing.paid_date" emptyText="—" /> : null}
        {kind === 'bill' ? <TextField source="voucher_invoice_no" label="sahay.purchasing.voucher" emptyText="—" /> : null}
        {kind === 'bill' ? <BillReturn /> : null}
        <Items kind={kind} />
      </SimpleShowLayout>
    </Show>
  );
}

/** Requests, then bills made from them (or directly), paid and received with one button. Changes go through the workflow. */
export const purchaseRequestScreens = {
  list: guarded(() => <PurchaseList kind="request" />, permissionFor(purchaseRequest, 'list')),
  show: guarded(() => <PurchaseShow kind="request" />, permissionFor(purchaseRequest, 'get')),
  create: guarded(() => <PurchaseCreate kind="request" />, permissionFor(purchaseRequest, 'create')),
} satisfies ResourceScreens;
export const purchaseFinalScreens = {
  list: guarded(() => <PurchaseList kind="bill" />, permissionFor(purchaseFinal, 'list')),
  show: guarded(() => <PurchaseShow kind="bill" />, permissionFor(purchaseFinal, 'get')),
  create: guarded(() => <PurchaseCreate kind="bill" />, permissionFor(purchaseFinal, 'create')),
} satisfies ResourceScreens;
