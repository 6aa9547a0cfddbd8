import {
  type Action,
  choicesOf,
  type FileKind,
  formatOf,
  innerSchema,
  maxLengthOf,
  metaOf,
  permissionName,
  type ResourceContract,
  recordTitle,
  resourceContracts,
} from '@sahay/contracts';
import type { z } from 'zod';

/** How the admin shows and edits one input field, read from the contract's zod shape and field meta. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'richText'
  | 'email'
  | 'password'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'references'
  | 'lines'
  | 'file';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** For `select`. */
  choices?: readonly string[];
  /** For `reference` and `references`: the resource the id points at, as the field meta declares it. */
  reference?: string;
  /** For `file`. */
  fileKind?: FileKind;
  /** For `lines` (a document's numbered lines): the fields of one line. */
  lineFields?: FieldSpec[];
  /** An amount of money: text that reads as a number (`1200.50`), never a float. */
  money?: boolean;
  maxLength?: number;
  /** The contract's own schema of the field: the form checks values with it, so messages match the API's. */
  schema: z.ZodType;
}

export const contractByName = new Map(resourceContracts.map((c) => [c.name, c]));

export function contractOf(resource: string): ResourceContract {
  const contract = contractByName.get(resource);
  if (!contract) throw new Error(`No resource named ${resource} in the registry.`);
  return contract;
}

export const offers = (contract: ResourceContract, action: Action) => contract.actions.includes(action);

/** The permission an admin screen or button needs: the API's own name for it. */
export const permissionFor = (contract: ResourceContract, action: Action) => permissionName(contract.name, action);

/** The order the API lists in, so that the default sort is the server's and needs no extra work. */
export function defaultSort(contract: ResourceContract) {
  return { field: contract.order?.field ?? 'id', order: contract.order?.direction === 'desc' ? ('DESC' as const) : ('ASC' as const) };
}

interface ZodDef {
  _zod: { def: { type: string; options?: z.ZodType[]; element?: z.ZodType } };
}
const def = (schema: z.ZodType) => (schema as unknown as ZodDef)._zod.def;

/** What the declaration says of a field: its meta (file, rich text, reference, secret, money), then its zod type. */
function kindOf(schema: z.ZodType): Omit<FieldSpec, 'name' | 'required' | 'schema'> {
  const meta = metaOf(schema);
  if (meta.file) return { kind: 'file', fileKind: meta.file };
  if (meta.richText) return { kind: 'richText' };
  if (meta.references) return { kind: 'reference', reference: meta.references.resource };
  if (meta.secret) return { kind: 'password' };
  const inner = innerSchema(schema);
  const d = def(inner);
  const maxLength = maxLengthOf(schema);
  if (meta.money) return { kind: 'text', money: true, maxLength };
  switch (d.type) {
    case 'string': {
      const format = formatOf(schema);
      if (format === 'email') return { kind: 'email', maxLength };
      if (format === 'date') return { kind: 'date' };
      if (format === 'datetime') return { kind: 'dateTime' };
      // Notes and messages get a box of several lines; names, links and stored paths (up to 500) one line.
      return { kind: maxLength !== undefined && maxLength > 500 ? 'longText' : 'text', maxLength };
    }
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'union':
      // A flag: true/false, or the same as text from a form.
      if (d.options?.some((o) => def(innerSchema(o)).type === 'boolean')) return { kind: 'boolean' };
      return { kind: 'text' };
    case 'enum':
      return { kind: 'select', choices: choicesOf(inner) ?? [] };
    case 'array': {
      // A list of ids of another resource (a role's permissions): its elements carry the reference.
      const reference = d.element ? metaOf(d.element).references?.resource : undefined;
      if (reference) return { kind: 'references', reference };
      // A document's lines: a list of objects, each a line with fields of its own.
      const line = d.element ? (innerSchema(d.element) as unknown as { shape?: Record<string, z.ZodType> }).shape : undefined;
      if (line) return { kind: 'lines', lineFields: specsOf(Object.entries(line).filter(([key]) => key !== 'id')) };
      return { kind: 'text' };
    }
    default:
      return { kind: 'text' };
  }
}

const specCache = new Map<string, FieldSpec[]>();

/** Every input field of a resource, in declaration order, with how to show it, input-only ones included. */
function inputSpecsOf(contract: ResourceContract): FieldSpec[] {
  const cached = specCache.get(contract.name);
  if (cached) return cached;
  const specs = specsOf(Object.entries(contract.input.shape as Record<string, z.ZodType>));
  specCache.set(contract.name, specs);
  return specs;
}

/**
 * The fields of a record, in declaration order. An input-only field (a user's first password, a ticket's
 * first message) is sent when the record is made but is no field of it: no list, detail or edit form shows
 * it. Documents' lines are the exception: their grid is the form.
 */
export function fieldsOf(contract: ResourceContract): FieldSpec[] {
  return inputSpecsOf(contract).filter((spec) => spec.kind === 'lines' || !metaOf(spec.schema).inputOnly);
}

/** The fields a form sends: a create form also asks for the input-only ones. */
export function formFieldsOf(contract: ResourceContract, mode: 'create' | 'edit'): FieldSpec[] {
  return mode === 'create' ? inputSpecsOf(contract) : fieldsOf(contract);
}

function specsOf(fields: [string, z.ZodType][]): FieldSpec[] {
  return fields.map(([name, schema]) => ({ name, schema, required: !schema.safeParse(undefined).success, ...kindOf(schema) }));
}

/** Lines that are a plain list of words (an event's programme, a service's benefits): edited inside the record's form. */
export const isTextList = (spec: FieldSpec) =>
  spec.kind === 'lines' && (spec.lineFields ?? []).every((line) => line.kind === 'text' || line.kind === 'longText');

/** A document (a voucher, a bill): its input has numbered lines of references and amounts, entered in a grid of its own. */
export const isDocument = (contract: ResourceContract) => fieldsOf(contract).some((spec) => spec.kind === 'lines' && !isTextList(spec));

/**
 * Whether the generated screens have a form for this action. A document's lines need an entry form of
 * their own (a voucher's grid), so none is generated for documents: they are listed and shown.
 */
export const hasForm = (contract: ResourceContract, action: 'create' | 'update') => offers(contract, action) && !isDocument(contract);

/** How a record is named wherever it is referred to: the contract's `title` fields (else `#id`). */
export function representationOf(resource: string) {
  const contract = contractOf(resource);
  return (record: Record<string, unknown>) => recordTitle(contract, record);
}

/** A form check made from the contract's schema: empty counts as missing, the API's message is shown. */
export function validatorFor(spec: FieldSpec) {
  const validate = (value: unknown) => {
    const given = value === '' || value === null ? undefined : value;
    // An empty required field says so in the chosen language, not what its format would be (a date's "YYYY-MM-DD").
    if (given === undefined && spec.required) return 'ra.validation.required';
    const result = spec.schema.safeParse(given);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  // react-admin marks a field required (asterisk, no "remove" on files) when its validator says so.
  return Object.assign(validate, { isRequired: spec.required });
}
