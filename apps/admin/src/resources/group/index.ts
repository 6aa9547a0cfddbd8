import AccountTree from '@mui/icons-material/AccountTree';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: AccountTree,
} satisfies ResourceDeclaration;
