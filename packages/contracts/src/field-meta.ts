import type { z } from 'zod';

export type FileKind = 'image' | 'pdf';
export type DeleteRule = 'cascade' | 'set null' | 'restrict';

/**
 * What a field's zod schema cannot say by itself: how it is stored and shown. Its type, length,
 * whether it is required and its choices are read from the schema; the API derives the table
 * column from both, the back office its widget.
 */
export interface FieldMeta {
  /** Stored as `numeric(14,2)` (money), not as text. */
  money?: true;
  /** No two records share the value; `ignoreCase` compares lower-cased (usernames, role names). */
  unique?: true | 'ignoreCase';
  /** The stored value when a client leaves the field out. */
  default?: string | number | boolean;
  /** The id of another resource's record: a foreign key with a delete rule, a picker in the back office. */
  references?: { resource: string; onDelete: DeleteRule };
  /** An uploaded file of this kind (its stored path). */
  file?: FileKind;
  /** HTML from a rich-text editor: sanitised on write, stored as text. */
  richText?: true;
  /** Anonymous visitors see this field where the resource has public reads limited to some fields. */
  public?: true;
  /** Input only: consumed by the resource's hooks, never a column (a new password, a role's permission ids). */
  inputOnly?: true;
  /** A secret (a password): typed into a masked box, never shown back. */
  secret?: true;
}

const metas = new WeakMap<z.ZodType, FieldMeta>();

/** Brands that carry a field's storage into the types of its derived column. */
declare const storedDefault: unique symbol;
declare const notStored: unique symbol;
export type WithStoredDefault = { readonly [storedDefault]: true };
export type InputOnly = { readonly [notStored]: true };

interface Wrapper {
  _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } };
}

/** The schema inside optional, nullable, default and pipe wrappers. */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = (current as unknown as Wrapper)._zod.def;
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** Every meta found from the outer schema to the inner one, merged. */
export function metaOf(schema: z.ZodType): FieldMeta {
  let merged: FieldMeta = {};
  let current: z.ZodType | undefined = schema;
  while (current) {
    merged = { ...metas.get(current), ...merged };
    const def: Wrapper['_zod']['def'] = (current as unknown as Wrapper)._zod.def;
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return merged;
}

/** Adds storage or display facts to a field's schema (the schema itself is unchanged). */
export function field<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  metas.set(schema, { ...metas.get(schema), ...meta });
  return schema;
}

/** A field a client may leave out, stored with this value then. */
export function withDefault<S extends z.ZodType>(schema: S, value: string | number | boolean) {
  return field(schema.optional(), { default: value }) as z.ZodOptional<S> & WithStoredDefault;
}

/** A field read by the resource's hooks and never stored as sent. */
export function inputOnly<S extends z.ZodType>(schema: S) {
  return field(schema, { inputOnly: true }) as S & InputOnly;
}

export const unique = <S extends z.ZodType>(schema: S, mode: true | 'ignoreCase' = true) => field(schema, { unique: mode });
export const visible = <S extends z.ZodType>(schema: S) => field(schema, { public: true });

interface Check {
  _zod: { def: { check: string; maximum?: number; format?: string } };
}
const checksOf = (schema: z.ZodType) =>
  ((schema as unknown as { _zod: { def: { checks?: Check[] } } })._zod.def.checks ?? []).map((c) => c._zod.def);

/** The longest text a field takes, from its `max()`, if it has one. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const limits = checksOf(innerSchema(schema)).flatMap((c) => (c.check === 'max_length' && c.maximum !== undefined ? [c.maximum] : []));
  return limits.length ? Math.min(...limits) : undefined;
}

/** The string format of a field (`email`, `date`), if it has one. */
export function formatOf(schema: z.ZodType): string | undefined {
  const inner = innerSchema(schema) as unknown as { _zod: { def: { format?: string } } };
  return inner._zod.def.format ?? checksOf(innerSchema(schema)).find((c) => c.check === 'string_format')?.format;
}
