import MenuBook from '@mui/icons-material/MenuBook';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: MenuBook,
} satisfies ResourceDeclaration;
