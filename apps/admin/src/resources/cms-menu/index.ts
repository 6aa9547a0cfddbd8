import AccountTree from '@mui/icons-material/AccountTree';
import { cmsMenu } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { MenuTree } from './MenuTree.tsx';

/** The list is a tree; the forms (name, parent, order, picture, note) are the generated ones. */
export default {
  list: guarded(MenuTree, permissionFor(cmsMenu, 'list')),
  icon: AccountTree,
} satisfies Partial<ResourceViews>;
