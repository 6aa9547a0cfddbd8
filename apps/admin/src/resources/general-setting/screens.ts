import { generalSetting } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { SettingsPage } from './SettingsPage.tsx';

/** One record, not a list: the list address opens the settings form. */
export default {
  list: guarded(SettingsPage, permissionFor(generalSetting, 'update')),
} satisfies ResourceScreens;
