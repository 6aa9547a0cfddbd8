import AccountBalance from '@mui/icons-material/AccountBalance';
import Groups from '@mui/icons-material/Groups';
import Language from '@mui/icons-material/Language';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import {
  area,
  city,
  country,
  customerType,
  homeCounts,
  type ModuleName,
  orderStatus,
  productColor,
  purchaseStatus,
  type ResourceContract,
  size,
  thana,
  ticketPriority,
  ticketStatus,
  ticketType,
} from '@sahay/contracts';
import type { ComponentType } from 'react';
import type { WorkspaceScreens } from '../resources/declaration.ts';
import { plainEntryPages } from '../resources/voucher/plainEntries.tsx';
import type { ReportLink } from './module-reports.ts';

/** A live count on a workspace's home: how many records of a list (with a filter) there are, opening that list. */
export interface Figure {
  resource: string;
  label: string;
  filter?: Record<string, unknown>;
}

/**
 * One area of the back office: the home screen shows a card per workspace the role may use, and the side
 * menu shows the open workspace's entries only. Its lists are the menu entries of its `modules` (each
 * resource's contract names its module), its reports are the report pages of those modules.
 */
export interface Workspace {
  /** Its address: `/admin/workspace/<id>`, and its i18n keys `sahay.workspaces.<id>.*`. */
  id: string;
  icon: ComponentType;
  modules: readonly ModuleName[];
  /** Lookups gathered from every module (Settings): listed here as well as in their own workspace. */
  lookups?: readonly ResourceContract[];
  /** Addresses of its own screens besides its lists and reports (`support/…`, the inboxes). */
  paths?: readonly string[];
  /** Lists whose "Create" is offered on the workspace's home, to roles that may create there. */
  shortcuts: readonly string[];
  /** Pages of its own offered first among the shortcuts (and not among its reports), to roles with their permission. */
  pageShortcuts?: readonly ReportLink[];
  figures: readonly Figure[];
  /**
   * The screens of its modules' resources, one script fetched when the first of them opens: the home screen and
   * the menus need none of them.
   */
  screens: () => Promise<{ default: WorkspaceScreens }>;
}

/** A visitor's message is the ticket it opened: it waits until the ticket is answered (no longer Open). */
const waitingContactMessages: Figure = { ...homeCounts.waiting_contact_messages, label: 'sahay.dashboard.waiting' };

export const workspaces: readonly Workspace[] = [
  {
    id: 'website',
    icon: Language,
    modules: ['cms'],
    shortcuts: ['notice', 'homepage_slider', 'event'],
    figures: [
      waitingContactMessages,
      { resource: 'notice', label: 'sahay.dashboard.notices' },
      { resource: 'homepage_slider', label: 'sahay.dashboard.slides' },
    ],
    screens: () => import('./screens/website.ts'),
  },
  {
    id: 'donations',
    icon: VolunteerActivism,
    modules: ['members'],
    shortcuts: ['donation', 'member', 'cause'],
    figures: [
      { resource: 'donation', label: 'sahay.workspaces.figures.pledges', filter: { status: 'pledged' } },
      { resource: 'member', label: 'sahay.workspaces.figures.members' },
      { resource: 'cause', label: 'sahay.workspaces.figures.causes' },
    ],
    screens: () => import('./screens/donations.ts'),
  },
  {
    id: 'books',
    icon: AccountBalance,
    modules: ['accounting'],
    pageShortcuts: plainEntryPages,
    shortcuts: ['receipt_voucher', 'payment_voucher', 'journal'],
    figures: [
      { resource: 'receipt_voucher', label: 'sahay.workspaces.figures.receipts' },
      { resource: 'payment_voucher', label: 'sahay.workspaces.figures.payments' },
      { resource: 'ledger_account', label: 'sahay.workspaces.figures.ledgers' },
    ],
    screens: () => import('./screens/books.ts'),
  },
  {
    id: 'shop',
    icon: Storefront,
    modules: ['inventory', 'sales'],
    shortcuts: ['customerorder', 'product', 'customer'],
    figures: [
      { resource: 'customerorder', label: 'sahay.workspaces.figures.draft_orders', filter: { status: 'draft' } },
      { resource: 'inventory', label: 'sahay.workspaces.figures.low_stock', filter: { low_stock: true } },
      { resource: 'product', label: 'sahay.workspaces.figures.products' },
    ],
    screens: () => import('./screens/shop.ts'),
  },
  {
    id: 'purchasing',
    icon: ShoppingCart,
    modules: ['purchase'],
    shortcuts: ['purchase_request', 'vendor'],
    figures: [
      { resource: 'purchase_request', label: 'sahay.workspaces.figures.purchase_requests' },
      { resource: 'purchase_final', label: 'sahay.workspaces.figures.purchase_bills' },
      { resource: 'vendor', label: 'sahay.workspaces.figures.vendors' },
    ],
    screens: () => import('./screens/purchasing.ts'),
  },
  {
    id: 'support',
    icon: SupportAgent,
    modules: ['support'],
    paths: ['support'],
    shortcuts: ['ticket'],
    figures: [{ resource: 'ticket', label: 'sahay.workspaces.figures.tickets' }],
    screens: () => import('./screens/support.ts'),
  },
  {
    id: 'people',
    icon: Groups,
    modules: ['people'],
    shortcuts: ['employee'],
    figures: [
      { resource: 'employee', label: 'sahay.dashboard.employees' },
      { resource: 'department', label: 'sahay.workspaces.figures.departments' },
    ],
    screens: () => import('./screens/people.ts'),
  },
  {
    id: 'settings',
    icon: Settings,
    modules: ['access'],
    lookups: [
      country,
      city,
      thana,
      area,
      size,
      productColor,
      orderStatus,
      purchaseStatus,
      ticketStatus,
      ticketType,
      customerType,
      ticketPriority,
    ],
    shortcuts: ['user'],
    figures: [
      // Staff only: a donor's, a member's or a customer's account is not counted.
      { resource: 'user', label: 'sahay.dashboard.users', filter: { accounts: 'staff' } },
      { resource: 'role', label: 'sahay.workspaces.figures.roles' },
    ],
    screens: () => import('./screens/settings.ts'),
  },
];

/** The workspace of a module: every module is in one, whose script holds its resources' screens. */
export function workspaceOfModule(module: ModuleName): Workspace {
  const workspace = workspaces.find((w) => w.modules.includes(module));
  if (!workspace) throw new Error(`No workspace holds the module ${module}.`);
  return workspace;
}
