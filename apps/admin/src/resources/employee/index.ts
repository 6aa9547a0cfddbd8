import Badge from '@mui/icons-material/Badge';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Badge,
} satisfies ResourceDeclaration;
