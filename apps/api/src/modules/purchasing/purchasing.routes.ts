import {
  basePath,
  errorAnswers,
  finaliseRequestBody,
  id,
  isoDate,
  payPurchaseBill,
  purchaseFinal,
  purchaseFinalStatuses,
  purchaseItemChange,
  purchaseRequest,
  purchaseRequestStatuses,
  writeErrorAnswers,
} from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import type { Row } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { rowSchema } from '../../resource/schemas.ts';
import { letterhead } from '../donations/index.ts';
import { type PrintedPurchase, purchasePdf } from './purchasing.pdf.ts';
import { purchaseFinalSummary, purchaseRequestSummary } from './purchasing.reports.ts';
import { purchaseFinalResource, purchaseRequestResource } from './purchasing.resources.ts';
import {
  cancelBill,
  cancelRequest,
  changeBillLine,
  describedLines,
  finaliseRequest,
  imagesOfRequest,
  payBill,
  removeBillLine,
  removeRequestLine,
  totalOf,
} from './purchasing.service.ts';
import { vendors } from './purchasing.tables.ts';

const keyParams = z.object({ id: id() });
const security = [{ bearer: [] }];
const tags = ['purchasing'];
const pdfAnswer = z.string().describe('A PDF file (application/pdf, a download)');
const optionalId = z
  .string()
  .regex(/^\d{1,9}$/, 'Give the id of a record.')
  .transform(Number)
  .optional();
const summaryQuery = (statuses: readonly string[]) =>
  z.object({
    date_after: isoDate().optional(),
    date_before: isoDate().optional(),
    vendor: optionalId,
    status: z.enum(statuses as [string, ...string[]], `Choose ${statuses.join(', ')}.`).optional(),
    page: z.string().optional(),
    size: z.string().optional(),
  });
const answer = z.looseObject({});

/**
 * Purchasing's own routes: a request with its lines and their pictures, a line's removal, cancelling; a
 * bill made from a request, its lines changed or removed one by one, paying it (stock received, voucher
 * posted), cancelling; both printed as PDF; the two summaries.
 */
