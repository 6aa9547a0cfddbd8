import type { AdminMenuNode, ResourceContract } from '@sahay/contracts';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  SortPayload,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { contractOf, defaultSort, offers } from './contracts.ts';
import { api } from './http.ts';

type Row = RaRecord & Record<string, unknown>;
interface PagedAnswer {
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
  [plural: string]: unknown;
}

/** The API's largest page. */
const maxPageSize = 100;
/** Lists up to this long are sorted and filtered in the browser when the API cannot do it. */
export const maxRowsInBrowser = 5000;

const base = (c: ResourceContract) => `/${c.name}/api/v1/${c.name}/`;
const rowsOf = (c: ResourceContract, answer: Record<string, unknown>) => (answer[c.plural] ?? []) as Row[];

/** Query filters the API's `search/` understands: `q` (any searchable field) and each searchable field. */
function splitFilter(c: ResourceContract, filter: Record<string, unknown>) {
  const server: Record<string, string> = {};
  const browser: Record<string, unknown> = {};
  const searchable = new Set<string>(['q', ...(c.search ?? [])]);
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (searchable.has(key) && offers(c, 'search')) server[key] = String(value);
    else browser[key] = value;
  }
  return { server, browser };
}

function listUrl(c: ResourceContract, server: Record<string, string>, page: number, size: number) {
  const query = new URLSearchParams({ ...server, page: String(page), size: String(size) });
  return `${base(c)}${Object.keys(server).length ? 'search' : 'all'}/?${query}`;
}

/** Every row matching the server-side filters, by pages of 100 (or in one call where the API offers it). */
async function loadAll(c: ResourceContract, server: Record<string, string>): Promise<Row[]> {
  if (!Object.keys(server).length && offers(c, 'withoutPagination')) {
    return rowsOf(c, await api<Record<string, unknown>>(`${base(c)}without_pagination/all/`));
  }
  const first = await api<PagedAnswer>(listUrl(c, server, 1, maxPageSize));
  if (first.total_elements > maxRowsInBrowser) {
    throw new HttpError(
      `This list has ${first.total_elements} rows: too many to sort or filter here. Search to narrow it down first.`,
      400,
    );
  }
  const rest = await Promise.all(
    Array.from({ length: first.total_pages - 1 }, (_, i) => api<PagedAnswer>(listUrl(c, server, i + 2, maxPageSize))),
  );
  return [first, ...rest].flatMap((answer) => rowsOf(c, answer));
}

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
};

function sortRows(rows: Row[], sort: SortPayload) {
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => direction * compare(a[sort.field], b[sort.field]) || compare(a.id, b.id));
}

/** Filters the API has no parameter for: equal values (ids, flags, choices), or part of a text. */
function matches(row: Row, filter: Record<string, unknown>) {
  return Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const text = String(wanted).toLowerCase();
      return Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(text));
    }
    const value = row[key];
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(value));
    if (typeof wanted === 'boolean' || typeof value === 'boolean' || typeof value === 'number') return String(value) === String(wanted);
    return String(value ?? '')
      .toLowerCase()
      .includes(String(wanted).toLowerCase());
  });
}

function pageOf(rows: Row[], page: number, perPage: number): GetListResult<Row> {
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

/** Fields a client may write: the contract's input, nothing the server keeps for itself (id, dates). */
function writable(c: ResourceContract, data: Record<string, unknown>) {
  const fields = Object.keys(c.input.shape);
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => fields.includes(key) && value !== undefined));
}

/** Only what changed goes in an update: the API takes any subset, and untouched fields stay as they are. */
function changed(data: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}

export interface Upload {
  path: string;
  kind: 'image' | 'pdf';
  src: string;
  srcSet?: string;
}

