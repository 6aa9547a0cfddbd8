import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResourceDefinition } from './define-resource.ts';
import type { WriteEffects } from './effects.ts';
import { createRepository, type Repository } from './repository.ts';
import { resourceRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The repository of every declared resource, by name: services write through these, so their writes have the same effects as the routes'. */
    repositories: ReadonlyMap<string, Repository>;
    /** What every write does besides storing its rows: given to repositories made outside the engine's list (tests' fixtures). */
    writeEffects: WriteEffects;
    /** Every declared resource, by name: an endpoint answering a resource's record answers its row's schema. */
    resourceDefinitions: ReadonlyMap<string, ResourceDefinition>;
  }
}

export interface EngineOptions {
  resources: readonly ResourceDefinition[];
  /** The audit, rate-limit and numbering capabilities; caches and files are the app's own. */
  audit: WriteEffects['audit'];
  rateLimit: WriteEffects['rateLimit'];
  nextNumber: WriteEffects['nextNumber'];
}

/** Serves every declared resource at the contract's paths, with one repository each. */
export default fp(
  async function resourceEngine(app: FastifyInstance, options: EngineOptions) {
    const effects: WriteEffects = {
      audit: options.audit,
      rateLimit: options.rateLimit,
      nextNumber: options.nextNumber,
      changed: (entity) => app.changes.publish(entity),
      removeFile: (path) => app.media.remove(path),
    };
    const repositories = new Map(options.resources.map((r) => [r.contract.name, createRepository(r, effects)]));
    app.decorate('repositories', repositories);
    app.decorate('writeEffects', effects);
    app.decorate('resourceDefinitions', new Map(options.resources.map((r) => [r.contract.name, r])));
    for (const resource of options.resources) {
      await app.register(resourceRoutes(resource, repositories.get(resource.contract.name) as Repository));
    }
  },
  { name: 'resource-engine', dependencies: ['changes', 'media', 'auth', 'database'] },
);
