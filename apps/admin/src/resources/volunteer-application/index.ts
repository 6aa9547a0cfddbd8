import EmojiPeople from '@mui/icons-material/EmojiPeople';
import type { ResourceDeclaration } from '../declaration.ts';

export default {
  icon: EmojiPeople,
  // Applications come from the site's form; staff only change their status.
  views: { create: false },
} satisfies ResourceDeclaration;
