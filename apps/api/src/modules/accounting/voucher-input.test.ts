import { accountingEndpoints, basePath, type EndpointShape } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputSchemas } from '../../resource/schemas.ts';
import { voucherResources } from './accounting.resources.ts';

/**
 * The vouchers' create and update routes are declared in the contracts with the bodies the engine derives
 * for a document with lines: the declared bodies must stay the engine's, field for field and rule for rule.
 */
const declared: readonly EndpointShape[] = Object.values(accountingEndpoints);
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

describe.each(voucherResources.map((resource) => [resource.contract.name, resource] as const))('the %s bodies', (_, resource) => {
  const base = basePath(resource.contract);
  const engine = inputSchemas(resource);
  const body = (path: string) => declared.find((endpoint) => endpoint.path === `${base}${path}`)?.body as z.ZodObject;

  it('create takes what the engine takes', () => {
    expect(jsonSchema(engine.create).properties).toHaveProperty('items');
    expect(jsonSchema(body('create'))).toEqual(jsonSchema(engine.create));
  });

  it('update takes what the engine takes, and the invoice number it is found by', () => {
    expect(jsonSchema(body('update'))).toEqual(
      jsonSchema(engine.update.extend({ invoice_no: z.string({ error: 'This field is required.' }).min(1).max(40) })),
    );
  });

  it('a new line of a change needs every required field; a line with its id only what changes', () => {
    const lines = (items: object[]) => body('update').safeParse({ invoice_no: 'X1', items });
    expect(lines([{ id: 1, debit_amount: '5.00' }]).success).toBe(true);
    const issues = lines([{ debit_amount: '5.00' }]).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['items.0.ledger', 'This field is required.']]);
  });
});
