import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Listener = (entity: string) => void;

/**
 * The one place a write announces itself. Caches listen here; a later step can relay
 * these announcements between processes (PostgreSQL LISTEN/NOTIFY) without touching writers.
 */
export function createChangeBus() {
  const listeners = new Set<Listener>();
  return {
    publish(entity: string) {
      for (const listener of listeners) listener(entity);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
}

export default fp(
  async function changes(app: FastifyInstance) {
    app.decorate('changes', createChangeBus());
  },
  { name: 'changes' },
);
