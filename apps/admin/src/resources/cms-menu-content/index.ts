import Article from '@mui/icons-material/Article';
import { cmsMenuContent } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceViews } from '../../generic/views.tsx';
import { ContentList } from './ContentList.tsx';

export default {
  list: guarded(ContentList, permissionFor(cmsMenuContent, 'list')),
  icon: Article,
} satisfies Partial<ResourceViews>;
