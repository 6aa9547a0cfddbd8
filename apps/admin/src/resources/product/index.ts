import Storefront from '@mui/icons-material/Storefront';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Storefront,
} satisfies ResourceDeclaration;
