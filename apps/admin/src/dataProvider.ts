import {
  type Action,
  type AdminMenuNode,
  actionUrl,
  exactFilterFields,
  pluralOf,
  type ResourceContract,
  type UploadAnswer,
} from '@sahay/contracts';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
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

const rowsOf = (c: ResourceContract, action: Action, answer: Record<string, unknown>) => (answer[pluralOf(c, action)] ?? []) as Row[];

/** Exact filters per contract (ids, numbers, references, flags, choices not searched as text), as the API reads them. */
const exactCache = new Map<string, Set<string>>();
function exactFields(c: ResourceContract) {
  let exact = exactCache.get(c.name);
  if (!exact) {
    exact = new Set(exactFilterFields(c));
    exactCache.set(c.name, exact);
  }
  return exact;
}

/**
 * The query of a list: `q` and the contract's text fields go to `search/`, the others are exact filters
 * (several values joined by commas), and the sort is the API's `ordering`.
 */
function listQuery(c: ResourceContract, filter: Record<string, unknown> = {}, sort?: SortPayload) {
  const query: Record<string, string> = {};
  let text = false;
  const searchable = new Set(['q', ...(c.search ?? [])]);
  const exact = exactFields(c);
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (searchable.has(key) && offers(c, 'search') && !exact.has(key)) text = true;
    else if (!exact.has(key)) throw new HttpError(`This list cannot be filtered by ${key}.`, 400);
    query[key] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  if (sort?.field) query.ordering = `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
  const action: Action = text ? 'search' : 'list';
  return { action, path: actionUrl(c, action), query };
}

/**
 * One react-admin page of any length from the API's pages of at most 100: the first page that covers
 * it, then the others it needs (as far as the list goes), cut to the asked range.
 */
async function fetchRange(c: ResourceContract, list: ReturnType<typeof listQuery>, page: number, perPage: number) {
  const size = Math.min(perPage, maxPageSize);
  const from = (page - 1) * perPage;
  const first = Math.floor(from / size) + 1;
  const fetchPage = (n: number) =>
    api<PagedAnswer>(`${list.path}?${new URLSearchParams({ ...list.query, page: String(n), size: String(size) })}`);
  const head = await fetchPage(first);
  // The API answers its last page for a page past the end; react-admin expects an empty one.
  if (head.page !== first) return { data: [], total: head.total_elements };
  const last = Math.min(Math.floor((from + perPage - 1) / size) + 1, head.total_pages);
  const rest = await Promise.all(Array.from({ length: last - first }, (_, i) => fetchPage(first + 1 + i)));
  const rows = [head, ...rest].flatMap((answer) => rowsOf(c, list.action, answer));
  const skip = from - (first - 1) * size;
  return { data: rows.slice(skip, skip + perPage), total: head.total_elements };
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

/** The contract's paths and answers as react-admin's data provider methods. */
const resourceMethods = {
  async getList(resource: string, params: GetListParams) {
    const c = contractOf(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return fetchRange(c, listQuery(c, params.filter, params.sort ?? defaultSort(c)), page, perPage);
  },

  async getOne(resource: string, params: GetOneParams) {
    const c = contractOf(resource);
    return { data: await api<Row>(actionUrl(c, 'get', params.id)) };
  },

  async getMany(resource: string, params: GetManyParams) {
    const c = contractOf(resource);
    const ids = [...new Set(params.ids.map(String))];
    if (!offers(c, 'list')) {
      // A reference to a record that is gone shows as missing rather than failing the page.
      const found = await Promise.all(ids.map((id) => api<Row>(actionUrl(c, 'get', id)).catch(() => undefined)));
      return { data: found.filter((row): row is Row => row !== undefined) };
    }
    const batches = Array.from({ length: Math.ceil(ids.length / maxPageSize) }, (_, i) =>
      ids.slice(i * maxPageSize, (i + 1) * maxPageSize),
    );
    const pages = await Promise.all(batches.map((batch) => fetchRange(c, listQuery(c, { id: batch }), 1, maxPageSize)));
    return { data: pages.flatMap((p) => p.data) };
  },

  async getManyReference(resource: string, params: GetManyReferenceParams) {
    const c = contractOf(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const filter = { ...params.filter, [params.target]: params.id };
    return fetchRange(c, listQuery(c, filter, params.sort ?? defaultSort(c)), page, perPage);
  },

  async create(resource: string, params: CreateParams) {
    const c = contractOf(resource);
    const data = await api<Row>(actionUrl(c, 'create'), { method: 'POST', body: writable(c, params.data) });
    return { data };
  },

  async update(resource: string, params: UpdateParams) {
    const c = contractOf(resource);
    const body = writable(c, changed(params.data, params.previousData));
    const data = await api<Row>(actionUrl(c, 'update', params.id), { method: 'PATCH', body });
    return { data };
  },

  async updateMany(resource: string, params: UpdateManyParams) {
    const c = contractOf(resource);
    const body = writable(c, params.data);
    await Promise.all(params.ids.map((id) => api(actionUrl(c, 'update', id), { method: 'PATCH', body })));
    return { data: params.ids };
  },

  async delete(resource: string, params: DeleteParams) {
    const c = contractOf(resource);
    await api(actionUrl(c, 'delete', params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource: string, params: DeleteManyParams) {
    const c = contractOf(resource);
    if (offers(c, 'deleteMultiple')) {
      await api(actionUrl(c, 'deleteMultiple'), { method: 'DELETE', body: { ids: params.ids } });
    } else {
      for (const id of params.ids) await api(actionUrl(c, 'delete', id), { method: 'DELETE' });
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
    return api<UploadAnswer>('/media/api/v1/media/upload/', { method: 'POST', body: form });
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
