import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Listener = (entity: string) => void;

/** Said when changes may have been missed (a lost connection): every cache empties. */
export const everything = '*';

/**
 * The one place a write announces itself. Caches listen here; `relayTo` also sends each
 * announcement to the other processes on the same database, whose own buses `deliver` it.
 */
export function createChangeBus(clock: () => Date = () => new Date()) {
  const listeners = new Set<Listener>();
  let relay: ((entity: string) => void) | undefined;
  const deliver = (entity: string) => {
    for (const listener of listeners) listener(entity);
  };
  /** Entities whose visible rows change at a moment without a write (a scheduled post), by that moment. */
  const scheduled = new Map<string, number>();
  let earliest = Number.POSITIVE_INFINITY;
  const findEarliest = () => {
    earliest = Math.min(Number.POSITIVE_INFINITY, ...scheduled.values());
  };
  return {
    /**
     * The entity's visible rows change at this moment (or at none): from then on its caches are stale. Read by
     * `catchUp`, not by a timer, so a test's clock moves it and a quiet server does no work.
     */
    changesAt(entity: string, at: Date | undefined) {
      if (at) scheduled.set(entity, at.getTime());
      else scheduled.delete(entity);
      findEarliest();
    },
    /** Before a cache answers: announces, in this process, every entity whose moment has come (one comparison otherwise). */
    catchUp() {
      if (earliest > clock().getTime()) return;
      const now = clock().getTime();
      for (const [entity, at] of scheduled) {
        if (at > now) continue;
        scheduled.delete(entity);
        deliver(entity);
      }
      findEarliest();
    },
    publish(entity: string) {
      deliver(entity);
      relay?.(entity);
    },
    /** An announcement from another process: only this process's listeners hear it. */
    deliver,
    relayTo(send: (entity: string) => void) {
      relay = send;
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
    /** The app's clock: what time it is for the rules that depend on it (a post's publication). Tests set their own. */
    clock: () => Date;
  }
}

/**
 * On PostgreSQL several processes may serve one database (or a seed run may change it under a
 * running server): each tells the others what it changed (LISTEN/NOTIFY), so no cache keeps old data.
 */
export default fp(
  async function changes(app: FastifyInstance) {
    const bus = createChangeBus(app.clock);
    app.decorate('changes', bus);
    const notices = app.database.notices;
    if (!notices) return;
    const origin = randomUUID();
    bus.relayTo((entity) => {
      notices
        .send(`${origin} ${entity}`)
        .catch((error: Error) => app.log.warn(`could not tell other processes of a change: ${error.message}`));
    });
    const stop = await notices.listen(
      (message) => {
        const [from, entity] = message.split(' ');
        if (from !== origin && entity) bus.deliver(entity);
      },
      () => bus.deliver(everything),
    );
    app.addHook('onClose', stop);
  },
  { name: 'changes', dependencies: ['database'] },
);
