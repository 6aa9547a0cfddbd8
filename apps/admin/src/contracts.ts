import { type Action, type FileKind, permissionName, type ResourceContract, resourceContracts } from '@sahay/contracts';
import type { z } from 'zod';
import { plainText } from './text.ts';

/** How the admin shows and edits one input field, read from the contract's zod shape. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'richText'
  | 'email'
  | 'password'
  | 'date'
  | 'number'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'references'
  | 'file';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** For `select`. */
  choices?: string[];
  /** For `reference` and `references`: the resource the id points at. */
  reference?: string;
  /** For `file`. */
  fileKind?: FileKind;
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

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: z.ZodType;
      options?: z.ZodType[];
      entries?: Record<string, string>;
      element?: z.ZodType;
      format?: string;
      in?: z.ZodType;
    };
    bag?: { maxLength?: number; format?: string };
  };
}
const def = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;
const bag = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.bag ?? {};

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const d = def(current);
    if ((d.type === 'optional' || d.type === 'nullable' || d.type === 'default') && d.innerType) current = d.innerType;
    else if (d.type === 'pipe' && d.in) current = d.in;
    else return current;
  }
}

/** The resource an id field points at: its own name (`role`), `parent` (the same resource), `<name>_id`. */
function referenceOf(contract: ResourceContract, field: string) {
  if (field === 'parent') return contract.name;
  const name = field.replace(/_id$/, '');
  return contractByName.has(name) ? name : undefined;
}

/** A list of ids named after a resource's plural (`permissions`). */
function referencesOf(field: string) {
  return resourceContracts.find((c) => c.plural === field || `${c.name}s` === field)?.name;
}

function kindOf(contract: ResourceContract, name: string, schema: z.ZodType): Omit<FieldSpec, 'name' | 'required' | 'schema'> {
  const files = contract.files as Record<string, FileKind> | undefined;
  if (files?.[name]) return { kind: 'file', fileKind: files[name] };
  if ((contract.richText as readonly string[] | undefined)?.includes(name)) return { kind: 'richText' };
  if (name === 'password') return { kind: 'password' };
  const inner = unwrap(schema);
  const d = def(inner);
  const maxLength = bag(inner).maxLength;
  switch (d.type) {
    case 'string': {
      const format = d.format ?? bag(inner).format;
      if (format === 'email') return { kind: 'email', maxLength };
      if (format === 'date') return { kind: 'date' };
      return { kind: maxLength !== undefined && maxLength > 300 ? 'longText' : 'text', maxLength };
    }
    case 'number': {
      const reference = referenceOf(contract, name);
      return reference ? { kind: 'reference', reference } : { kind: 'number' };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'union':
      // A flag: true/false, or the same as text from a form.
      if (d.options?.some((o) => def(unwrap(o)).type === 'boolean')) return { kind: 'boolean' };
      return { kind: 'text' };
    case 'enum':
      return { kind: 'select', choices: Object.values(d.entries ?? {}) };
    case 'array': {
      const reference = referencesOf(name);
      return reference ? { kind: 'references', reference } : { kind: 'text' };
    }
    default:
      return { kind: 'text' };
  }
}

const specCache = new Map<string, FieldSpec[]>();

/** Every input field of a resource, in declaration order, with how to show it. */
export function fieldsOf(contract: ResourceContract): FieldSpec[] {
  const cached = specCache.get(contract.name);
  if (cached) return cached;
  const specs = Object.entries(contract.input.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
    name,
    schema,
    required: !schema.safeParse(undefined).success,
    ...kindOf(contract, name, schema),
  }));
  specCache.set(contract.name, specs);
  return specs;
}

/** How a record is named wherever it is referred to. */
export function representationOf(resource: string) {
  const fields = new Set(fieldsOf(contractOf(resource)).map((f) => f.name));
  if (fields.has('first_name')) return (record: Record<string, unknown>) => [record.first_name, record.last_name].filter(Boolean).join(' ');
  const key = ['name', 'title', 'head', 'site_name', 'menu_id', 'email'].find((k) => fields.has(k));
  return (record: Record<string, unknown>) => {
    const value = key ? record[key] : undefined;
    // Rich text (a slide's title) is named by its words, not its markup.
    const text = typeof value === 'string' && value.includes('<') ? plainText(value) : value;
    return String(text || `#${record.id}`);
  };
}

/** A form check made from the contract's schema: empty counts as missing, the API's message is shown. */
export function validatorFor(spec: FieldSpec) {
  const validate = (value: unknown) => {
    const given = value === '' || value === null ? undefined : value;
    const result = spec.schema.safeParse(given);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  // react-admin marks a field required (asterisk, no "remove" on files) when its validator says so.
  return Object.assign(validate, { isRequired: spec.required });
}
