import SupportAgent from '@mui/icons-material/SupportAgent';
import { ticket } from '@sahay/contracts';
import { Route } from 'react-router';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { AllTickets, DepartmentInboxPage, MyTicketsPage } from './TicketInbox.tsx';
import { TicketThread } from './TicketThread.tsx';

/** Support tickets: the list of every ticket the caller sees opens a thread, not a form. */
export default {
  list: guarded(AllTickets, permissionFor(ticket, 'list')),
  show: TicketThread,
  icon: SupportAgent,
} satisfies Partial<ResourceViews>;

/** Where a department's inbox and the agent's own tickets are, under /admin/. */
export const inboxPath = (departmentId: number) => `support/inbox/${departmentId}`;
export const myTicketsPath = 'support/mine';

/** The Support screens beside the ticket resource's own, for react-admin's `<CustomRoutes>`. */
export const supportRoutes = [
  <Route key="inbox" path="/support/inbox/:department" element={<DepartmentInboxPage />} />,
  <Route key="mine" path={`/${myTicketsPath}`} element={<MyTicketsPage />} />,
];
