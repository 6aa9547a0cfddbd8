import { auditLog, menuItem, permission, role, user } from './access.ts';
import { cmsMenu, cmsMenuContent, cmsMenuContentImage, contactMessage, generalSetting, homepageSlider, notice } from './cms.ts';
import { employee } from './people.ts';
import type { ResourceContract } from './resource.ts';

/** Every resource the API serves; the admin and the permission list are derived from it. */
export const resourceContracts: readonly ResourceContract[] = [
  homepageSlider,
  generalSetting,
  cmsMenu,
  cmsMenuContent,
  cmsMenuContentImage,
  notice,
  contactMessage,
  employee,
  user,
  role,
  permission,
  menuItem,
  auditLog,
];
