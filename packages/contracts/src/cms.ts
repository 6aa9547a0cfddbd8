import { z } from 'zod';
import { unique, withDefault } from './field-meta.ts';
import {
  choice,
  email,
  flag,
  image,
  isoDate,
  link,
  noNul,
  nulMessage,
  pdf,
  position,
  ref,
  requiredText,
  richText,
  text,
  url,
} from './fields.ts';
import { currencies, defaultCurrency } from './money.ts';
import { editorialFields } from './publishing.ts';
import { defineContract } from './resource.ts';
import { contactSubjects } from './site-constants.ts';

export const homepageSlider = defineContract({
  name: 'homepage_slider',
  module: 'cms',
  label: 'Homepage slider',
  plural: 'homepage_sliders',
  input: z.object({
    title: richText().optional(),
    subtitle: text().optional(),
    details: text(100).optional(),
    link: url().optional(),
    serial_number: position().optional(),
    image: image(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['title'],
  columns: ['image', 'title', 'subtitle', 'details', 'link', 'serial_number'],
  search: ['subtitle', 'details'],
  publicRead: { actions: ['list'] },
  order: { field: 'serial_number', direction: 'asc' },
});

export const generalSetting = defineContract({
  name: 'general_setting',
  module: 'cms',
  label: 'General setting',
  pluralLabel: 'General settings',
  plural: 'general_settings',
  input: z.object({
    site_name: requiredText(120),
    title: text(200).optional(),
    site_address: url().optional(),
    email: email().optional(),
    phone: text(40).optional(),
    address: text(300).optional(),
    logo: image().optional(),
    footer_logo: image().optional(),
    favicon: image().optional(),
    slider: image().optional(),
    facebook_url: url().optional(),
    twitter_url: url().optional(),
    instagram_url: url().optional(),
    google_url: url().optional(),
    currency: withDefault(choice(currencies), defaultCurrency),
    /** Days after a monthly subscription's date before its member is mailed a reminder that it is unpaid; 0: none. */
    dues_reminder_days: withDefault(position().max(365, 'At most 365 days.'), 10),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['site_name'],
  search: ['site_name', 'title'],
  publicRead: { actions: ['list'] },
});

/**
 * An entry of the site menu, and the page it leads to (its blocks and images): under the editorial workflow,
 * visitors see it, in the menu and as a page, once published or at its scheduled moment.
 */
export const cmsMenu = defineContract({
  name: 'cms_menu',
  module: 'cms',
  label: 'CMS menu',
  pluralLabel: 'Site menu',
  plural: 'menus',
  input: z.object({
    name: requiredText(80),
    parent: ref('cms_menu', 'cascade').nullable().optional(),
    position: unique(position()).nullable().optional(),
    image: image().optional(),
    note: text(500).optional(),
    ...editorialFields,
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  search: ['name'],
  order: { field: 'position', direction: 'asc' },
});

export const cmsMenuContent = defineContract({
  name: 'cms_menu_content',
  module: 'cms',
  label: 'CMS menu content',
  pluralLabel: 'Content blocks',
  plural: 'menu_items',
  input: z.object({
    cms_menu: ref('cms_menu', 'cascade'),
    name: requiredText(120),
    value: withDefault(richText(), ''),
    name_link: link(300).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['name'],
  search: ['name'],
});

export const cmsMenuContentImage = defineContract({
  name: 'cms_menu_content_image',
  module: 'cms',
  label: 'CMS menu content image',
  pluralLabel: 'Content images',
  plural: 'content_images',
  input: z.object({
    cms_menu: ref('cms_menu', 'cascade'),
    head: requiredText(120),
    image: image(),
    position: withDefault(position(), 0),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['head'],
  search: ['head'],
});

export const notice = defineContract({
  name: 'notice',
  module: 'cms',
  label: 'Notice',
  plural: 'notices',
  input: z.object({
    title: requiredText(200),
    date: isoDate(),
    note: text(2000).optional(),
    file: pdf(),
    show_on_homepage: withDefault(flag(), false),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['title'],
  search: ['title'],
  searchAliases: ['key'],
  publicRead: { actions: ['list', 'withoutPagination', 'get'] },
  aliases: { withoutPagination: ['all/without_pagination'] },
  order: { field: 'date', direction: 'desc' },
});

/** A message a visitor sends from the contact page, read and handled by staff. */
export const contactMessage = defineContract({
  name: 'contact_message',
  module: 'cms',
  label: 'Contact message',
  plural: 'contact_messages',
  input: z.object({
    name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(80).refine(noNul, nulMessage),
    lastname: z
      .string({ error: 'Please enter your Lastname' })
      .trim()
      .min(1, 'Please enter your Lastname')
      .max(80)
      .refine(noNul, nulMessage),
    email: z.email('Please enter your email').max(254),
    subject: choice(contactSubjects, 'Please enter your subject'),
    message: text(5000).optional(),
    handled: withDefault(flag(), false),
  }),
  title: ['name', 'lastname'],
  columns: ['name', 'lastname', 'email', 'subject', 'handled'],
  actions: ['list', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['name', 'lastname', 'email', 'subject'],
  publicWrite: ['create'],
  order: { field: 'id', direction: 'desc' },
});
