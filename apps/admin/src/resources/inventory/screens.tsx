import { inventory } from '@sahay/contracts';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import type { ResourceScreens } from '../declaration.ts';
import { StockList, StockShow } from './StockViews.tsx';

/** The Stock screen: products' quantities on hand with low stock marked, each adjusted with a reason. */
export default {
  list: guarded(StockList, permissionFor(inventory, 'list')),
  show: guarded(StockShow, permissionFor(inventory, 'get')),
} satisfies ResourceScreens;
