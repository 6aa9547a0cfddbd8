import { volunteerApplication } from '@sahay/contracts';
import { index, varchar } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../resource/table.ts';

export const volunteerApplications = resourceTable(
  volunteerApplication,
  // The applicant's network address, as the contact form keeps a sender's; never answered.
  { ip: varchar({ length: 64 }) },
  (t) => [index('volunteer_application_status_idx').on(t.status, t.id)],
);
