import type { ModuleName } from '@sahay/contracts';
import type { ComponentType } from 'react';
import { reportPages, reportPermission } from '../reports/index.tsx';
import { salesReportPages } from '../resources/customer-order/index.ts';
import { importModules, importPages } from '../resources/imports/index.tsx';
import { stockReportPages } from '../resources/inventory/index.ts';
import { jobPages } from '../resources/job/index.ts';
import { purchaseReportPages } from '../resources/purchasing/index.ts';
import { plainEntryPages } from '../resources/voucher/plainEntries.tsx';

/** A report screen: its address under /admin/, its label key, and the permission that lets a role read it. */
export interface ReportLink {
  path: string;
  label: string;
  permission: string;
  icon?: ComponentType;
}

/** The report pages of each module, as their own lists declare them: a workspace shows those of its modules. */
/** The import screens that sit in a module's part of the menu. */
const importsOf = (module: ModuleName) => importPages.filter((page) => importModules[page.kind] === module);

export const reportsOfModule: Partial<Record<ModuleName, readonly ReportLink[]>> = {
  // The Books open on the plain entries (record an expense, money received), then the account reports.
  accounting: [
    ...plainEntryPages,
    ...reportPages.map(({ path, label, icon }) => ({ path, label, icon, permission: reportPermission })),
    ...importsOf('accounting'),
  ],
  // Settings: the background jobs, beside users and roles.
  access: jobPages,
  inventory: [...stockReportPages, ...importsOf('inventory')],
  members: importsOf('members'),
  purchase: purchaseReportPages,
  sales: salesReportPages,
};
