import SupportAgent from '@mui/icons-material/SupportAgent';
import { Route } from 'react-router';
import { lazyScreen } from '../../lazyScreen.tsx';
import type { ResourceDeclaration } from '../declaration.ts';

export default { icon: SupportAgent } satisfies ResourceDeclaration;

/** Where a department's inbox and the agent's own tickets are, under /admin/. */
export const inboxPath = (departmentId: number) => `support/inbox/${departmentId}`;
export const myTicketsPath = 'support/mine';

const inboxes = () => import('./TicketInbox.tsx');
const DepartmentInboxPage = lazyScreen(inboxes, (m) => m.DepartmentInboxPage);
const MyTicketsPage = lazyScreen(inboxes, (m) => m.MyTicketsPage);

/** The Support screens beside the ticket resource's own, for react-admin's `<CustomRoutes>`. */
export const supportRoutes = [
  <Route key="inbox" path="/support/inbox/:department" element={<DepartmentInboxPage />} />,
  <Route key="mine" path={`/${myTicketsPath}`} element={<MyTicketsPage />} />,
];
