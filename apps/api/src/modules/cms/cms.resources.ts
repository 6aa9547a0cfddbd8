import * as contracts from '@sahay/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { defineResource } from '../../resource/define-resource.ts';
import { underEditorialWorkflow } from '../publishing/index.ts';
import {
  cmsMenuContentImages,
  cmsMenuContents,
  cmsMenus,
  contactMessages,
  generalSettings,
  homepageSliders,
  notices,
} from './cms.tables.ts';

export const homepageSliderResource = defineResource({ contract: contracts.homepageSlider, table: homepageSliders });
export const generalSettingResource = defineResource({ contract: contracts.generalSetting, table: generalSettings });
/**
 * The menu's entries are the site's pages: under the editorial workflow, visitors see one once it is published.
 * Its blocks and image groups are what a visitor reads of it: a page's versions hold them, changing one keeps a
 * version of the page, and restoring a version puts them back.
 */
export const cmsMenuResource = defineResource(
  underEditorialWorkflow(
    { contract: contracts.cmsMenu, table: cmsMenus },
    {
      blocks: { contract: contracts.cmsMenuContent, table: cmsMenuContents },
      images: { contract: contracts.cmsMenuContentImage, table: cmsMenuContentImages },
    },
  ),
);
export const cmsMenuContentResource = defineResource(cmsMenuResource.editorialParts.blocks);
export const cmsMenuContentImageResource = defineResource(cmsMenuResource.editorialParts.images);
export const noticeResource = defineResource({ contract: contracts.notice, table: notices });

/** Visitors' messages: a few per address per hour, so the form cannot be used to flood staff. */
export const contactLimits = { perAccount: 5, perAddress: 5, windowMinutes: 60 };

export const contactMessageResource = defineResource({
  contract: contracts.contactMessage,
  table: contactMessages,
  // Each message also opens a ticket in the same transaction: served by contact.routes.ts.
  ownRoutes: ['create'],
  hooks: {
    async prepare(input, { mode, ip, actor, rateLimit }) {
      // Staff (signed in) are not limited; a visitor's address is kept with the message.
      if (mode !== 'create' || actor !== undefined || !ip) return input;
      const email = String(input.email).toLowerCase();
      if (await rateLimit({ kind: 'contact', identifier: email, ip }, contactLimits)) {
        throw new HttpError(429, 'You have sent several messages already. Please try again in an hour.');
      }
      return { ...input, ip, handled: false };
    },
  },
});

export const cmsResources = [
  homepageSliderResource,
  generalSettingResource,
  cmsMenuResource,
  cmsMenuContentResource,
  cmsMenuContentImageResource,
  noticeResource,
  contactMessageResource,
];
