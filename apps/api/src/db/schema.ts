// Every table of every module: what drizzle() and drizzle-kit read.

export * from '../modules/access/access.tables.ts';
export * from '../modules/accounting/accounting.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/banking/banking.tables.ts';
export * from '../modules/blog/blog.tables.ts';
export * from '../modules/causes/causes.tables.ts';
export * from '../modules/cms/cms.tables.ts';
export * from '../modules/donations/donations.tables.ts';
export * from '../modules/events/events.tables.ts';
export * from '../modules/imports/imports.tables.ts';
export * from '../modules/inventory/inventory.tables.ts';
export * from '../modules/members/members.tables.ts';
export * from '../modules/newsletter/newsletter.tables.ts';
export * from '../modules/numbering/numbering.tables.ts';
export * from '../modules/organisation/organisation.tables.ts';
export * from '../modules/people/people.tables.ts';
export * from '../modules/publishing/publishing.tables.ts';
export * from '../modules/purchasing/purchasing.tables.ts';
export * from '../modules/sales/sales.tables.ts';
export * from '../modules/showcase/showcase.tables.ts';
export * from '../modules/support/support.tables.ts';
export * from '../modules/volunteers/volunteers.tables.ts';
export * from '../resource/kept-counts.ts';
export * from './search-entries.ts';
