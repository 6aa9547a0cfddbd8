import { Card, CardContent, Link, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('sahay.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {identity?.role ? <Typography gutterBottom>{translate('sahay.dashboard.role', { role: String(identity.role) })}</Typography> : null}
        <Typography gutterBottom>{translate('sahay.dashboard.intro')}</Typography>
        <Link href="/" target="_blank" rel="noopener">
          {translate('sahay.dashboard.open_site')}
        </Link>
      </CardContent>
    </Card>
  );
}
