import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, useBasename, useTranslate } from 'react-admin';
import { useCan } from '../../access.tsx';
import { useHome } from '../../layout/homeQuery.ts';
import { inboxPath } from './index.tsx';
import { firstAnswerTime } from './support.ts';

/** The dashboard's Support section: open tickets per department (each opening its inbox) and the median first answer. */
export function SupportDashboard() {
  const { can } = useCan('ticket.read');
  if (!can) return null;
  return <SupportTiles />;
}

function SupportTiles() {
  const translate = useTranslate();
  const basename = useBasename();
  // The home screen's one answer: its support part comes with the other figures.
  const { data: home, isPending, error } = useHome();
  const summary = home?.support;
  const answer = firstAnswerTime(summary?.median_first_answer_hours ?? null);
  return (
    <Box component="section" aria-labelledby="support-glance" sx={{ mt: 3 }}>
      <Typography id="support-glance" component="h2" variant="h6" gutterBottom>
        {translate('sahay.support.dashboard_title')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, p: 0, m: 0 }}>
        {(summary?.open_by_department ?? []).map((department) => (
          <Box component="li" key={department.id} sx={{ listStyle: 'none' }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`${basename}/${inboxPath(department.id)}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="p" variant="h4">
                    {department.open}
                  </Typography>
                  <Typography component="p" color="text.secondary">
                    {translate('sahay.support.open_in', { name: department.name })}
                  </Typography>
                  {department.unread ? (
                    <Typography component="p" color="primary" variant="body2">
                      {translate('sahay.support.unread', { smart_count: department.unread })}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
        <Box component="li" sx={{ listStyle: 'none' }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="p" variant="h4">
                {isPending || error ? '–' : answer.count ? translate(answer.key, { smart_count: answer.count }) : translate(answer.key)}
              </Typography>
              <Typography component="p" color="text.secondary">
                {translate('sahay.support.first_answer')}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
