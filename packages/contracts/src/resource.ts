import type { z } from 'zod';
import { type FieldMeta, type FileKind, innerSchema, metaOf } from './field-meta.ts';

export type { FileKind };

/** The standard actions of the contract (see api-contract.md 3.1). */
export type Action = 'list' | 'withoutPagination' | 'get' | 'search' | 'create' | 'update' | 'delete' | 'deleteMultiple';

export const standardActions: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'];

/** Which permission an action needs: reads share one, deletes share one. */
export const permissionVerb: Record<Action, 'read' | 'create' | 'update' | 'delete'> = {
  list: 'read',
  withoutPagination: 'read',
  get: 'read',
  search: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
  deleteMultiple: 'delete',
};

/** The back office's areas, in menu order. */
export const modules = ['cms', 'people', 'access', 'members', 'accounting', 'inventory', 'purchase', 'sales', 'support'] as const;
export type ModuleName = (typeof modules)[number];

export const moduleLabels: Record<ModuleName, string> = {
  cms: 'Website',
  people: 'People',
  access: 'Users and roles',
  members: 'Members and donations',
  accounting: 'Accounting',
  inventory: 'Inventory',
  purchase: 'Purchasing',
  sales: 'Sales',
  support: 'Support',
};

/**
 * What web, admin, api and tests share about one entity: its name, the list key of its
 * answers, its fields and the actions it offers. Each field is declared once, in `input`, with its
 * storage facts as field meta (see fields.ts); the api derives the table, validation and routes.
 */
export interface ResourceContract<Input extends z.ZodObject = z.ZodObject, Name extends string = string> {
  /** URL slug and permission prefix, snake_case singular: `homepage_slider`. */
  name: Name;
  /** The back-office area it belongs to; roles and the admin menu are grouped by it. */
  module: ModuleName;
  /** Human label, singular: used in messages ("Notice id - 4 does not exist"). */
  label: string;
  /** Key of the list in answers: `homepage_sliders`. */
  plural: string;
  /**
   * Human label, plural, where the list key as words does not say what the records are (`Sales vouchers` for the
   * list key `sales`): the name of the back office's menu entry, list and breadcrumb.
   */
  pluralLabel?: string;
  /** Another list key for one action, where the contract spells it differently (`payment_methods` on search). */
  plurals?: Partial<Record<Action, string>>;
  /** Fields a client may send on create; update accepts any subset. */
  input: Input;
  actions: readonly Action[];
  /** Fields that name a record wherever it is shown (joined by a space): `['first_name', 'last_name']`. */
  title?: readonly (keyof z.infer<Input> & string)[];
  /** The columns a list shows by default. */
  columns?: readonly (keyof z.infer<Input> & string)[];
  /** Fields matched by `search/`. Each is also a query parameter of its own. */
  search?: readonly (keyof z.infer<Input> & string)[];
  /** Extra query parameter names that search every searchable field (the contract's `key`, `keyword`). */
  searchAliases?: readonly string[];
  /** Get, update and delete find a record by this field instead of its id (`invoice_no`). */
  lookup?: string;
  /** Reads an anonymous visitor may make; they see the fields marked `visible` when any is, else all. */
  publicRead?: { actions: readonly Action[] };
  /** Writes an anonymous visitor may make (the public forms); they are validated and rate-limited. */
  publicWrite?: readonly Action[];
  /** The path of an action where the contract spells it differently (`without_pagination` for `without_pagination/all`). */
  paths?: Partial<Record<Action, string>>;
  /** Extra paths for an action, for the contract's odd spellings. */
  aliases?: Partial<Record<Action, readonly string[]>>;
  /** Lists of the records that reference one record: `get_all_by_department_id/{id}` is the list filtered by `department`. */
  listsBy?: readonly { path: string; field: keyof z.infer<Input> & string; key?: string }[];
  /** A date field that lists filter by range: `date_after` and `date_before` (inclusive, as the contract's voucher searches). */
  dateRange?: string;
  /** Order of lists: a column and direction; default id ascending. */
  order?: { field: string; direction: 'asc' | 'desc' };
}

export function defineContract<Input extends z.ZodObject, const Name extends string>(contract: ResourceContract<Input, Name>) {
  return contract;
}

export function permissionName(resource: string, action: Action) {
  return `${resource}.${permissionVerb[action]}`;
}

/** Every permission a resource's actions need, e.g. `notice.read`, `notice.create`. */
export function permissionsOf(contract: Pick<ResourceContract, 'name' | 'actions'>) {
  return [...new Set(contract.actions.map((action) => permissionName(contract.name, action)))];
}

/** The segment every API path carries after its first one (`/<name>/api/v1/…`): what tells the API's addresses from the site's. */
export const apiPathMarker = '/api/v1/';

/** A noun with its indefinite article, as the API's summaries name a record: `an employee`, `a cause`. */
export const aOrAn = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** Where a resource's routes live: `/<name>/api/v1/<name>/`. */
export const basePath = (contract: Pick<ResourceContract, 'name'>) => `/${contract.name}${apiPathMarker}${contract.name}/`;

const defaultPaths: Record<Action, string> = {
  list: 'all',
  withoutPagination: 'without_pagination/all',
  get: ':id',
  search: 'search',
  create: 'create',
  update: 'update/:id',
  delete: 'delete/:id',
  deleteMultiple: 'delete_multiple',
};

/** Every path of an action, the contract's own first, relative to the base (`:id` for the record's key). */
export function actionPaths(contract: Pick<ResourceContract, 'paths' | 'aliases'>, action: Action): string[] {
  return [contract.paths?.[action] ?? defaultPaths[action], ...(contract.aliases?.[action] ?? [])];
}

