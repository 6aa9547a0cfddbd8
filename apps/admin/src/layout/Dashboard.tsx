import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { type HomeCountKey, homeCounts } from '@sahay/contracts';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { contractOf, permissionFor } from '../contracts.ts';
import { SupportDashboard } from '../resources/ticket/SupportDashboard.tsx';
import { WorkspaceCards } from '../workspaces/WorkspaceCards.tsx';
import { CountTile, countGrid } from './CountCard.tsx';
import { useHome } from './homeQuery.ts';
import { ShopDashboard } from './ShopDashboard.tsx';

// The charting library is loaded only when the dashboard has a chart to draw.
const DonationCharts = lazy(() => import('./DonationCharts.tsx').then((m) => ({ default: m.DonationCharts })));

/** What staff look at first: counts that say where work is waiting (the API counts them), each opening its list. */
const glance: Record<HomeCountKey, string> = {
  waiting_contact_messages: 'sahay.dashboard.waiting',
  notices: 'sahay.dashboard.notices',
  slides: 'sahay.dashboard.slides',
  employees: 'sahay.dashboard.employees',
  staff_accounts: 'sahay.dashboard.users',
};

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const { data: home, isError } = useHome();
  // A count the caller may not read is left out of the answer; until it comes, the role's permissions tell.
  const counts = (Object.keys(glance) as HomeCountKey[]).filter((key) =>
    home ? key in home.counts : !isError && permissions?.includes(permissionFor(contractOf(homeCounts[key].resource), 'list')),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Card>
        <Title title={translate('sahay.workspaces.home')} />
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('sahay.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {identity?.role ? (
            <Typography gutterBottom>{translate('sahay.dashboard.role', { role: String(identity.role) })}</Typography>
          ) : null}
          <Typography gutterBottom>{translate('sahay.dashboard.intro')}</Typography>
          <Link href="/" target="_blank" rel="noopener">
            {translate('sahay.dashboard.open_site')}
          </Link>
        </CardContent>
      </Card>
      <WorkspaceCards />
      <Box component="section" aria-labelledby="glance" sx={{ mt: 2 }}>
        <Typography id="glance" component="h2" variant="h6" gutterBottom>
          {translate('sahay.dashboard.glance')}
        </Typography>
        <Box component="ul" sx={countGrid}>
          {counts.map((key) => (
            <CountTile key={key} {...homeCounts[key]} label={glance[key]} total={home?.counts[key]} />
          ))}
        </Box>
      </Box>
      <Donations />
      <ShopDashboard />
      <SupportDashboard />
    </Box>
  );
}

/** The donation charts, each only when the API answers its section (the caller may read its data). */
function Donations() {
  const data = useHome().data?.donations;
  if (!data || !(data.gifts_per_month || data.causes || data.members_by_kind || data.subscriptions_due_this_month)) return null;
  return (
    <Suspense fallback={null}>
      <DonationCharts data={data} />
    </Suspense>
  );
}