export default async function purchasingRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const finals = () => app.repositories.get('purchase_final') as Repository;
  const requests = () => app.repositories.get('purchase_request') as Repository;
  const finalBase = basePath(purchaseFinal);
  const requestBase = basePath(purchaseRequest);
  const finalRow = rowSchema(purchaseFinalResource);
  const requestRow = rowSchema(purchaseRequestResource);

  async function vendorOf(vendorId: number) {
    const [v] = await db().select().from(vendors).where(eq(vendors.id, vendorId));
    return v;
  }

  /** A bill whole: its vendor's name and its lines with product, SKU and amount. */
  async function billWithItems(billId: number): Promise<Row> {
    const bill = await finals().get(db(), billId);
    return { ...bill, items: await describedLines(db(), bill.items as Row[]) };
  }

  /** A request whole: its lines with product, SKU, amount and their pictures. */
  async function requestWithItems(requestId: number): Promise<Row> {
    const request = await requests().get(db(), requestId);
    const images = await imagesOfRequest(db(), requestId);
    const items = (await describedLines(db(), request.items as Row[])).map((l) => ({ ...l, images: images.get(l.id as number) ?? [] }));
    return { ...request, items, expected_total: totalOf(request.items as Row[]) };
  }

  const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
    reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}.pdf"`,
        'cache-control': 'private, no-store',
      })
      .send(pdf as never);

  async function printed(kind: 'bill' | 'request', record: Row): Promise<PrintedPurchase> {
    const v = await vendorOf(record.vendor as number);
    const lines = (record.items as Row[]).map((l) => ({
      product_name: String(l.product_name),
      sku: String(l.sku),
      quantity: l.quantity as number,
      unit_cost: String(kind === 'bill' ? l.unit_cost : l.expected_unit_cost),
      line_total: String(l.line_total),
    }));
    return {
      kind,
      number: String(kind === 'bill' ? record.invoice_no : record.request_no),
      date: String(kind === 'bill' ? record.purchase_date : record.request_date),
      status: String(record.status).replace(/^./, (c) => c.toUpperCase()),
      vendor: {
        name: v?.name ?? '',
        contact_person: v?.contactPerson,
        address: v?.address,
        phone: v?.primaryPhone,
        email: v?.email,
      },
      note: record.note as string | null,
      lines,
      total: String(kind === 'bill' ? totalOf(record.items as Row[]) : record.expected_total),
      paid:
        kind === 'bill' && record.status === 'paid'
          ? { from: String(record.paid_from), date: String(record.paid_date), voucher: String(record.voucher_invoice_no) }
          : null,
    };
  }

  // ——— Requests ———

  for (const url of [`/purchase_request/api/v1/purchase_request_with_items_images/:id`])
    app.get(
      url,
      {
        config: { permission: 'purchase_request.read' },
        schema: {
          tags,
          summary: 'A purchase request with its lines (product, SKU, amount) and each line’s pictures',
          security,
          params: keyParams,
          response: { 200: answer, ...errorAnswers },
        },
      },
      async (request) => requestWithItems(request.params.id),
    );

  app.get(
    `${requestBase}get_all_purchase_request_items_with_images_by_purchase_request_id/:id`,
    {
      config: { permission: 'purchase_request.read' },
      schema: {
        tags,
        summary: 'The lines of a purchase request, each with its pictures',
        security,
        params: keyParams,
        response: { 200: z.object({ purchase_req_items: z.array(answer) }), ...errorAnswers },
      },
    },
    async (request) => ({ purchase_req_items: (await requestWithItems(request.params.id)).items as Row[] }),
  );

  app.get(
    `${requestBase}get_invoice_by_purchase_request_id/:id`,
    {
      config: { permission: 'purchase_request.read' },
      schema: {
        tags,
        summary: 'A purchase request printed as PDF on the charity’s letterhead',
        security,
        params: keyParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const record = await requestWithItems(request.params.id);
      const pdf = await purchasePdf(await letterhead(db(), app.media), await printed('request', record));
      return sendPdf(reply, pdf, `purchase-request-${record.request_no}`);
    },
  );

  app.post(
    `${requestBase}cancel/:id`,
    {
      config: { permission: 'purchase_request.update' },
      schema: {
        tags,
        summary: 'Cancel an open purchase request (409 once finalised or cancelled)',
        security,
        params: keyParams,
        response: { 200: requestRow, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await cancelRequest(app, db(), request.params.id, request.caller);
      return (await requests().get(db(), request.params.id)) as never;
    },
  );

  app.delete(
    '/purchase_req_item/api/v1/purchase_req_item/delete/:id',
    {
      config: { permission: 'purchase_request.update' },
      schema: {
        tags,
        summary: 'Remove a line (and its pictures) from an open purchase request; not its only line (409)',
        security,
        params: keyParams,
        response: { 200: z.object({ detail: z.string() }), ...writeErrorAnswers },
      },
    },
    async (request) => {
      await removeRequestLine(app, db(), request.params.id, request.caller);
      return { detail: `Purchase request item id - ${request.params.id} is deleted successfully` };
    },
  );

  // ——— Bills ———

  app.post(
    `${finalBase}create_from_purchase_request`,
    {
      config: { permission: 'purchase_final.create' },
      schema: {
        tags,
        summary:
          'Make a bill from an open purchase request: its vendor and lines copied; the request becomes finalised (409 if it already is)',
        security,
        body: finaliseRequestBody,
        response: { 201: answer, ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const billId = await finaliseRequest(app, db(), request.body, request.caller);
      return reply.code(201).send(await billWithItems(billId));
    },
  );

  app.get(
    `${finalBase}get_a_purchase_final_with_items/:id`,
    {
      config: { permission: 'purchase_final.read' },
      schema: {
        tags,
        summary: 'A bill with its vendor and lines (product, SKU, quantity, unit cost, line total)',
        security,
        params: keyParams,
        response: { 200: answer, ...errorAnswers },
      },
    },
    async (request) => billWithItems(request.params.id),
  );

  const updateItem = {
    config: { permission: 'purchase_final.update' },
    schema: {
      tags,
      summary: 'Change one line of an unpaid bill: its quantity or unit cost (409 once paid or cancelled)',
      security,
      params: keyParams,
      body: purchaseItemChange,
      response: { 200: answer, ...writeErrorAnswers },
    },
  };
  const updateItemHandler = async (request: { params: { id: number }; body: Row; caller?: unknown }) =>
    billWithItems(await changeBillLine(app, db(), request.params.id, request.body, request.caller as never));
  app.put(`${finalBase}update_item/:id`, updateItem, updateItemHandler as never);
  app.patch(`${finalBase}update_item/:id`, updateItem, updateItemHandler as never);

  app.delete(
    `${finalBase}delete_item/:id`,
    {
      config: { permission: 'purchase_final.update' },
      schema: {
        tags,
        summary: 'Remove one line of an unpaid bill; not its only line (409)',
        security,
        params: keyParams,
        response: { 200: answer, ...writeErrorAnswers },
      },
    },
    async (request) => billWithItems(await removeBillLine(app, db(), request.params.id, request.caller)),
  );

  app.post(
    `${finalBase}paybill_and_confirm/:id`,
    {
      config: { permission: 'purchase_final.pay' },
      schema: {
        tags,
        summary:
          'Pay a bill and receive its goods, once (409 after): each line’s quantity enters stock, one purchase voucher is posted (Company Purchase debited; Cash, Bank or the vendor’s ledger credited)',
        security,
        params: keyParams,
        body: payPurchaseBill,
        response: { 200: answer, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await payBill(app, db(), request.params.id, request.body, request.caller);
      return billWithItems(request.params.id);
    },
  );

  app.post(
    `${finalBase}cancel/:id`,
    {
      config: { permission: 'purchase_final.update' },
      schema: {
        tags,
        summary: 'Cancel an unpaid bill; the request it came from is open again (409 once paid)',
        security,
        params: keyParams,
        response: { 200: finalRow, ...writeErrorAnswers },
      },
    },
    async (request) => {
      await cancelBill(app, db(), request.params.id, request.caller);
      return (await finals().get(db(), request.params.id)) as never;
    },
  );

  app.get(
    `${finalBase}get_invoice_by_purchase_final_id/:id`,
    {
      config: { permission: 'purchase_final.read' },
      schema: {
        tags,
        summary: 'A bill printed as PDF on the charity’s letterhead: vendor, lines, total in figures and words',
        security,
        params: keyParams,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const record = await billWithItems(request.params.id);
      if (!record) throw notFound(`Purchase bill id - ${request.params.id} does not exist`);
      const pdf = await purchasePdf(await letterhead(db(), app.media), await printed('bill', record));
      return sendPdf(reply, pdf, `purchase-bill-${record.invoice_no}`);
    },
  );

  // ——— Summaries ———

  app.get(
    '/summary_report/api/v1/purchase_final_summary_report/filter',
    {
      config: { permission: 'purchase_final.read' },
      schema: {
        tags,
        summary:
          'Purchase bills of a period (`date_after`, `date_before` on the bill’s date; `vendor`, `status`), paged, newest first, with the period’s total, paid and unpaid amounts',
        security,
        querystring: summaryQuery(purchaseFinalStatuses),
        response: { 200: answer, ...errorAnswers },
      },
    },
    async (request) => purchaseFinalSummary(db(), request.query, pageRequest(request.query)),
  );

  app.get(
    '/summary_report/api/v1/purchase_request_summary_report/filter',
    {
      config: { permission: 'purchase_request.read' },
      schema: {
        tags,
        summary:
          'Purchase requests of a period (`date_after`, `date_before` on the request’s date; `vendor`, `status`), paged, newest first, with the expected amount of the period',
        security,
        querystring: summaryQuery(purchaseRequestStatuses),
        response: { 200: answer, ...errorAnswers },
      },
    },
    async (request) => purchaseRequestSummary(db(), request.query, pageRequest(request.query)),
  );
}
