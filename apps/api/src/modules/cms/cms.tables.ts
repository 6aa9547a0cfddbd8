import { relations } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns.ts';

export const homepageSliders = pgTable('homepage_slider', {
  ...recordColumns,
  title: text(),
  subtitle: varchar({ length: 255 }),
  details: varchar({ length: 100 }),
  link: varchar({ length: 500 }),
  serialNumber: integer('serial_number'),
  image: varchar({ length: 500 }).notNull(),
});

export const generalSettings = pgTable('general_setting', {
  ...recordColumns,
  siteName: varchar('site_name', { length: 120 }).notNull(),
  title: varchar({ length: 200 }),
  siteAddress: varchar('site_address', { length: 500 }),
  email: varchar({ length: 254 }),
  phone: varchar({ length: 40 }),
  address: varchar({ length: 300 }),
  logo: varchar({ length: 500 }),
  footerLogo: varchar('footer_logo', { length: 500 }),
  favicon: varchar({ length: 500 }),
  slider: varchar({ length: 500 }),
  facebookUrl: varchar('facebook_url', { length: 500 }),
  twitterUrl: varchar('twitter_url', { length: 500 }),
  instagramUrl: varchar('instagram_url', { length: 500 }),
  googleUrl: varchar('google_url', { length: 500 }),
});

export const cmsMenus = pgTable(
  'cms_menu',
  {
    ...recordColumns,
    name: varchar({ length: 80 }).notNull(),
    parent: integer('parent_id').references((): AnyPgColumn => cmsMenus.id, { onDelete: 'cascade' }),
    position: integer().unique('cms_menu_position_unique'),
    image: varchar({ length: 500 }),
    note: varchar({ length: 500 }),
  },
  (t) => [index('cms_menu_parent_idx').on(t.parent)],
);

export const cmsMenuContents = pgTable(
  'cms_menu_content',
  {
    ...recordColumns,
    cmsMenu: integer('cms_menu_id')
      .notNull()
      .references(() => cmsMenus.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    value: text().notNull().default(''),
    nameLink: varchar('name_link', { length: 300 }),
  },
  (t) => [uniqueIndex('cms_menu_content_menu_name_unique').on(t.cmsMenu, t.name)],
);

export const cmsMenuContentImages = pgTable(
  'cms_menu_content_image',
  {
    ...recordColumns,
    cmsMenu: integer('cms_menu_id')
      .notNull()
      .references(() => cmsMenus.id, { onDelete: 'cascade' }),
    head: varchar({ length: 120 }).notNull(),
    image: varchar({ length: 500 }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('cms_menu_content_image_menu_idx').on(t.cmsMenu, t.head, t.position)],
);

export const notices = pgTable(
  'notice',
  {
    ...recordColumns,
    title: varchar({ length: 200 }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    note: varchar({ length: 2000 }),
    file: varchar({ length: 500 }).notNull(),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
  },
  (t) => [index('notice_date_idx').on(t.date)],
);

export const contactMessages = pgTable(
  'contact_message',
  {
    ...recordColumns,
    name: varchar({ length: 80 }).notNull(),
    lastname: varchar({ length: 80 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 20 }).notNull(),
    message: text(),
    handled: boolean().notNull().default(false),
    ip: varchar({ length: 64 }),
  },
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
