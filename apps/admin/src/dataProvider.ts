import {
  type Action,
  accessEndpoints,
  accountingEndpoints,
  actionUrl,
  cmsEndpoints,
  departmentInboxes,
  type EndpointAddress,
  type EndpointAnswer,
  exactFilterFields,
  type FinancialStatementKind,
  financialStatementEndpoints,
  fromContactFormFilter,
  type ListPage,
  lineFilterFields,
  pluralOf,
  queryString,
  type ResourceContract,
  ticket,
  ticketStatusNameFilter,
  ticketThreadTextFilter,
  type UniqueUserField,
  uniqueUserChecks,
  type VoucherKind,
  voucherEndpointsByKind,
  voucherKinds,
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
import { client } from './client.ts';
import { contractOf, defaultSort, offers } from './contracts.ts';
import { api } from './http.ts';
import { fromPaisa, sumPaisa } from './money.ts';
import { planTicketList } from './resources/ticket/support.ts';

type Row = RaRecord & Record<string, unknown>;

/** The API's largest page. */
const maxPageSize = 100;

const rowsOf = (c: ResourceContract, action: Action, answer: ListPage<ResourceContract>) => {
  const rows = answer[pluralOf(c, action)];
  return (Array.isArray(rows) ? rows : []) as Row[];
};

/** Exact filters on fields the server keeps for itself (not in the contract's input), which the API's lists also take. */
const serverFieldFilters: Record<string, readonly string[]> = {
  donation: ['status', 'user'],
  inventory: ['low_stock', 'name'],
  customerorder: ['status', 'payment_status'],
  member: ['kind'],
  user: ['accounts'],
  monthly_subscription: ['status'],
  stock_movement: ['reference'],
  ticket: [fromContactFormFilter, ticketStatusNameFilter],
};

/** Exact filters per contract (ids, numbers, references, flags, choices not searched as text), as the API reads them. */
const exactCache = new Map<string, Set<string>>();
function exactFields(c: ResourceContract) {
  let exact = exactCache.get(c.name);
  if (!exact) {
    // Also a document's line references (a voucher line's ledger) and the contract's date range.
    exact = new Set([
      ...exactFilterFields(c),
      ...(lineFilterFields(c)?.fields ?? []),
      ...(c.dateRange ? ['date_after', 'date_before'] : []),
      ...(serverFieldFilters[c.name] ?? []),
    ]);
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
    api<ListPage<ResourceContract>>(`${list.path}?${new URLSearchParams({ ...list.query, page: String(n), size: String(size) })}`);
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

const isVoucher = (c: ResourceContract) => Object.hasOwn(voucherKinds, c.name);
const idOf = (named: unknown) =>
  named && typeof named === 'object' ? ((named as { id?: number }).id ?? null) : ((named as number) ?? null);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A line of a voucher as the entry form holds it. */
export interface VoucherLine {
  id?: number;
  ledger: number | null;
  sub_ledger?: number | null;
  debit_amount?: string | null;
  credit_amount?: string | null;
  details?: string | null;
  /** A payment line's cause (the restricted fund it was spent on). */
  cause?: number | null;
}

/**
 * What a voucher's create and `update/` take: its header fields as given, and every line (empty amounts
 * as 0). On update (`previous` given) a header field or a line's sub-ledger emptied is sent as null, and a
 * line's details emptied as an empty text, so that they are cleared rather than kept.
 */
function voucherBody(c: ResourceContract, data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const header = Object.fromEntries(
    Object.entries(writable(c, data)).flatMap(([key, value]): [string, unknown][] => {
      if (key === 'items') return [];
      if (given(value)) return [[key, value]];
      return previous && key !== 'file' && given(previous[key]) ? [[key, null]] : [];
    }),
  );
  const before = new Map(((previous?.items as VoucherLine[] | undefined) ?? []).map((line) => [line.id, line]));
  const items = ((data.items as VoucherLine[] | undefined) ?? []).map((line) => {
    const had = given(line.id) ? before.get(line.id) : undefined;
    return {
      ...(given(line.id) ? { id: line.id } : {}),
      ledger: line.ledger,
      ...(given(line.sub_ledger) ? { sub_ledger: line.sub_ledger } : given(had?.sub_ledger) ? { sub_ledger: null } : {}),
      debit_amount: given(line.debit_amount) ? String(line.debit_amount).trim() : '0',
      credit_amount: given(line.credit_amount) ? String(line.credit_amount).trim() : '0',
      ...(given(line.details) ? { details: line.details } : given(had?.details) ? { details: '' } : {}),
      ...(given(line.cause) ? { cause: line.cause } : given(had?.cause) ? { cause: null } : {}),
    };
  });
  return { ...header, items };
}

/**
 * A voucher from `<kind>_by_invoice_no/`: its header with ids, and its lines as the form edits them. The
 * rows repeat the voucher's sub-ledger and details on lines that have none of their own; those are left out.
 */
function voucherFromAnswer(c: ResourceContract, answer: Record<string, unknown>, id?: string | number): Row {
  const date = voucherKinds[c.name as VoucherKind].date;
  const details = answer.details ?? null;
  const subLedger = idOf(answer.sub_ledger);
  const items = ((answer.items as Row[] | undefined) ?? []).map((row) => ({
    id: row.id,
    ledger: idOf(row.ledger),
    sub_ledger: idOf(row.sub_ledger) === subLedger ? null : idOf(row.sub_ledger),
    debit_amount: row.debit_amount,
    credit_amount: row.credit_amount,
    details: row.details === details ? null : (row.details ?? null),
    // Only payment rows name a cause.
    ...('cause' in row ? { cause: idOf(row.cause) } : {}),
  }));
  const rows = (answer.items as Row[] | undefined) ?? [];
  return {
    id: id ?? (answer.invoice_no as string),
    invoice_no: answer.invoice_no,
    // The voucher's own id (its reversal's route takes it) and the reversal it is or has.
    voucher_id: answer.id,
    reversal_of: answer.reversal_of ?? null,
    reversed_by: answer.reversed_by ?? null,
    [date]: answer[date],
    branch: idOf(answer.branch),
    sub_ledger: subLedger,
    details,
    file: answer.file ?? null,
    // Receipts and payments name the voucher they settle; every row repeats it.
    ...('ref_invoice_no' in (rows[0] ?? {}) ? { ref_invoice_no: rows[0].ref_invoice_no ?? null } : {}),
    // What it moved, as its list says it: the sum of its debits (read only; no form sends it).
    amount: fromPaisa(sumPaisa(items.map((line) => line.debit_amount as string | null | undefined))),
    items,
  };
}

type ByInvoice = (typeof voucherEndpointsByKind)[VoucherKind]['byInvoice'];

/** A voucher by its number, or `undefined` with the API's sentence when there is none. */
async function voucherByNumber(c: ResourceContract, invoiceNo: string, id?: string | number) {
  const endpoint: ByInvoice = voucherEndpointsByKind[c.name as VoucherKind].byInvoice;
  // Every kind is asked for a page of lines as the id-journal pages them; the others answer all their lines.
  const page = (n: number) =>
    api<EndpointAnswer<ByInvoice>>(`${client.url(endpoint, { params: { invoiceNo } })}${queryString({ page: n, size: maxPageSize })}`);
  const answer = await page(1);
  if (!('invoice_no' in answer)) return { missing: answer.detail ?? `Invoice no ${invoiceNo} was not found.` };
  // The id-journal's lines come in pages; the form needs them all (a line left out of an update is removed).
  const pages = 'total_pages' in answer ? Number(answer.total_pages) : 1;
  const items: Row[] = [...answer.items];
  for (let n = 2; n <= pages; n++) {
    const more = await page(n);
    if ('items' in more) items.push(...more.items);
  }
  return { voucher: voucherFromAnswer(c, { ...answer, items }, id) };
}

/** A voucher with its lines, by its id (the lists' rows) or by its number (after a create, from the find box). */
async function voucherOf(c: ResourceContract, key: string | number) {
  const byId = /^\d+$/.test(String(key));
  const invoiceNo = byId ? ((await api<Row>(actionUrl(c, 'get', key))).invoice_no as string) : String(key);
  const found = await voucherByNumber(c, invoiceNo, byId ? key : undefined);
  if (!found.voucher) throw new HttpError(found.missing, 404);
  return found.voucher;
}

/**
 * A page of a Support inbox: a department's own list of the contract when nothing else narrows it, and
 * the ticket list's own filter on the text of the threads (`support.ts`).
 */
async function ticketPage(c: ResourceContract, params: GetListParams, page: number, perPage: number) {
  const sort = params.sort ?? defaultSort(c);
  const plan = planTicketList(params.filter, sort, defaultSort(c));
  if (plan.departmentList)
    return fetchRange(c, { action: 'list', path: client.url(departmentInboxes[plan.departmentList]), query: {} }, page, perPage);
  const list = listQuery(c, plan.filter, sort);
  if (plan.messageText) list.query[ticketThreadTextFilter] = plan.messageText;
  return fetchRange(c, list, page, perPage);
}

/** The contract's paths and answers as react-admin's data provider methods. */
const resourceMethods = {
  async getList(resource: string, params: GetListParams) {
    const c = contractOf(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    if (resource === ticket.name) return ticketPage(c, params, page, perPage);
    return fetchRange(c, listQuery(c, params.filter, params.sort ?? defaultSort(c)), page, perPage);
  },

  async getOne(resource: string, params: GetOneParams) {
    const c = contractOf(resource);
    if (isVoucher(c)) return { data: await voucherOf(c, params.id) };
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
    if (isVoucher(c)) {
      // The answer is the voucher's rows, one per line: the voucher is known by its number from then on.
      const answer = await api<Record<string, Row[]>>(actionUrl(c, 'create'), { method: 'POST', body: voucherBody(c, params.data) });
      const invoiceNo = answer[c.plural]?.[0]?.invoice_no as string;
      return { data: { ...params.data, id: invoiceNo, invoice_no: invoiceNo } as Row };
    }
    const data = await api<Row>(actionUrl(c, 'create'), { method: 'POST', body: writable(c, params.data) });
    return { data };
  },

  async update(resource: string, params: UpdateParams) {
    const c = contractOf(resource);
    if (isVoucher(c)) {
      // The whole voucher goes, found by its number: a line left out would be removed.
      const invoiceNo = String(params.previousData?.invoice_no ?? params.data.invoice_no ?? params.id);
      const body = { invoice_no: invoiceNo, ...voucherBody(c, params.data, params.previousData ?? {}) };
      await api(actionUrl(c, 'update'), { method: 'PUT', body });
      return { data: { ...params.data, id: params.id, invoice_no: invoiceNo } as Row };
    }
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

const ledgerStatement = accountingEndpoints.generalLedgerStatement;
/** A ledger's statement's filters, as its declaration takes them (its paging is added here). */
export type LedgerReportQuery = Omit<NonNullable<EndpointAddress<typeof ledgerStatement>['query']>, 'page' | 'size'>;
const ledgerPage = (query: LedgerReportQuery, page: number, size: number) =>
  client.call(ledgerStatement, { query: { ...query, page: String(page), size: String(size) } });

/** Calls that are not about one resource's records. */
const sahayMethods = {
  /** A voucher by its number (`PV…`), or the API's sentence saying there is none. */
  findVoucher(kind: string, invoiceNo: string) {
    return voucherByNumber(contractOf(kind), invoiceNo.trim());
  },

  /** A page of a ledger's statement, with its opening and closing balances (one request). */
  ledgerReport(query: LedgerReportQuery, page: number, size: number) {
    return ledgerPage(query, page, size);
  },

  /** Every row of a ledger's statement in the period (pages of 100), for the CSV export. */
  async ledgerReportRows(query: LedgerReportQuery) {
    const first = await ledgerPage(query, 1, maxPageSize);
    const rest = await Promise.all(Array.from({ length: first.total_pages - 1 }, (_, i) => ledgerPage(query, i + 2, maxPageSize)));
    return [first, ...rest].flatMap((answer) => answer.account_logs);
  },

  /** A financial statement of a period: the trial balance, the profit and loss account or the balance sheet. */
  statement<K extends FinancialStatementKind>(kind: K, startDate: string, endDate: string) {
    const endpoint: (typeof financialStatementEndpoints)[FinancialStatementKind] = financialStatementEndpoints[kind];
    return client.call(endpoint, { query: { start_date: startDate, end_date: endDate } }) as Promise<
      EndpointAnswer<(typeof financialStatementEndpoints)[K]>
    >;
  },

  /** Stores a file (its type is decided by its bytes) and answers the path to put in a record's file field. */
  upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    return client.call(cmsEndpoints.upload, { body: form });
  },

  /** The live uniqueness checks of the user form: is this value taken (by another user than `userId`)? */
  async isTaken(field: UniqueUserField, value: string, userId?: number | string) {
    const checks = uniqueUserChecks[field];
    const answer: Record<string, boolean> =
      userId === undefined
        ? await client.call(checks.whenCreate, { query: { [field]: value } })
        : await client.call(checks.whenUpdate, { query: { [field]: value, user: String(userId) } });
    return answer[`${field}_exists`] === true;
  },

  /** The side menu of the signed-in user's role. */
  async myMenu() {
    return (await client.call(accessEndpoints.myAdminMenu)).menu_items;
  },

  /** The whole admin menu, for choosing what a role sees. */
  async wholeMenu() {
    return (await client.call(accessEndpoints.adminMenuTree)).menu_items;
  },

  async roleMenu(roleId: number | string) {
    return (await client.call(accessEndpoints.adminMenuOfRole, { params: { roleId } })).menu_items;
  },

  setRoleMenu(roleId: number, menuItemIds: number[]) {
    return client.call(accessEndpoints.setRoleMenu, { body: { role: roleId, menu_items: menuItemIds } });
  },
};

/** The contract's paths and answers for react-admin, plus the few calls that are not about one resource. */
export const dataProvider: DataProvider & typeof sahayMethods = { ...(resourceMethods as unknown as DataProvider), ...sahayMethods };

export type SahayDataProvider = typeof dataProvider;
