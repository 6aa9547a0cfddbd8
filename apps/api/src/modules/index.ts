import access from './access/index.ts';
import accounting from './accounting/index.ts';
import adminSearch from './admin-search/index.ts';
import audit from './audit/index.ts';
import backup from './backup/index.ts';
import banking from './banking/index.ts';
import blog from './blog/index.ts';
import causes from './causes/index.ts';
import cms from './cms/index.ts';
import donations from './donations/index.ts';
import events from './events/index.ts';
import home from './home/index.ts';
import imports from './imports/index.ts';
import inventory from './inventory/index.ts';
import jobsScreen from './jobs/index.ts';
import members from './members/index.ts';
import newsletter from './newsletter/index.ts';
import numbering from './numbering/index.ts';
import organisation from './organisation/index.ts';
import people from './people/index.ts';
import personData from './person-data/index.ts';
import publishing from './publishing/index.ts';
import purchasing from './purchasing/index.ts';
import sales from './sales/index.ts';
import settlements from './settlements/index.ts';
import shopDashboard from './shop-dashboard/index.ts';
import showcase from './showcase/index.ts';
import support from './support/index.ts';
import transparency from './transparency/index.ts';
import visitorForms from './visitor-forms/index.ts';
import volunteers from './volunteers/index.ts';

/** Every module of the app, in the order their seeds run (lookups before the records that refer to them). */
export const modules = [
  audit,
  numbering,
  access,
  organisation,
  accounting,
  banking,
  people,
  members,
  causes,
  donations,
  inventory,
  purchasing,
  sales,
  shopDashboard,
  cms,
  publishing,
  blog,
  events,
  showcase,
  support,
  transparency,
  settlements,
  adminSearch,
  visitorForms,
  home,
  imports,
  backup,
  jobsScreen,
  personData,
  volunteers,
  newsletter,
];

/** Every declared resource: the engine serves each at the contract's paths. */
export const resources = modules.flatMap((m) => m.resources);

/** Each module's own routes beside its resources (public reads, workflows, reports). */
export const moduleRoutes = modules.flatMap((m) => m.routes ?? []);

/** Every module's background jobs: the server works them and keeps their schedules. */
export const jobs = modules.flatMap((m) => m.jobs ?? []);

/** Every entity a public page shows (public reads, declared or the modules' own): a change to any empties the page cache. */
export const pageTags = [
  ...new Set([
    ...resources.filter((r) => r.contract.publicRead).map((r) => r.contract.name),
    ...modules.flatMap((m) => m.publicReads ?? []),
  ]),
];
