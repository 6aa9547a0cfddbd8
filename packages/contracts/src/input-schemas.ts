import { z } from 'zod';
import { innerSchema, metaOf, type WithStoredDefault } from './field-meta.ts';
import { id } from './fields.ts';
import type { ResourceContract } from './resource.ts';

/** An optional header field may also be sent as null, to clear it; one stored with a default is left out instead. */
type Clearable<S> = S extends WithStoredDefault ? S : S extends z.ZodType ? (undefined extends z.input<S> ? z.ZodNullable<S> : S) : S;
/** An optional field of a line may also be sent as null. */
type LineClearable<S> = S extends z.ZodType ? (undefined extends z.input<S> ? z.ZodNullable<S> : S) : S;

type Fields = Record<string, z.ZodType>;
type LineId = z.ZodNullable<z.ZodOptional<ReturnType<typeof id>>>;
type LineShape<L extends Fields> = { id: LineId } & { [K in keyof L]: LineClearable<L[K]> };
type HeaderShape<H extends Fields> = { [K in keyof H]: Clearable<H[K]> };
type InputShape<C extends Pick<ResourceContract, 'input'>> = { [K in keyof C['input']['shape']]: Clearable<C['input']['shape'][K]> };
type Line<L extends Fields> = z.ZodObject<LineShape<L>>;
/** A line of a change: with its id, only what changes; without one, a new line with every required field. */
type ChangedLine<L extends Fields> = z.ZodType<Partial<z.output<Line<L>>>, Partial<z.input<Line<L>>>>;

export type DocumentCreate<H extends Fields, F extends string, L extends Fields> = z.ZodObject<
  HeaderShape<H> & { [K in F]: z.ZodArray<Line<L>> }
>;
export type DocumentUpdate<H extends Fields, F extends string, L extends Fields> = z.ZodObject<
  { [K in keyof H]: z.ZodOptional<Clearable<H[K]>> } & { [K in F]: z.ZodOptional<z.ZodArray<ChangedLine<L>>> }
>;

const nullableWhenOptional = (field: z.ZodType) => (field.safeParse(undefined).success ? field.nullable() : field);
const clearable = (field: z.ZodType) =>
  field.safeParse(undefined).success && metaOf(field).default === undefined ? field.nullable() : field;
const lineCount = <S extends z.ZodType>(line: S) => z.array(line).min(1, 'Add at least one line.').max(500, 'At most 500 lines.');

/**
 * What a client sends to create or change a document with lines (an order), as the engine's own routes take it
 * (the API derives the same from the resource): the header's fields, each optional one also nullable unless it
 * is stored with a default; its lines, each with an optional id and its optional fields nullable. A change
 * sends only what changes, and its lines by id: a line with an id names what changes, one without is new and
 * needs every required field. The bodies of the hand routes that write such a document through the engine.
 */
export function documentInput<H extends Fields, const F extends string, L extends Fields>(header: H, field: F, line: L) {
  const lineShape: Fields = { id: id().optional(), ...line };
  const lineObject = z.object(Object.fromEntries(Object.entries(lineShape).map(([key, f]) => [key, nullableWhenOptional(f)])));
  const required = Object.entries(lineObject.shape)
    .filter(([, f]) => !f.safeParse(undefined).success)
    .map(([key]) => key);
  const changedLine = lineObject.partial().superRefine((value, context) => {
    if ((value as { id?: unknown }).id !== undefined) return;
    for (const key of required) {
      if ((value as Record<string, unknown>)[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: 'This field is required.' });
    }
  });
  const headerShape = Object.fromEntries(Object.entries(header).map(([key, f]) => [key, clearable(f)]));
  const create = z.object({ ...headerShape, [field]: lineCount(lineObject) });
  const update = create.partial().extend({ [field]: lineCount(changedLine).optional() });
  return { create: create as unknown as DocumentCreate<H, F, L>, update: update as unknown as DocumentUpdate<H, F, L> };
}

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

/**
 * The bodies the engine's own routes take for a resource: a record's fields, or a document's header and its
 * lines (in `linesField`) by id. The hand routes' declarations use the same two builders, so a body is
 * derived in one place whichever route takes it.
 */
export function resourceInput(contract: Pick<ResourceContract, 'input'>, linesField?: string) {
  if (!linesField) return recordInput(contract);
  const { [linesField]: lines, ...header } = contract.input.shape as Fields;
  const line = (innerSchema(lines) as z.ZodArray<z.ZodObject>).element.shape as Fields;
  return documentInput(header, linesField, line);
}
