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
  nextNumbers: WriteEffects['nextNumbers'];
  now: () => Date;
}

/** Serves every declared resource at the contract's paths, with one repository each. */
export default fp(
  async function resourceEngine(app: FastifyInstance, options: EngineOptions) {
    const effects: WriteEffects = {
      audit: options.audit,
      rateLimit: options.rateLimit,
      nextNumbers: options.nextNumbers,
      changed: (entity) => app.changes.publish(entity),
      removeFile: (path) => app.media.remove(path),
      now: options.now,
    };
    const repositories = new Map(options.resources.map((r) => [r.contract.name, createRepository(r, effects)]));
    app.decorate('repositories', repositories);
    app.decorate('writeEffects', effects);
    app.decorate('resourceDefinitions', new Map(options.resources.map((r) => [r.contract.name, r])));
    for (const resource of options.resources) {
      await app.register(resourceRoutes(resource, repositories.get(resource.contract.name) as Repository));
    }
    scheduleVisibleChanges(app, options.resources);
  },
  { name: 'resource-engine', dependencies: ['changes', 'media', 'auth', 'database'] },
);

/**
 * Resources whose visible rows change at a moment (scheduled records): the bus learns each one's next moment at
 * start and after every change of it, and empties its caches once that moment has come (`changes.catchUp`).
 */
function scheduleVisibleChanges(app: FastifyInstance, resources: readonly ResourceDefinition[]) {
  const timed = resources.filter((r) => r.changesAt);
  if (!timed.length) return;
  const learn = async (resource: ResourceDefinition) => {
    const at = await resource.changesAt?.(app.database.db, app.clock());
    app.changes.changesAt(resource.contract.name, at);
  };
  const learnSafely = (resource: ResourceDefinition) =>
    learn(resource).catch((error: Error) => app.log.warn(`could not read when ${resource.contract.name} changes next: ${error.message}`));
  app.changes.subscribe((entity) => {
    for (const resource of timed) if (entity === resource.contract.name || entity === '*') void learnSafely(resource);
  });
  app.addHook('onReady', async () => {
    for (const resource of timed) await learn(resource);
  });
}
