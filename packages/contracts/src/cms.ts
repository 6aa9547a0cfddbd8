import { z } from 'zod';
import { email, flag, id, isoDate, mediaPath, noNul, nulMessage, position, requiredText, richText, text, url } from './fields.ts';
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
    image: mediaPath(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['subtitle', 'details'],
  richText: ['title'],
  files: { image: 'image' },
  publicRead: { actions: ['list'] },
  order: { field: 'serial_number', direction: 'asc' },
});

export const generalSetting = defineContract({
  name: 'general_setting',
  module: 'cms',
  label: 'General setting',
  plural: 'general_settings',
  input: z.object({
    site_name: requiredText(120),
    title: text(200).optional(),
    site_address: url().optional(),
    email: email().optional(),
    phone: text(40).optional(),
    address: text(300).optional(),
    logo: mediaPath().optional(),
    footer_logo: mediaPath().optional(),
    favicon: mediaPath().optional(),
    slider: mediaPath().optional(),
    facebook_url: url().optional(),
    twitter_url: url().optional(),
    instagram_url: url().optional(),
    google_url: url().optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  search: ['site_name', 'title'],
  files: { logo: 'image', footer_logo: 'image', favicon: 'image', slider: 'image' },
  publicRead: { actions: ['list'] },
});

export const cmsMenu = defineContract({
  name: 'cms_menu',
  module: 'cms',
  label: 'CMS menu',
  plural: 'menus',
  input: z.object({
    name: requiredText(80),
    parent: id().nullable().optional(),
    position: position().nullable().optional(),
    image: mediaPath().optional(),
    note: text(500).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  search: ['name'],
  files: { image: 'image' },
  unique: ['position'],
  order: { field: 'position', direction: 'asc' },
});

export const cmsMenuContent = defineContract({
  name: 'cms_menu_content',
  module: 'cms',
  label: 'CMS menu content',
  plural: 'menu_items',
  input: z.object({
    cms_menu: id(),
    name: requiredText(120),
    value: richText().optional(),
    name_link: text(300).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['name'],
  richText: ['value'],
});

export const cmsMenuContentImage = defineContract({
  name: 'cms_menu_content_image',
  module: 'cms',
  label: 'CMS menu content image',
  plural: 'content_images',
  input: z.object({
    cms_menu: id(),
    head: requiredText(120),
    image: mediaPath(),
    position: position().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['head'],
  files: { image: 'image' },
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
    file: mediaPath(),
    show_on_homepage: flag().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['title'],
  searchAliases: ['key'],
  files: { file: 'pdf' },
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
    subject: z.enum(contactSubjects, 'Please enter your subject'),
    message: text(5000).optional(),
    handled: flag().optional(),
  }),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['name', 'lastname', 'email', 'subject'],
  publicWrite: ['create'],
  order: { field: 'id', direction: 'desc' },
});
