import ViewCarousel from '@mui/icons-material/ViewCarousel';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: ViewCarousel,
} satisfies ResourceDeclaration;
