import * as contracts from '@sahay/contracts';
import { purchaseFinalPrefix, purchaseRequestPrefix } from '@sahay/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource, type Row } from '../../resource/define-resource.ts';
import { closeLedger, ledgerOf, postingsTo } from '../accounting/index.ts';
import {
  billTotal,
  dropOrphanImages,
  linesAfter,
  lockedBill,
  lockedRequest,
  openVendorLedger,
  refuseUnlessOpenBill,
  refuseUnlessOpenRequest,
  totalOf,
  vendorLedgerType,
  vendorNames,
  withLineTotals,
} from './purchasing.service.ts';
import * as tables from './purchasing.tables.ts';

/** A vendor opens its ledger (under Sundry Creditors) when it is made; it goes with the vendor while nothing posts to it. */
export const vendorResource = defineResource({
  contract: contracts.vendor,
  table: tables.vendors,
  hooks: {
    async afterWrite(record, _input, { tx, mode, actor }) {
      if (mode === 'create') await openVendorLedger(tx, record.id as number, record.name as string, actor);
    },
    async beforeDelete(tx, record) {
      const ledger = await ledgerOf(tx, vendorLedgerType, record.id as number);
      if (ledger) await closeLedger(tx, ledger.id);
    },
  },
  async deleteGuard(tx, record) {
    const ledger = await ledgerOf(tx, vendorLedgerType, record.id as number);
    const n = ledger ? await postingsTo(tx, ledger.id) : 0;
    if (n > 0)
      return `Vendor “${record.name}” cannot be deleted: their ledger “${ledger?.name}” has ${n} posting${n === 1 ? '' : 's'} in the books.`;
    return undefined;
  },
});

export const purchaseStatusResource = defineResource({ contract: contracts.purchaseStatus, table: tables.purchaseStatuses });

const statusFilter = (column: typeof tables.purchaseFinals.status | typeof tables.purchaseRequests.status) => (text: string) =>
  eq(column, text);

/**
 * A purchase request: numbered, `requested` until finalised into a bill or cancelled; only an open one
 * changes (409 otherwise, read under the row's lock). The pictures of a line removed go with it.
 */
export const purchaseRequestResource = defineResource({
  contract: contracts.purchaseRequest,
  table: tables.purchaseRequests,
  lines: { field: 'items', table: tables.purchaseRequestLines, parent: tables.purchaseRequestLines.document },
  number: { field: 'request_no', prefix: purchaseRequestPrefix },
  output: { vendor_name: z.string(), expected_total: z.string().optional() },
  textFilters: { status: statusFilter(tables.purchaseRequests.status) },
  hooks: {
    async prepare(input, { tx, mode, before }) {
      if (mode === 'update') {
        const locked = await lockedRequest(tx, before?.id as number);
        refuseUnlessOpenRequest(locked, 'changing it');
        return input;
      }
      return { ...input, status: 'requested' };
    },
    async expand(db, records) {
      const names = await vendorNames(db, [...new Set(records.map((r) => r.vendor as number))]);
      return records.map((r) => ({
        ...r,
        vendor_name: names.get(r.vendor as number) ?? '',
        ...(Array.isArray(r.items) ? { items: withLineTotals(r.items as Row[]), expected_total: totalOf(r.items as Row[]) } : {}),
      }));
    },
  },
  posting: {
    async post(tx, { record, lines }) {
      await dropOrphanImages(
        tx,
        record.id as number,
        lines.map((l) => l.id as number),
      );
    },
    async undo() {},
  },
  async deleteGuard(_tx, record) {
    if (record.status === 'finalised')
      return `Purchase request ${record.request_no} is finalised into a bill: cancel or delete the bill first.`;
    return undefined;
  },
});

/** A line's picture names a line of its request. */
export const purchaseReqItemImageResource = defineResource({
  contract: contracts.purchaseReqItemImage,
  table: tables.purchaseReqItemImages,
  hooks: {
    async prepare(input, { tx, before }) {
      const request = (input.purchase_request ?? before?.purchase_request) as number;
      const item = (input.purchase_req_item ?? before?.purchase_req_item) as number;
      if ('purchase_request' in input || 'purchase_req_item' in input) {
        const [line] = await tx
          .select({ id: tables.purchaseRequestLines.id })
          .from(tables.purchaseRequestLines)
          .where(and(eq(tables.purchaseRequestLines.id, item), eq(tables.purchaseRequestLines.document, request)));
        if (!line)
          throw new HttpError(400, { purchase_req_item: [`Item id - ${item} is not a line of purchase request id - ${request}.`] });
      }
      return input;
    },
  },
});

/**
 * A purchase bill: numbered, `finalised` until paid or cancelled; only an unpaid one changes (409 otherwise,
 * read under the row's lock, so a payment at the same moment goes first or waits). Its total is the sum
 * of its lines, kept by the server to the paisa (refused above what a money column holds).
 */
export const purchaseFinalResource = defineResource({
  contract: contracts.purchaseFinal,
  table: tables.purchaseFinals,
  lines: { field: 'items', table: tables.purchaseFinalLines, parent: tables.purchaseFinalLines.document },
  number: { field: 'invoice_no', prefix: purchaseFinalPrefix },
  output: { vendor_name: z.string() },
  textFilters: { status: statusFilter(tables.purchaseFinals.status) },
  hooks: {
    async prepare(input, { tx, mode, before }) {
      if (mode === 'update') {
        const locked = await lockedBill(tx, before?.id as number);
        refuseUnlessOpenBill(locked, 'changing it');
        const items = input.items as Row[] | undefined;
        return items ? { ...input, total: billTotal(linesAfter(items, (before?.items as Row[]) ?? [])) } : input;
      }
      return { ...input, status: 'finalised', total: billTotal((input.items as Row[]) ?? []) };
    },
    async expand(db, records) {
      const names = await vendorNames(db, [...new Set(records.map((r) => r.vendor as number))]);
      return records.map((r) => ({
        ...r,
        vendor_name: names.get(r.vendor as number) ?? '',
        ...(Array.isArray(r.items) ? { items: withLineTotals(r.items as Row[]) } : {}),
      }));
    },
    async beforeDelete(tx, record) {
      // Deleting an unpaid bill made from a request opens the request again.
      if (record.purchase_request && record.status === 'finalised')
        await tx
          .update(tables.purchaseRequests)
          .set({ status: 'requested', updatedAt: new Date() })
          .where(and(eq(tables.purchaseRequests.id, record.purchase_request as number), eq(tables.purchaseRequests.status, 'finalised')));
    },
  },
  async deleteGuard(tx, record) {
    const locked = await lockedBill(tx, record.id as number);
    if (locked?.status === 'paid')
      return `This bill is paid: its stock is received and its voucher ${locked.voucherInvoiceNo} is in the books; it cannot be deleted.`;
    return undefined;
  },
});

export const purchasingResources = [
  vendorResource,
  purchaseStatusResource,
  purchaseRequestResource,
  purchaseReqItemImageResource,
  purchaseFinalResource,
];
