import { accessEndpoints } from './access.endpoints.ts';
import { accountingEndpoints } from './accounting.endpoints.ts';
import { adminSearchEndpoints } from './admin-search.endpoints.ts';
import { backupEndpoints } from './backup.endpoints.ts';
import { bankingEndpoints } from './banking.endpoints.ts';
import { blogEndpoints } from './blog.endpoints.ts';
import { causesEndpoints } from './causes.endpoints.ts';
import { cmsEndpoints, pageEditorialEndpoints } from './cms.endpoints.ts';
import { donationsEndpoints } from './donations.endpoints.ts';
import type { EndpointShape } from './endpoint.ts';
import { eventEditorialEndpoints, eventsEndpoints, projectEditorialEndpoints } from './events.endpoints.ts';
import { homeEndpoints } from './home.endpoints.ts';
import { importsEndpoints } from './imports.endpoints.ts';
import { inventoryEndpoints } from './inventory.endpoints.ts';
import { jobsEndpoints } from './jobs.endpoints.ts';
import { membersEndpoints } from './members.endpoints.ts';
import { newsletterEndpoints } from './newsletter.endpoints.ts';
import { organisationEndpoints } from './organisation.endpoints.ts';
import { personDataEndpoints } from './person-data.endpoints.ts';
import { purchasingEndpoints } from './purchasing.endpoints.ts';
import { salesEndpoints } from './sales.endpoints.ts';
import { shopDashboardEndpoints } from './shop-dashboard.endpoints.ts';
import { showcaseEndpoints } from './showcase.endpoints.ts';
import { siteSearchEndpoints } from './site-search.endpoints.ts';
import { supportEndpoints } from './support.endpoints.ts';
import { transparencyEndpoints } from './transparency.endpoints.ts';
import { twoFactorEndpoints } from './two-factor.endpoints.ts';
import { visitorFormsEndpoints } from './visitor-forms.endpoints.ts';
import { volunteersEndpoints } from './volunteers.endpoints.ts';

/** Every declared endpoint, by module: the API serves each one, and a test checks that none is left unserved. */
export const endpointGroups: Readonly<Record<string, Readonly<Record<string, EndpointShape>>>> = {
  access: accessEndpoints,
  accounting: accountingEndpoints,
  adminSearch: adminSearchEndpoints,
  backup: backupEndpoints,
  banking: bankingEndpoints,
  blog: blogEndpoints,
  causes: causesEndpoints,
  cms: cmsEndpoints,
  pageEditorial: pageEditorialEndpoints,
  donations: donationsEndpoints,
  events: eventsEndpoints,
  eventEditorial: eventEditorialEndpoints,
  projectEditorial: projectEditorialEndpoints,
  home: homeEndpoints,
  imports: importsEndpoints,
  inventory: inventoryEndpoints,
  jobs: jobsEndpoints,
  members: membersEndpoints,
  organisation: organisationEndpoints,
  personData: personDataEndpoints,
  purchasing: purchasingEndpoints,
  sales: salesEndpoints,
  shopDashboard: shopDashboardEndpoints,
  showcase: showcaseEndpoints,
  siteSearch: siteSearchEndpoints,
  support: supportEndpoints,
  transparency: transparencyEndpoints,
  twoFactor: twoFactorEndpoints,
  visitorForms: visitorFormsEndpoints,
  volunteers: volunteersEndpoints,
  newsletter: newsletterEndpoints,
};

export const allEndpoints: readonly EndpointShape[] = Object.values(endpointGroups).flatMap((group) => Object.values(group));
