import { cmsMenuContent } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { ContentList } from './ContentList.tsx';

export default {
  list: guarded(ContentList, permissionFor(cmsMenuContent, 'list')),
} satisfies ResourceScreens;
