import { basePath, detail, errorAnswers, type VoucherKind, voucherKinds, writeErrorAnswers } from '@sahay/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { ResourceDefinition } from '../../resource/define-resource.ts';
import { pageRequest } from '../../resource/paging.ts';
import type { Repository } from '../../resource/repository.ts';
import { inputSchemas } from '../../resource/schemas.ts';
import { voucherResources } from './accounting.resources.ts';
import { accountLogRows, voucherByInvoice, voucherRows } from './voucher-rows.ts';

const rows = z.array(z.looseObject({ id: z.number(), invoice_no: z.string() }));
const logs = z.array(z.looseObject({ id: z.number(), reference_no: z.string() }));
const invoiceParams = z.object({ invoiceNo: z.string().min(1).max(40) });
const pageQuery = z.object({ page: z.string().optional(), size: z.string().optional() });

/**
 * The routes of vouchers whose answers are the contract's own (api-contract.md 3.5): create and
 * `update/` answer voucher rows (one per line) with their account-log rows; `<kind>_by_invoice_no/` answers
 * the voucher by its number, or the contract's "has no" sentence with 200.
 */
export default async function voucherRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  for (const resource of voucherResources) await voucherRoutesOf(app, resource, db);
}

async function voucherRoutesOf(app: FastifyInstance, resource: ResourceDefinition, db: () => FastifyInstance['database']['db']) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { contract } = resource;
  const kind = contract.name as VoucherKind;
  const spec = voucherKinds[kind];
  const base = basePath(contract);
  const repository = () => app.repositories.get(kind) as Repository;
  const input = inputSchemas(resource);
  const tags = [kind];
  const files = { file: ['image', 'pdf'] as const };
  const answer = async (voucher: Record<string, unknown>) => ({
    [spec.plural]: await voucherRows(db(), kind, voucher),
    account_logs: await accountLogRows(db(), voucher.invoice_no as string),
  });

  typed.post(
    `${base}create`,
    {
      config: { permission: `${kind}.create`, files },
      schema: {
        tags,
        summary: `Create a ${spec.label.toLowerCase()}: its lines post to the books`,
        body: input.create,
        response: { 201: z.object({ [spec.plural]: rows, account_logs: logs }), ...writeErrorAnswers },
      },
    },
    async (request, reply) => {
      const created = await repository().create(db(), request.body as Record<string, unknown>, { caller: request.caller });
      return reply.code(201).send((await answer(created)) as never);
    },
  );

  const updateBody = input.update.extend({ invoice_no: z.string({ error: 'This field is required.' }).min(1).max(40) });
  for (const method of ['PUT', 'PATCH'] as const) {
    typed.route({
      method,
      url: `${base}update`,
      config: { permission: `${kind}.update`, files },
      schema: {
        tags,
        summary: `Change a ${spec.label.toLowerCase()} found by invoice_no; lines by id (without one: added; left out: removed)`,
        body: updateBody,
        response: {
          200: z.object({ data: z.object({ [spec.plural]: rows, account_logs: logs }), detail: z.string() }),
          ...writeErrorAnswers,
        },
      },
      handler: async (request) => {
        const { invoice_no, ...changes } = request.body as Record<string, unknown> & { invoice_no: string };
        const voucher = await findByInvoice(invoice_no);
        if (!voucher) throw new HttpError(404, `${spec.label} invoice_no - ${invoice_no} does not exist`);
        const updated = await repository().update(db(), voucher.id as number, changes, { caller: request.caller });
        return { data: await answer(updated), detail: `${spec.label}(s) updated successfully` } as never;
      },
    });
  }

  const findByInvoice = async (invoiceNo: string) => {
    const table = resource.table as unknown as { invoiceNo: PgColumn; id: PgColumn };
    const [row] = await db().select({ id: table.id }).from(resource.table).where(eq(table.invoiceNo, invoiceNo));
    return row ? ((await repository().get(db(), row.id as number)) as Record<string, unknown>) : undefined;
  };

  // The contract serves sales by invoice also at the receipt voucher's spelling.
  const byInvoicePaths = [`${kind}_by_invoice_no`, ...(kind === 'sales' ? ['receipt_voucher_by_invoice_no'] : [])];
  const missingName = spec.plural.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase());
  // The contract pages the id-journal's lines (an id-journal can post to a ledger per member).
  const paged = kind === 'idjournal';
  for (const path of byInvoicePaths) {
    typed.get(
      `${base}${path}/:invoiceNo`,
      {
        config: { permission: `${kind}.read` },
        schema: {
          tags,
          summary: paged
            ? `A ${spec.label.toLowerCase()} by its invoice number, with a page of its lines (page, size)`
            : `A ${spec.label.toLowerCase()} by its invoice number, with its lines`,
          params: invoiceParams,
          ...(paged ? { querystring: pageQuery } : {}),
          response: {
            200: z.union([
              z.looseObject({ invoice_no: z.string(), items: rows }),
              // The contract answers an unknown number with 200 and a sentence.
              detail,
            ]),
            ...errorAnswers,
          },
        },
      },
      async (request) => {
        const voucher = await findByInvoice(request.params.invoiceNo);
        if (!voucher) return { detail: `Invoice no ${request.params.invoiceNo} has no ${missingName}` };
        const answer = await voucherByInvoice(db(), kind, voucher);
        if (!paged) return answer as never;
        const { page, size } = pageRequest(request.query as { page?: string; size?: string });
        const totalPages = Math.max(1, Math.ceil(answer.items.length / size));
        const shown = Math.min(page, totalPages);
        const items = answer.items.slice((shown - 1) * size, shown * size);
        return { ...answer, items, page: shown, size, total_pages: totalPages, total_elements: answer.items.length } as never;
      },
    );
  }
}
