import * as contracts from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { cmsMenuContentImages, cmsMenuContents, cmsMenus, generalSettings, homepageSliders, notices } from './cms.tables.ts';

export const homepageSliderResource = defineResource({ contract: contracts.homepageSlider, table: homepageSliders });
export const generalSettingResource = defineResource({ contract: contracts.generalSetting, table: generalSettings });
export const cmsMenuResource = defineResource({ contract: contracts.cmsMenu, table: cmsMenus });
export const cmsMenuContentResource = defineResource({ contract: contracts.cmsMenuContent, table: cmsMenuContents });
export const cmsMenuContentImageResource = defineResource({ contract: contracts.cmsMenuContentImage, table: cmsMenuContentImages });
export const noticeResource = defineResource({ contract: contracts.notice, table: notices });

export const cmsResources = [
  homepageSliderResource,
  generalSettingResource,
  cmsMenuResource,
  cmsMenuContentResource,
  cmsMenuContentImageResource,
  noticeResource,
];