/** The address a client calls for an action, with the record's key filled in. */
export function actionUrl(contract: Pick<ResourceContract, 'name' | 'paths' | 'aliases'>, action: Action, key?: string | number) {
  const path = actionPaths(contract, action)[0].replace(':id', key === undefined ? '' : encodeURIComponent(String(key)));
  return `${basePath(contract)}${path}${path.endsWith('/') || path === '' ? '' : '/'}`;
}

/** The list key of an action's answer. */
export const pluralOf = (contract: Pick<ResourceContract, 'plural' | 'plurals'>, action: Action) =>
  contract.plurals?.[action] ?? contract.plural;

type Fields = Record<string, z.ZodType>;
const fieldsOfContract = (contract: Pick<ResourceContract, 'input'>) => Object.entries(contract.input.shape as Fields);

/** The meta of each input field. */
export function fieldMetas(contract: Pick<ResourceContract, 'input'>): [string, FieldMeta][] {
  return fieldsOfContract(contract).map(([name, schema]) => [name, metaOf(schema)]);
}

/** Fields holding an uploaded file, with their kind. */
export const fileFields = (contract: Pick<ResourceContract, 'input'>): Record<string, FileKind> =>
  Object.fromEntries(fieldMetas(contract).flatMap(([name, meta]) => (meta.file ? [[name, meta.file]] : [])));

/** Fields holding HTML from the rich-text editor. */
export const richTextFields = (contract: Pick<ResourceContract, 'input'>) =>
  fieldMetas(contract).flatMap(([name, meta]) => (meta.richText ? [name] : []));

/** Fields that refer to another resource's records, with that resource. */
export const referenceFields = (contract: Pick<ResourceContract, 'input'>): Record<string, string> =>
  Object.fromEntries(fieldMetas(contract).flatMap(([name, meta]) => (meta.references ? [[name, meta.references.resource]] : [])));

/** What an anonymous visitor sees of a public record: the `visible` fields and the id, or undefined for all of it. */
export function publicFields(contract: Pick<ResourceContract, 'input'>): readonly string[] | undefined {
  const shown = fieldMetas(contract).flatMap(([name, meta]) => (meta.public ? [name] : []));
  return shown.length ? ['id', ...shown] : undefined;
}

/** The values of a choice field (a zod enum), else undefined. */
export function choicesOf(schema: z.ZodType | undefined): readonly string[] | undefined {
  if (!schema) return undefined;
  const inner = innerSchema(schema) as unknown as { _zod: { def: { type: string; entries?: Record<string, string> } } };
  return inner._zod.def.type === 'enum' ? Object.values(inner._zod.def.entries ?? {}) : undefined;
}

/**
 * Fields a list filters by exact value (`role=3`, `id=4,7,9`, `is_active=true`, `gender=female`): the id, numbers,
 * references and flags, and choices the contract does not search as text.
 */
export function exactFilterFields(contract: Pick<ResourceContract, 'input' | 'search'>): string[] {
  const searched = new Set<string>(contract.search ?? []);
  const exact = fieldsOfContract(contract).flatMap(([name, schema]) => {
    if (metaOf(schema).inputOnly || metaOf(schema).money) return [];
    const kind = (innerSchema(schema) as unknown as { _zod: { def: { type: string; options?: z.ZodType[] } } })._zod.def;
    if (kind.type === 'number' || kind.type === 'boolean') return [name];
    if (kind.type === 'union' && kind.options?.some((o) => (o as unknown as Wrapped)._zod.def.type === 'boolean')) return [name];
    if (kind.type === 'enum' && !searched.has(name)) return [name];
    return [];
  });
  return ['id', ...exact];
}
type Wrapped = { _zod: { def: { type: string } } };

/**
 * The fields of a document's lines its lists filter by (a voucher's `ledger`, `sub_ledger`): its lines'
 * references. A record matches when one of its lines refers to one of the given records, or, for a field
 * the header has too (a voucher's `sub_ledger`), when its header does.
 */
export function lineFilterFields(contract: Pick<ResourceContract, 'input'>): { lines: string; fields: string[] } | undefined {
  for (const [name, schema] of fieldsOfContract(contract)) {
    const def = (innerSchema(schema) as unknown as { _zod: { def: { type: string; element?: z.ZodType } } })._zod.def;
    if (def.type !== 'array' || !def.element) continue;
    const shape = (innerSchema(def.element) as unknown as { shape?: Fields }).shape;
    if (!shape) continue;
    const fields = Object.entries(shape).flatMap(([field, s]) => (metaOf(s).references ? [field] : []));
    return fields.length ? { lines: name, fields } : undefined;
  }
  return undefined;
}

/** How a record is named wherever it is shown: its title fields joined, markup removed; else `#id`. */
export function recordTitle(contract: Pick<ResourceContract, 'title'>, record: Record<string, unknown>) {
  const words = (contract.title ?? [])
    .map((field) => record[field])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map((value) =>
      String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join(' ');
  return words || `#${record.id}`;
}

/** A list key as words: `customer_types` → `customer types`. */
export const pluralWords = (contract: Pick<ResourceContract, 'plural'>) => contract.plural.replace(/_/g, ' ');

/** What a list of the records is called: its plural label, else its list key as words (`Customer types`). */
export const pluralLabelOf = (contract: Pick<ResourceContract, 'plural' | 'pluralLabel'>) =>
  contract.pluralLabel ?? pluralWords(contract).replace(/^./, (c) => c.toUpperCase());
