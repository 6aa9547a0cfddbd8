import { defineModule } from '../manifest.ts';
import { inventoryResources } from './inventory.resources.ts';
import inventoryRoutes from './inventory.routes.ts';

/** Purchasing and orders move stock through this one service, in their own transactions. */
export { createProducts } from './inventory.resources.ts';
export { moveStock, moveStocks, type StockMove } from './inventory.service.ts';
export { categories, inventories, products, stockMovements } from './inventory.tables.ts';
export { demoGalleryCount, demoProducts, seedDemoCatalogue } from './seed.ts';

/** The shop's catalogue (categories in three levels, brands, sizes, tags, products with colours and pictures) and its stock. */
export default defineModule({ name: 'inventory', resources: inventoryResources, routes: [inventoryRoutes] });
