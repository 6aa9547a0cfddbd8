import Campaign from '@mui/icons-material/Campaign';
import type { ResourceViews } from '../../generic/views.tsx';

/** Generated screens (title, date, note, PDF); only the icon is the notice's own. */
export default { icon: Campaign } satisfies Partial<ResourceViews>;
