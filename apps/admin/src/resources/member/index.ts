import Groups from '@mui/icons-material/Groups';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Groups,
} satisfies ResourceDeclaration;
