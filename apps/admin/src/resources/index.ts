import type { ResourceContract } from '@sahay/contracts';
import type { ComponentType } from 'react';
import { hasForm, representationOf } from '../contracts.ts';
import { lazyScreen } from '../lazyScreen.tsx';
import { workspaceOfModule } from '../workspaces/workspaces.ts';
import auditLog from './audit-log/index.ts';
import bankStatement from './bank-statement/index.ts';
import blogPost from './blog-post/index.ts';
import cmsMenu from './cms-menu/index.ts';
import cmsMenuContent from './cms-menu-content/index.ts';
import cmsMenuContentImage from './cms-menu-content-image/index.ts';
import contactMessage from './contact-message/index.ts';
import customer from './customer/index.ts';
import customerOrder from './customer-order/index.ts';
import type { ResourceDeclaration, ViewName } from './declaration.ts';
import { viewNames } from './declaration.ts';
import donation from './donation/index.ts';
import employee from './employee/index.ts';
import event from './event/index.ts';
import feeGeneration from './fee-generation/index.ts';
import generalSetting from './general-setting/index.ts';
import group from './group/index.ts';
import homepageSlider from './homepage-slider/index.ts';
import inventory from './inventory/index.ts';
import ledgerAccount from './ledger-account/index.ts';
import member from './member/index.ts';
import monthlySubscription from './monthly-subscription/index.ts';
import newsletterSubscriber from './newsletter-subscriber/index.ts';
import notice from './notice/index.ts';
import paymentMethod from './payment-method/index.ts';
import product from './product/index.ts';
import { purchaseFinal, purchaseRequest, vendor } from './purchasing/index.ts';
import role from './role/index.ts';
import ticket from './ticket/index.tsx';
import user from './user/index.ts';
import volunteerApplication from './volunteer-application/index.ts';
import { vouchers } from './voucher/index.ts';

/**
 * What resources declare beyond their contract (icon, how a record is named, screens they add or leave out): one
 * folder each. Every other resource gets the generated screens, with no admin code of its own.
 */
export const declarations: Record<string, ResourceDeclaration> = {
  homepage_slider: homepageSlider,
  general_setting: generalSetting,
  cms_menu: cmsMenu,
  cms_menu_content: cmsMenuContent,
  cms_menu_content_image: cmsMenuContentImage,
  notice,
  blog_post: blogPost,
  contact_message: contactMessage,
  volunteer_application: volunteerApplication,
  newsletter_subscriber: newsletterSubscriber,
  employee,
  user,
  role,
  audit_log: auditLog,
  group,
  ledger_account: ledgerAccount,
  bank_statement: bankStatement,
  ticket,
  member,
  monthly_subscription: monthlySubscription,
  fee_generation: feeGeneration,
  donation,
  payment_method: paymentMethod,
  inventory,
  product,
  purchase_request: purchaseRequest,
  purchase_final: purchaseFinal,
  vendor,
  customer,
  customerorder: customerOrder,
  event,
  ...vouchers,
};

/** Whether a resource has a screen: as declared, else as generated (a list and a page always, forms for what it offers). */
export function hasView(contract: ResourceContract, view: ViewName): boolean {
  const declared = declarations[contract.name]?.views?.[view];
  if (declared !== undefined) return declared;
  if (view === 'create') return hasForm(contract, 'create');
  if (view === 'edit') return hasForm(contract, 'update');
  return true;
}

type RegisteredViews = Partial<Record<ViewName, ComponentType>> & Pick<ResourceDeclaration, 'icon' | 'recordRepresentation'>;

/**
 * A resource as the registry holds it: its declaration now, its screens when one of them first opens, fetched with
 * the other screens of its workspace (one script for the workspace, so the home screen fetches none of them).
 */
export function viewsOf(contract: ResourceContract): RegisteredViews {
  const declaration = declarations[contract.name];
  const screens = workspaceOfModule(contract.module).screens;
  const views: RegisteredViews = {
    icon: declaration?.icon,
    recordRepresentation: declaration?.recordRepresentation ?? representationOf(contract.name),
  };
  for (const view of viewNames)
    if (hasView(contract, view)) views[view] = lazyScreen(screens, (m) => m.default.of(contract)[view] as ComponentType);
  return views;
}

export function iconOf(resource: string): ComponentType | undefined {
  return declarations[resource]?.icon;
}
