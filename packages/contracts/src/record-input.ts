import { z } from 'zod';
import { metaOf, type WithStoredDefault } from './field-meta.ts';
import type { ResourceContract } from './resource.ts';

/** An optional field may also be sent as null, to clear it; one stored with a default is left out instead. */
type Clearable<S> = S extends WithStoredDefault ? S : S extends z.ZodType ? (undefined extends z.input<S> ? z.ZodNullable<S> : S) : S;
type InputShape<C extends Pick<ResourceContract, 'input'>> = { [K in keyof C['input']['shape']]: Clearable<C['input']['shape'][K]> };

const clearable = (field: z.ZodType) =>
  field.safeParse(undefined).success && metaOf(field).default === undefined ? field.nullable() : field;

/**
 * What a client sends to create or change a record of a resource without lines, as the engine's own routes
 * take it: the contract's fields, each optional one also nullable unless it is stored with a default; a
 * change sends only what changes. The bodies of the hand routes that write such a record through a
 * workflow (a cause posting its goal, a visitor's pledge, a fee generation's dry run).
 */
export function recordInput<C extends Pick<ResourceContract, 'input'>>(contract: C) {
  const shape = Object.fromEntries(
    Object.entries(contract.input.shape as Record<string, z.ZodType>).map(([key, f]) => [key, clearable(f)]),
  );
  const create = z.object(shape) as unknown as z.ZodObject<InputShape<C>>;
  return { create, update: create.partial() };
}
