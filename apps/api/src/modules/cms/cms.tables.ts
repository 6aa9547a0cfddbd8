import { cmsMenu, cmsMenuContent, cmsMenuContentImage, contactMessage, generalSetting, homepageSlider, notice } from '@sahay/contracts';
import { relations } from 'drizzle-orm';
import { index, type PgColumn, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { searchIndex } from '../../db/full-text.ts';
import { resourceTable } from '../../resource/table.ts';

export const homepageSliders = resourceTable(homepageSlider);
export const generalSettings = resourceTable(generalSetting);
export const cmsMenus = resourceTable(cmsMenu, {}, (t) => [index('cms_menu_visible_idx').on(t.status, t.publishAt)]);

/** What the site's search reads of a page's block and of a notice: the name or title first, then the text. */
export const pageBlockSearched = (t: { name: PgColumn; value: PgColumn }) => [t.name, t.value];
export const noticeSearched = (t: { title: PgColumn; note: PgColumn }) => [t.title, t.note];

export const cmsMenuContents = resourceTable(cmsMenuContent, {}, (t) => [
  uniqueIndex('cms_menu_content_menu_name_unique').on(t.cmsMenu, t.name),
  searchIndex('cms_menu_content_search_idx', pageBlockSearched(t)),
]);

export const cmsMenuContentImages = resourceTable(cmsMenuContentImage, {}, (t) => [
  index('cms_menu_content_image_menu_idx').on(t.cmsMenu, t.head, t.position),
]);

export const notices = resourceTable(notice, {}, (t) => [
  index('notice_date_idx').on(t.date),
  searchIndex('notice_search_idx', noticeSearched(t)),
]);

export const contactMessages = resourceTable(
  contactMessage,
  // The sender's network address, for the form's rate limit; never answered.
  { ip: varchar({ length: 64 }) },
  (t) => [index('contact_message_handled_idx').on(t.handled, t.id)],
);

export const cmsMenuRelations = relations(cmsMenus, ({ one, many }) => ({
  parentMenu: one(cmsMenus, { fields: [cmsMenus.parent], references: [cmsMenus.id], relationName: 'menu_tree' }),
  children: many(cmsMenus, { relationName: 'menu_tree' }),
  contents: many(cmsMenuContents),
  images: many(cmsMenuContentImages),
}));

export const cmsMenuContentRelations = relations(cmsMenuContents, ({ one }) => ({
  menu: one(cmsMenus, { fields: [cmsMenuContents.cmsMenu], references: [cmsMenus.id] }),
}));

export const cmsMenuContentImageRelations = relations(cmsMenuContentImages, ({ one }) => ({
  menu: one(cmsMenus, { fields: [cmsMenuContentImages.cmsMenu], references: [cmsMenus.id] }),
}));
