import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: VolunteerActivism,
  // A donation's amount and donor are the receipt's once confirmed: the workflow changes it, no form does.
  views: { edit: false },
} satisfies ResourceDeclaration;
