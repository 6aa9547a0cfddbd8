import Person from '@mui/icons-material/Person';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: Person,
} satisfies ResourceDeclaration;
