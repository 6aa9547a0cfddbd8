import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { donationsEndpoints, employee, homepageSlider, notice, user } from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { client } from '../client.ts';
import { SupportDashboard } from '../resources/ticket/SupportDashboard.tsx';
import { WorkspaceCards } from '../workspaces/WorkspaceCards.tsx';
import { waitingContactMessages } from '../workspaces/workspaces.ts';
import { Count, type CountOf, countGrid } from './CountCard.tsx';
import { ShopDashboard } from './ShopDashboard.tsx';

// The charting library is loaded only when the dashboard has a chart to draw.
const DonationCharts = lazy(() => import('./DonationCharts.tsx').then((m) => ({ default: m.DonationCharts })));

/** What staff look at first: counts that say where work is waiting, each opening its list. */
const glance: CountOf[] = [
  waitingContactMessages,
  { resource: notice.name, label: 'sahay.dashboard.notices' },
  { resource: homepageSlider.name, label: 'sahay.dashboard.slides' },
  { resource: employee.name, label: 'sahay.dashboard.employees' },
  // Staff only: a donor's account (made when they pledge), a member's or a customer's is not counted.
  { resource: user.name, label: 'sahay.dashboard.users', filter: { accounts: 'staff' } },
];

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
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
          {glance.map((entry) => (
            <Count key={entry.resource} {...entry} />
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
  const { data } = useQuery({
    queryKey: ['sahay', 'donation-dashboard'],
    queryFn: () => client.call(donationsEndpoints.dashboard),
    retry: false,
    staleTime: 60_000,
  });
  if (!data || !(data.gifts_per_month || data.causes || data.members_by_kind || data.subscriptions_due_this_month)) return null;
  return (
    <Suspense fallback={null}>
      <DonationCharts data={data} />
    </Suspense>
  );
}
