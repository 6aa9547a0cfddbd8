import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type JobOverview, type JobRun, jobPermissions, jobsEndpoints } from '@sahay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { RequirePermission, useCan } from '../../access.tsx';
import { client } from '../../client.ts';
import { formatDate } from '../../dates.ts';
import { ReportState } from '../../reports/ReportFrame.tsx';

const jobsKey = ['sahay', 'jobs'];
const stateColor = { completed: 'success', failed: 'error', retry: 'warning', active: 'info' } as const;

/** A run's state as a chip, and when it happened. */
function RunCell({ run }: { run: JobRun | null }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  if (!run) return <>{translate('sahay.jobs.never')}</>;
  const at = run.completed_on ?? run.started_on ?? run.created_on;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip
        size="small"
        label={translate(`sahay.jobs.states.${run.state}`)}
        color={stateColor[run.state as keyof typeof stateColor] ?? 'default'}
      />
      <span>{formatDate(at, language, { time: true })}</span>
    </Box>
  );
}

function JobRow({ job, canRun }: { job: JobOverview; canRun: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [language] = useLocaleState();
  const name = translate(`sahay.jobs.names.${job.name}`, { _: job.name });
  const runNow = async () => {
    try {
      await client.call(jobsEndpoints.runJob, { params: { name: job.name } });
      notify('sahay.jobs.started', { type: 'info', messageArgs: { name } });
      await queryClient.invalidateQueries({ queryKey: jobsKey });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`sahay.jobs.about.${job.name}`, { _: '' })}
        </Typography>
      </TableCell>
      <TableCell>
        {job.schedule ? translate(`sahay.jobs.when.${job.name}`, { _: job.schedule }) : translate('sahay.jobs.on_request')}
        {job.schedule ? (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>
            {job.schedule}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <RunCell run={job.last_run} />
      </TableCell>
      <TableCell>{job.next_run ? formatDate(job.next_run, language, { time: true }) : '—'}</TableCell>
      <TableCell>
        {job.failures.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {job.failures.map((failure) => (
              <li key={`${failure.id}-${failure.attempt}`}>
                {formatDate(failure.completed_on ?? failure.started_on ?? failure.created_on, language, { time: true })}:{' '}
                {translate('sahay.jobs.attempt', { attempt: failure.attempt })} — {failure.error}
              </li>
            ))}
          </Box>
        ) : (
          translate('sahay.jobs.no_failures')
        )}
      </TableCell>
      {canRun ? (
        <TableCell>
          {/* A job without a schedule is sent with its work by the app (an import): nothing to run by hand. */}
          {job.schedule ? (
            <Button variant="outlined" size="small" onClick={runNow} aria-label={translate('sahay.jobs.run_now_named', { name })}>
              {translate('sahay.jobs.run_now')}
            </Button>
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/** The background jobs: what each does and when, how its last run went, the next one, and what failed. */
function Jobs() {
  const translate = useTranslate();
  const { can: canRun } = useCan(jobPermissions.run.name);
  // Refreshed while open: a run started here shows its progress.
  const { data, isPending, error } = useQuery({ queryKey: jobsKey, queryFn: () => client.call(jobsEndpoints.jobs), refetchInterval: 5000 });
  const title = translate('sahay.jobs.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '80ch' }}>{translate('sahay.jobs.help')}</Typography>
        <ReportState isPending={isPending} error={error} />
        {data ? (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sahay.jobs.job')}</TableCell>
                  <TableCell>{translate('sahay.jobs.schedule')}</TableCell>
                  <TableCell>{translate('sahay.jobs.last_run')}</TableCell>
                  <TableCell>{translate('sahay.jobs.next_run')}</TableCell>
                  <TableCell>{translate('sahay.jobs.failures')}</TableCell>
                  {canRun ? <TableCell>{translate('sahay.jobs.actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.jobs.map((job) => (
                  <JobRow key={job.name} job={job} canRun={canRun} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function JobsPage() {
  return (
    <RequirePermission permission={jobPermissions.read.name}>
      <Jobs />
    </RequirePermission>
  );
}
