import Settings from '@mui/icons-material/Settings';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Settings,
} satisfies ResourceDeclaration;
