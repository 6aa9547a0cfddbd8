import EventRepeat from '@mui/icons-material/EventRepeat';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: EventRepeat,
} satisfies ResourceDeclaration;