/** The contract's paths and answers as react-admin's data provider methods. */
const resourceMethods = {
  async getList(resource: string, params: GetListParams) {
    const c = contractOf(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const sort = params.sort ?? defaultSort(c);
    const { server, browser } = splitFilter(c, params.filter);
    const serverOrder = defaultSort(c);
    const inBrowser =
      Object.keys(browser).length > 0 || sort.field !== serverOrder.field || sort.order !== serverOrder.order || perPage > maxPageSize;
    if (!inBrowser) {
      const answer = await api<PagedAnswer>(listUrl(c, server, page, perPage));
      // The API answers the last page for a page past the end; react-admin expects an empty one.
      if (answer.page !== page) return { data: [], total: answer.total_elements };
      return { data: rowsOf(c, answer), total: answer.total_elements };
    }
    let rows = (await loadAll(c, server)).filter((row) => matches(row, browser));
    if (sort.field !== serverOrder.field || sort.order !== serverOrder.order) rows = sortRows(rows, sort);
    return pageOf(rows, page, perPage);
  },

  async getOne(resource: string, params: GetOneParams) {
    const c = contractOf(resource);
    return { data: await api<Row>(`${base(c)}${encodeURIComponent(String(params.id))}/`) };
  },

  async getMany(resource: string, params: GetManyParams) {
    const c = contractOf(resource);
    const ids = [...new Set(params.ids.map(String))];
    if (ids.length > 5 && offers(c, 'withoutPagination')) {
      const all = await loadAll(c, {});
      return { data: all.filter((row) => ids.includes(String(row.id))) };
    }
    // A reference to a record that is gone shows as missing rather than failing the page.
    const found = await Promise.all(ids.map((id) => api<Row>(`${base(c)}${encodeURIComponent(id)}/`).catch(() => undefined)));
    return { data: found.filter((row): row is Row => row !== undefined) };
  },

  async getManyReference(resource: string, params: GetManyReferenceParams) {
    const c = contractOf(resource);
    const { server, browser } = splitFilter(c, params.filter);
    const rows = (await loadAll(c, server)).filter((row) => String(row[params.target]) === String(params.id) && matches(row, browser));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return pageOf(params.sort ? sortRows(rows, params.sort) : rows, page, perPage);
  },

  async create(resource: string, params: CreateParams) {
    const c = contractOf(resource);
    const data = await api<Row>(`${base(c)}create/`, { method: 'POST', body: writable(c, params.data) });
    return { data };
  },

  async update(resource: string, params: UpdateParams) {
    const c = contractOf(resource);
    const body = writable(c, changed(params.data, params.previousData));
    const data = await api<Row>(`${base(c)}update/${encodeURIComponent(String(params.id))}/`, { method: 'PATCH', body });
    return { data };
  },

  async updateMany(resource: string, params: UpdateManyParams) {
    const c = contractOf(resource);
    const body = writable(c, params.data);
    await Promise.all(params.ids.map((id) => api(`${base(c)}update/${encodeURIComponent(String(id))}/`, { method: 'PATCH', body })));
    return { data: params.ids };
  },

  async delete(resource: string, params: DeleteParams) {
    const c = contractOf(resource);
    await api(`${base(c)}delete/${encodeURIComponent(String(params.id))}/`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource: string, params: DeleteManyParams) {
    const c = contractOf(resource);
    if (offers(c, 'deleteMultiple')) {
      await api(`${base(c)}delete_multiple/`, { method: 'DELETE', body: { ids: params.ids } });
    } else {
      for (const id of params.ids) await api(`${base(c)}delete/${encodeURIComponent(String(id))}/`, { method: 'DELETE' });
    }
    return { data: params.ids };
  },
};

/** Calls that are not about one resource's records. */
const sahayMethods = {
  /** Stores a file (its type is decided by its bytes) and answers the path to put in a record's file field. */
  upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    return api<Upload>('/media/api/v1/media/upload/', { method: 'POST', body: form });
  },

  /** The live uniqueness checks of the user form: is this value taken (by another user than `userId`)? */
  async isTaken(field: 'email' | 'username' | 'primary_phone' | 'secondary_phone', value: string, userId?: number | string) {
    const query = new URLSearchParams({ [field]: value, ...(userId === undefined ? {} : { user: String(userId) }) });
    const when = userId === undefined ? 'create' : 'update';
    const answer = await api<Record<string, boolean>>(`/user/api/v1/user/check_${field}_when_${when}/?${query}`);
    return answer[`${field}_exists`] === true;
  },

  /** The side menu of the signed-in user's role. */
  async myMenu() {
    return (await api<{ menu_items: AdminMenuNode[] }>('/menu_item/api/v1/menu_item/nested_menu_item_by_user_role/')).menu_items;
  },

  /** The whole admin menu, for choosing what a role sees. */
  async wholeMenu() {
    return (await api<{ menu_items: AdminMenuNode[] }>('/menu_item/api/v1/menu_item/nested_menu_item_without_pagination/all/')).menu_items;
  },

  async roleMenu(roleId: number | string) {
    const path = `/menu_item/api/v1/menu_item/nested_menu_item_by_role_id/${encodeURIComponent(String(roleId))}/`;
    return (await api<{ menu_items: AdminMenuNode[] }>(path)).menu_items;
  },

  async setRoleMenu(roleId: number, menuItemIds: number[]) {
    return api<{ detail: string }>('/role_menu/api/v1/role_menu/create/', {
      method: 'POST',
      body: { role: roleId, menu_items: menuItemIds },
    });
  },
};

/** The contract's paths and answers for react-admin, plus the few calls that are not about one resource. */
export const dataProvider: DataProvider & typeof sahayMethods = { ...(resourceMethods as unknown as DataProvider), ...sahayMethods };

export type SahayDataProvider = typeof dataProvider;
