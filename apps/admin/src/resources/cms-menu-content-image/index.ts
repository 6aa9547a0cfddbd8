import Collections from '@mui/icons-material/Collections';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Collections,
} satisfies ResourceDeclaration;
