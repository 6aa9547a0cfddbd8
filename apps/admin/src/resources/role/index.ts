import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: AdminPanelSettings,
} satisfies ResourceDeclaration;
