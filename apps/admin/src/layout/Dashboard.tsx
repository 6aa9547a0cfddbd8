import { Box, Card, CardActionArea, CardContent, Link, Typography } from '@mui/material';
import {
  donationsEndpoints,
  employee,
  fromContactFormFilter,
  homepageSlider,
  notice,
  type ResourceContract,
  ticket,
  ticketStatusNameFilter,
  ticketStatusNames,
  user,
} from '@sahay/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, Title, useCreatePath, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { useCan } from '../access.tsx';
import { client } from '../client.ts';
import { permissionFor } from '../contracts.ts';
import { SupportDashboard } from '../resources/ticket/SupportDashboard.tsx';
import { ShopDashboard } from './ShopDashboard.tsx';

// The charting library is loaded only when the dashboard has a chart to draw.
const DonationCharts = lazy(() => import('./DonationCharts.tsx').then((m) => ({ default: m.DonationCharts })));

/** What staff look at first: counts that say where work is waiting, each opening its list. */
const glance: { contract: ResourceContract; label: string; filter?: Record<string, unknown> }[] = [
  // A visitor's message is the ticket it opened: it waits until the ticket is answered (no longer Open).
  {
    contract: ticket,
    label: 'sahay.dashboard.waiting',
    filter: { [fromContactFormFilter]: 'true', [ticketStatusNameFilter]: ticketStatusNames.open },
  },
  { contract: notice, label: 'sahay.dashboard.notices' },
  { contract: homepageSlider, label: 'sahay.dashboard.slides' },
  { contract: employee, label: 'sahay.dashboard.employees' },
  // Staff only: a donor's account (made when they pledge), a member's or a customer's is not counted.
  { contract: user, label: 'sahay.dashboard.users', filter: { accounts: 'staff' } },
];

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 2 }}>
      <Card>
        <Title title={translate('ra.page.dashboard')} />
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
      <Box component="section" aria-labelledby="glance" sx={{ mt: 2 }}>
        <Typography id="glance" component="h2" variant="h6" gutterBottom>
          {translate('sahay.dashboard.glance')}
        </Typography>
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 0, m: 0 }}>
          {glance.map((entry) => (
            <Count key={entry.contract.name} {...entry} />
          ))}
        </Box>
      </Box>
      <Donations />
      <ShopDashboard />
      <SupportDashboard />
    </Box>
  );
}

/** One count, shown only to roles that may read the list it opens. */
function Count({ contract, label, filter }: (typeof glance)[number]) {
  const { can } = useCan(permissionFor(contract, 'list'));
  if (!can) return null;
  return <CountCard contract={contract} label={label} filter={filter} />;
}

function CountCard({ contract, label, filter = {} }: (typeof glance)[number]) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(contract.name, { pagination: { page: 1, perPage: 1 }, filter });
  const createPath = useCreatePath();
  const to = `${createPath({ resource: contract.name, type: 'list' })}${Object.keys(filter).length ? `?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : ''}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          <CardContent>
            <Typography component="p" variant="h4">
              {isPending || error ? '–' : total}
            </Typography>
            <Typography component="p" color="text.secondary">
              {translate(label)}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
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
