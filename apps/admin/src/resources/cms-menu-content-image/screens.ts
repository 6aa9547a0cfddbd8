import { cmsMenuContentImage } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { ImageGroupsPage } from './ImageGroups.tsx';

/** The list is the per-menu picture manager; single records keep the generated forms. */
export default {
  list: guarded(ImageGroupsPage, permissionFor(cmsMenuContentImage, 'list')),
} satisfies ResourceScreens;
