import Collections from '@mui/icons-material/Collections';
import { cmsMenuContentImage } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { ImageGroupsPage } from './ImageGroups.tsx';

/** The list is the per-menu picture manager; single records keep the generated forms. */
export default {
  list: guarded(ImageGroupsPage, permissionFor(cmsMenuContentImage, 'list')),
  icon: Collections,
} satisfies Partial<ResourceViews>;
