import { homepageSlider } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { SliderList } from './SliderList.tsx';

/** Forms are the generated ones: title in the rich-text editor, picture through the upload route. */
export default {
  list: guarded(SliderList, permissionFor(homepageSlider, 'list')),
} satisfies ResourceScreens;
