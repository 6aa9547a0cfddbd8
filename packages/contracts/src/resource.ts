import type { z } from 'zod';

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

export type FileKind = 'image' | 'pdf';

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
 * answers, its input shape and the actions it offers. The api adds storage to it.
 */
export interface ResourceContract<Input extends z.ZodObject = z.ZodObject> {
  /** URL slug and permission prefix, snake_case singular: `homepage_slider`. */
  name: string;
  /** The back-office area it belongs to; roles and the admin menu are grouped by it. */
  module: ModuleName;
  /** Human label, singular: used in messages ("Notice id - 4 does not exist"). */
  label: string;
  /** Key of the list in answers: `homepage_sliders`. */
  plural: string;
  /** Fields a client may send on create; update accepts any subset. */
  input: Input;
  actions: readonly Action[];
  /** Fields matched by `search/`. Each is also a query parameter of its own. */
  search?: readonly (keyof z.infer<Input> & string)[];
  /** Extra query parameter names that search every searchable field (the contract's `key`, `keyword`). */
  searchAliases?: readonly string[];
  /** Fields holding HTML from a rich-text editor: sanitised on write. */
  richText?: readonly (keyof z.infer<Input> & string)[];
  /** Fields holding an uploaded file, by kind. */
  files?: Partial<Record<keyof z.infer<Input> & string, FileKind>>;
  /** Fields that must be unique. */
  unique?: readonly (keyof z.infer<Input> & string)[];
  /**
   * Reads an anonymous visitor may make. `fields` limits what they see; a caller
   * holding `<name>.read` sees whole records on the same path.
   */
  publicRead?: { actions: readonly Action[]; fields?: readonly string[] };
  /** Writes an anonymous visitor may make (the public forms); they are validated and rate-limited. */
  publicWrite?: readonly Action[];
  /** Extra paths for an action, for the contract's odd spellings. */
  aliases?: Partial<Record<Action, readonly string[]>>;
  /** Order of lists: a column and direction; default id ascending. */
  order?: { field: string; direction: 'asc' | 'desc' };
}

export function defineContract<Input extends z.ZodObject>(contract: ResourceContract<Input>) {
  return contract;
}

export function permissionName(resource: string, action: Action) {
  return `${resource}.${permissionVerb[action]}`;
}

/** Every permission a resource's actions need, e.g. `notice.read`, `notice.create`. */
export function permissionsOf(contract: Pick<ResourceContract, 'name' | 'actions'>) {
  return [...new Set(contract.actions.map((action) => permissionName(contract.name, action)))];
}
