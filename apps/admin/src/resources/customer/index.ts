import People from '@mui/icons-material/People';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: People,
} satisfies ResourceDeclaration;
