import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: MarkEmailRead,
  // Visitors subscribe from the site and confirm from the mail; staff read, export and delete.
  views: { create: false, edit: false },
} satisfies ResourceDeclaration;
