import { id, salesEndpoints } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuery } from '../../resource/list-query.ts';
import { inputSchemas, pageQuery } from '../../resource/schemas.ts';
import { customerOrderResource } from './sales.resources.ts';

/**
 * The `order/…` paths and `update_order/` take what the engine's own order routes take: their declarations in
 * the contracts are checked against the schemas the engine derives from the order's resource.
 */
const input = inputSchemas(customerOrderResource);
const described = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

describe('the order routes declared in the contracts', () => {
  it('take the bodies the engine derives for creating and changing an order', () => {
    expect(described(salesEndpoints.createOrder.body)).toEqual(described(input.create));
    expect(described(salesEndpoints.updateOrder.body)).toEqual(described(input.update));
    expect(described(salesEndpoints.changeOrder.body)).toEqual(described(input.update.extend({ id: id() })));
  });

  it('refuse a new line without its product or quantity on a change, as the engine does', () => {
    const change = { items: [{ id: 1, quantity: 2 }, { unit_price: '10' }] };
    const declared = salesEndpoints.updateOrder.body.safeParse(change);
    const engine = input.update.safeParse(change);
    expect(declared.success).toBe(false);
    expect(declared.error?.issues).toEqual(engine.error?.issues);
  });

  it('take the list query the engine derives for the order list, with searchKey', () => {
    const engine = pageQuery.extend(listQuery(customerOrderResource).schema.shape).extend({ searchKey: z.string().max(200).optional() });
    expect(described(salesEndpoints.listOrders.query)).toEqual(described(engine));
    const twice = { status: ['draft', 'confirmed'] };
    expect(salesEndpoints.listOrders.query.safeParse(twice).error?.issues).toEqual(engine.safeParse(twice).error?.issues);
  });
});
