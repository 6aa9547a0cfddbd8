import Schedule from '@mui/icons-material/Schedule';
import { jobPermissions } from '@sahay/contracts';
import { lazyScreen } from '../../lazyScreen.tsx';

/** The Jobs screen, listed in the Settings workspace for roles that may read the jobs. */
export const jobPages = [
  {
    path: 'jobs',
    label: 'sahay.jobs.title',
    permission: jobPermissions.read.name,
    icon: Schedule,
    Page: lazyScreen(
      () => import('./JobsPage.tsx'),
      (m) => m.JobsPage,
    ),
  },
];
