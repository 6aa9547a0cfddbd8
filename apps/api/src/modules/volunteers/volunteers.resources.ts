import * as contracts from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { volunteerApplications } from './volunteers.tables.ts';

export const volunteerApplicationResource = defineResource({
  contract: contracts.volunteerApplication,
  table: volunteerApplications,
  hidden: ['ip'],
  // A visitor's create passes the spam guard and mails an acknowledgement: served by volunteers.routes.ts.
  ownRoutes: ['create'],
  hooks: {
    // The applicant's address is kept with the application (never answered).
    prepare: (input, { mode, ip }) => (mode === 'create' && ip ? { ...input, ip } : input),
  },
});
