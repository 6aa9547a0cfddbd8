import Campaign from '@mui/icons-material/Campaign';
import type { ResourceDeclaration } from '../declaration.ts';

/** Generated screens (title, date, note, PDF); only the icon is the notice's own. */
export default { icon: Campaign } satisfies ResourceDeclaration;
