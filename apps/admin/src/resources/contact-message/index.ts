import Mail from '@mui/icons-material/Mail';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Mail,
  // Each message is its ticket, answered in the inboxes: never written or changed here.
  views: { create: false, edit: false },
} satisfies ResourceDeclaration;
