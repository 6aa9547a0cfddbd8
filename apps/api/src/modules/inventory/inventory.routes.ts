import { inventoryEndpoints as endpoints } from '@sahay/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../resource/endpoints.ts';
import type { Repository } from '../../resource/repository.ts';
import * as catalogue from './catalogue.service.ts';

/**
 * The catalogue's and the stock's routes beyond the engine's, as declared in the contracts: the category
 * tree's lists and the storefront's product reads (served from the cache), a product's stock, and manual
 * adjustments.
 */
export default async function inventoryRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const cached = (...tags: string[]) => ({ cache: () => tags });

  serve(app, endpoints.topCategories, async () => ({ categories: await catalogue.topCategories(db()) }), cached('category'));
  serve(
    app,
    endpoints.thirdLevelCategories,
    async (request) => ({ categories: await catalogue.thirdLevelCategories(db(), request.params.id) }),
    cached('category'),
  );
  serve(
    app,
    endpoints.productsOfCategory,
    (request) => catalogue.productsOfCategory(db(), request.params.id, request.query),
    cached('product', 'category'),
  );
  serve(app, endpoints.productsOfBrand, (request) => catalogue.productsOfBrand(db(), request.params.id, request.query), cached('product'));
  serve(app, endpoints.filterProducts, (request) => catalogue.filterProducts(db(), request.query), cached('product', 'category'));
  serve(app, endpoints.stockOfProduct, (request) =>
    catalogue.stockOf(db(), app.repositories.get('inventory') as Repository, request.params.product_id),
  );
  serve(app, endpoints.adjustStock, (request) => catalogue.adjustStock(db(), app.repositories, request.body, request.caller?.userId));
}
