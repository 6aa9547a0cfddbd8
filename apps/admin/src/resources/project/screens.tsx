import { project, projectEditorialEndpoints } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { EditorialPanel } from '../../generic/EditorialPanel.tsx';
import { GenericEdit } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';

export default {
  // Beside the form, a preview link of the project's page and its versions.
  edit: guarded(
    () => <GenericEdit contract={project} aside={<EditorialPanel endpoints={projectEditorialEndpoints} />} />,
    permissionFor(project, 'update'),
  ),
} satisfies ResourceScreens;
