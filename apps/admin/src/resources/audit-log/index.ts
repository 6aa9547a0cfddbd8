import History from '@mui/icons-material/History';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: History,
  // Read only: no create, edit or delete screens exist.
  views: { create: false, edit: false },
} satisfies ResourceDeclaration;
