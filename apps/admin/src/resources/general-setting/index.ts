import Settings from '@mui/icons-material/Settings';
import { generalSetting } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { SettingsPage } from './SettingsPage.tsx';

/** One record, not a list: the list address opens the settings form. */
export default {
  list: guarded(SettingsPage, permissionFor(generalSetting, 'update')),
  icon: Settings,
} satisfies Partial<ResourceViews>;
