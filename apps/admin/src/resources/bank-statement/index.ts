import AccountBalance from '@mui/icons-material/AccountBalance';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: AccountBalance,
} satisfies ResourceDeclaration;
