import Article from '@mui/icons-material/Article';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Article,
} satisfies ResourceDeclaration;
