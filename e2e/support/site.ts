import { type APIRequestContext, expect, type Page } from '@playwright/test';
// The site's own list of fixed Home blocks (spec section 3): every other block is a company.
import { fixedBlocks } from '../../apps/web/app/site-data.ts';

/** What the tests read back from the API, so that they never hard-code ids or seeded values. */
export interface MenuNode {
  id: number;
  name: string;
  children: MenuNode[];
}

export const admin = { email: 'admin@example.org', password: 'e2e-admin-password' };

async function json<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  expect(response.ok(), `GET ${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function menus(request: APIRequestContext) {
  return (await json<{ menus: MenuNode[] }>(request, '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu/')).menus;
}

export function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The id of the menu entry with this name; fails the test when the menu has no such entry. */
export async function menuId(request: APIRequestContext, name: string) {
  const menu = flatten(await menus(request)).find((m) => m.name === name);
  expect(menu, `menu entry ${name}`).toBeDefined();
  return (menu as MenuNode).id;
}

/** The path a menu entry links to (spec section 2): Home to `/`, any other to `/<name lowercased>/<id>`. */
export function menuPath(menu: { id: number; name: string }) {
  return menu.name === 'Home' ? '/' : `/${menu.name.toLowerCase()}/${menu.id}`;
}

export async function homeContents(request: APIRequestContext) {
  const id = await menuId(request, 'Home');
  return (
    await json<{ menu_contents: Record<string, string> }>(request, `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${id}`)
  ).menu_contents;
}

export async function homeImages(request: APIRequestContext) {
  const id = await menuId(request, 'Home');
  return (
    await json<{ content_images: Record<string, string[]> }>(
      request,
      `/cms_menu_content_image/api/v1/get_all_cms_menu_content_image_list_by_cms_menu_id/${id}`,
    )
  ).content_images;
}

export interface Slide {
  id: number;
  title: string;
  details: string | null;
  link: string | null;
  image: string;
  serial_number: number | null;
  subtitle: string | null;
}

export async function slides(request: APIRequestContext) {
  return (await json<{ homepage_sliders: Slide[] }>(request, '/homepage_slider/api/v1/homepage_slider/all/')).homepage_sliders;
}

export async function settings(request: APIRequestContext) {
  const answer = await json<{ general_settings: Record<string, string | null>[] }>(request, '/general_setting/api/v1/general_setting/all/');
  return answer.general_settings[0];
}

export interface Notice {
  id: number;
  title: string;
  date: string;
  file: string;
}

export async function notices(request: APIRequestContext) {
  return (await json<{ notices: Notice[] }>(request, '/notice/api/v1/notice/without_pagination/all/')).notices;
}

export interface Employee {
  first_name: string;
  last_name: string;
  email: string;
  primary_phone: string;
  street_address_one: string;
  street_address_two: string;
}

export async function employees(request: APIRequestContext) {
  return (await json<{ employees: Employee[] }>(request, '/employee/api/v1/employee/without_pagination/all/')).employees;
}

/** Signs in as the administrator the e2e server was started with; answers the bearer token. */
export async function signIn(request: APIRequestContext) {
  const response = await request.post('/user/api/v1/user/login/', { data: admin });
  expect(response.ok(), `sign-in answers ${response.status()}`).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** Tokens last 15 minutes; one signed in this long ago is replaced, so that a long run never sends an expired one. */
const tokenReuseMs = 10 * 60_000;

/**
 * The administrator signed in once per server (the key) and again before the token expires: sign-ins
 * are rate-limited per account, and a worker runs for longer than a token lasts.
 */
export function adminTokens() {
  const tokens = new Map<string, { token: Promise<string>; at: number }>();
  return (request: APIRequestContext, server = '') => {
    const kept = tokens.get(server);
    if (kept && Date.now() - kept.at < tokenReuseMs) return kept.token;
    const token = signIn(request);
    tokens.set(server, { token, at: Date.now() });
    return token;
  };
}

export async function authed<T>(request: APIRequestContext, path: string, token: string) {
  return json<T>(request, path, token);
}

/** The chart's ledgers, read once: answers a ledger's id by its name, as a voucher's lines need it. */
export async function ledgerIds(request: APIRequestContext, token: string) {
  const { ledger_accounts } = await authed<{ ledger_accounts: { id: number; name: string }[] }>(
    request,
    '/ledger_account/api/v1/ledger_account/without_pagination/all/',
    token,
  );
  return (name: string) => {
    const ledger = ledger_accounts.find((l) => l.name === name);
    if (!ledger) throw new Error(`The chart has no ledger named ${name}.`);
    return ledger.id;
  };
}

/**
 * Waits until the page's scripts have taken over: the site marks the page once every part of it is hydrated
 * (the header first, then the page's content and the footer, each in a task of its own). Before that, tabs,
 * panels and sliders do not answer, and a click would be lost. Plain evaluation, so it works with a paused page
 * clock too.
 */
export async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate("document.documentElement.hasAttribute('data-hydrated')"), { timeout: 20_000 }).toBe(true);
}

/** Opens a page and waits for it to be hydrated; answers the response. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** The home page opens with the popup picture over everything; a visitor closes it first. */
export async function closePopup(page: Page) {
  const popup = page.getByRole('dialog');
  // After a move within the site it opens from an effect, which takes a while on a busy machine.
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

/** Scrolls at once (the site scrolls smoothly by default, which would make positions time-dependent). */
export async function scrollTo(page: Page, top: number) {
  await page.evaluate(`window.scrollTo({ top: ${top}, behavior: 'instant' })`);
  await expect.poll(() => page.evaluate('window.scrollY')).toBe(top);
}

export async function companies(request: APIRequestContext) {
  const contents = await homeContents(request);
  return Object.keys(contents)
    .filter((key) => !fixedBlocks.has(key))
    .map((key, index) => ({ key, html: contents[key], path: `/company/${index + 1}/${encodeURIComponent(key)}` }));
}

/** Rich text as a reader sees it: tags gone, entities decoded, spaces collapsed. */
export function plain(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every page of the site with the seeded content, keyed by a short name; menu ids come from the API. */
export async function publicRoutes(request: APIRequestContext) {
  const all = flatten(await menus(request));
  const id = async (name: string) => {
    const menu = all.find((m) => m.name === name);
    expect(menu, `menu entry ${name}`).toBeDefined();
    return (menu as MenuNode).id;
  };
  const firstCompany = (await companies(request))[0];
  const firstNotice = (await notices(request))[0];
  return {
    home: '/',
    'home by id': `/home/${await id('Home')}`,
    about: `/about/${await id('About')}`,
    contact: '/contact',
    'contact by id': `/contact/${await id('Contact')}`,
    clients: `/clients/${await id('Clients')}`,
    notices: '/notice/',
    'notice PDF': `/pdfShow/notice/${firstNotice.id}`,
    team: '/our%20team/',
    message: `/message/${await id('Message')}`,
    mission: `/mission/${await id('Mission')}`,
    performance: `/performance/${await id('Performance')}`,
    profile: `/profile/${await id('Profile')}`,
    gallery: `/gallery/${await id('Gallery')}`,
    document: `/document/${await id('Document')}`,
    company: firstCompany.path,
    service: `/service/${await id('Service')}`,
    'not found': '/404',
  } as const;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Matches any address of a stored picture: the file itself or one of its resized variants
 * (`/media/x.webp`, `/media/x.w960.webp`), so that serving responsive sizes does not break the tests.
 */
export function picture(path: string) {
  return new RegExp(escapeRegExp(stem(path)));
}

/** A stored picture's address without its size suffix and extension. */
export function stem(path: string) {
  return path.replace(/(\.w\d+)?\.\w+$/, '');
}

/** The accessible name of a company's "see more" link: it starts with "see more" and names the company. */
export function seeMore(company: string) {
  return new RegExp(`^see more\\W+${escapeRegExp(company)}$`);
}
