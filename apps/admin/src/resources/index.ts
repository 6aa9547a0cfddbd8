import type { ResourceContract } from '@sahay/contracts';
import type { ComponentType } from 'react';
import { representationOf } from '../contracts.ts';
import { genericViews, type ResourceViews } from '../generic/views.tsx';
import auditLog from './audit-log/index.ts';
import bankStatement from './bank-statement/index.tsx';
import blogPost from './blog-post/index.tsx';
import cause from './cause/index.tsx';
import cmsMenu from './cms-menu/index.tsx';
import cmsMenuContent from './cms-menu-content/index.ts';
import cmsMenuContentImage from './cms-menu-content-image/index.ts';
import contactMessage from './contact-message/index.ts';
import customer from './customer/index.tsx';
import customerOrder from './customer-order/index.tsx';
import donation from './donation/index.tsx';
import employee from './employee/index.ts';
import event from './event/index.tsx';
import feeGeneration from './fee-generation/index.tsx';
import generalSetting from './general-setting/index.ts';
import group from './group/index.tsx';
import homepageSlider from './homepage-slider/index.ts';
import inventory from './inventory/index.tsx';
import ledgerAccount from './ledger-account/index.tsx';
import member from './member/index.tsx';
import monthlySubscription from './monthly-subscription/index.tsx';
import notice from './notice/index.ts';
import paymentMethod from './payment-method/index.tsx';
import product from './product/index.tsx';
import project from './project/index.tsx';
import { purchaseFinalViews, purchaseRequestViews, vendorViews } from './purchasing/index.tsx';
import role from './role/index.ts';
import ticket from './ticket/index.tsx';
import user from './user/index.ts';
import volunteerApplication from './volunteer-application/index.tsx';
import { vouchers } from './voucher/index.ts';

/**
 * Resources whose screens say more than their declaration: one folder each. Every other resource
 * in the registry gets the generated screens, with no admin code of its own.
 */
const customised: Record<string, Partial<ResourceViews>> = {
  homepage_slider: homepageSlider,
  general_setting: generalSetting,
  cms_menu: cmsMenu,
  cms_menu_content: cmsMenuContent,
  cms_menu_content_image: cmsMenuContentImage,
  notice,
  blog_post: blogPost,
  contact_message: contactMessage,
  volunteer_application: volunteerApplication,
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
  purchase_request: purchaseRequestViews,
  purchase_final: purchaseFinalViews,
  vendor: vendorViews,
  customer,
  customerorder: customerOrder,
  cause,
  event,
  project,
  ...vouchers,
};

export function viewsOf(contract: ResourceContract): ResourceViews {
  return { ...genericViews(contract), recordRepresentation: representationOf(contract.name), ...customised[contract.name] };
}

export function iconOf(resource: string): ComponentType | undefined {
  return customised[resource]?.icon;
}
