import { auditLog, menuItem, permission, role, user } from './access.ts';
import { accountingContracts } from './accounting.ts';
import { closeYearPermission, lockBooksPermission, setLockDatesPermission } from './accounting-periods.ts';
import { createBackupPermission } from './backup.endpoints.ts';
import { bankingContracts, reconcilePermission } from './banking.ts';
import { blogContracts } from './blog.ts';
import { causeContracts } from './causes.ts';
import { cmsMenu, cmsMenuContent, cmsMenuContentImage, contactMessage, generalSetting, homepageSlider, notice } from './cms.ts';
import { donationContracts } from './donations.ts';
import { eventContracts } from './events.ts';
import { adjustStockPermission, inventoryContracts } from './inventory.ts';
import { jobPermissions } from './jobs.endpoints.ts';
import { allSubscriptionsPermission, memberContracts } from './members.ts';
import { newsletterSubscriber } from './newsletter.ts';
import { organisationContracts } from './organisation.ts';
import { employee } from './people.ts';
import { erasePersonPermission } from './person-data.endpoints.ts';
import { publishPermission } from './publishing.ts';
import { payPurchasePermission, purchasingContracts, returnPurchasePermission } from './purchasing.ts';
import { type ModuleName, permissionsOf, type ResourceContract } from './resource.ts';
import { salesActionPermissions, salesContracts } from './sales.ts';
import { showcaseContracts } from './showcase.ts';
import { allInboxesPermission, inboxPermissions, supportContracts } from './support.ts';
import { volunteerApplication } from './volunteers.ts';

/** Every resource the API serves; the admin and the permission list are derived from it. */
export const resourceContracts: readonly ResourceContract[] = [
  homepageSlider,
  generalSetting,
  cmsMenu,
  cmsMenuContent,
  cmsMenuContentImage,
  notice,
  contactMessage,
  ...blogContracts,
  ...eventContracts,
  ...showcaseContracts,
  employee,
  ...organisationContracts,
  user,
  role,
  permission,
  menuItem,
  auditLog,
  ...accountingContracts,
  ...bankingContracts,
  ...memberContracts,
  ...causeContracts,
  ...donationContracts,
  ...supportContracts,
  ...inventoryContracts,
  ...purchasingContracts,
  ...salesContracts,
  volunteerApplication,
  newsletterSubscriber,
];

/** Permissions of actions that belong to no single resource (uploads, workflows). */
export const actionPermissions: readonly { name: string; module: ModuleName }[] = [
  { name: 'media.upload', module: 'cms' },
  publishPermission,
  allSubscriptionsPermission,
  allInboxesPermission,
  ...Object.values(inboxPermissions),
  adjustStockPermission,
  payPurchasePermission,
  returnPurchasePermission,
  reconcilePermission,
  ...Object.values(salesActionPermissions),
  setLockDatesPermission,
  lockBooksPermission,
  closeYearPermission,
  createBackupPermission,
  ...Object.values(jobPermissions),
  erasePersonPermission,
];

/** Every permission there is, with the back-office area it belongs to. */
export const allPermissions: readonly { name: string; module: ModuleName }[] = [
  ...resourceContracts.flatMap((c) => permissionsOf(c).map((name) => ({ name, module: c.module }))),
  ...actionPermissions,
];
