import { cmsMenu, pageEditorialEndpoints } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { EditorialPanel } from '../../generic/EditorialPanel.tsx';
import { GenericEdit } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { MenuTree } from './MenuTree.tsx';

/**
 * The list is a tree; the forms (name, parent, order, picture, note, status and the moment it goes live) are the
 * generated ones, the editor with the page's Publishing panel (preview link, versions) beside it.
 */
export default {
  list: guarded(MenuTree, permissionFor(cmsMenu, 'list')),
  edit: guarded(
    () => <GenericEdit contract={cmsMenu} aside={<EditorialPanel endpoints={pageEditorialEndpoints} />} />,
    permissionFor(cmsMenu, 'update'),
  ),
} satisfies ResourceScreens;
