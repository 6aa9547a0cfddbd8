import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Who is calling, as far as authorization needs to know. */
export interface Caller {
  userId: number;
  permissions: ReadonlySet<string>;
}

/** Identifies the caller of a request, or answers null for an anonymous one. */
export type Authenticate = (request: FastifyRequest) => Promise<Caller | null>;

export const can = (caller: Caller | null, permission: string) => caller?.permissions.has(permission) ?? false;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Readable without sign-in. */
    public?: boolean;
    /** The `<entity>.<action>` permission the caller's role must hold. */
    permission?: string;
    /** Any signed-in user, whatever their role (their own profile, signing out). */
    signedIn?: boolean;
    /** At least one of these permissions (a dashboard of sections, each shown to whoever may read it). */
    anyPermission?: readonly string[];
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface GuardedRoute {
  method: string | string[];
  url: string;
  config: {
    public?: boolean;
    permission?: string;
    signedIn?: boolean;
    anyPermission?: readonly string[];
    /** What the route was made from: a resource's name, or an endpoint declaration. */
    resource?: string;
    endpoint?: object;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its guard, as registered: the authorization test matrix is built from it. */
    guardedRoutes: GuardedRoute[];
  }
}

/**
 * The one authorization hook: every route is public, for any signed-in user, or names its permission (or
 * permissions, one of which is enough);
 * a route that says neither fails at start rather than open by accident.
 */
export default fp(
  async function auth(app: FastifyInstance, options: { authenticate: Authenticate }) {
    app.decorateRequest('caller', null);
    // Checked once all onRoute hooks ran: a scope may mark its routes public after this hook.
    const routes: RouteOptions[] = [];
    app.decorate('guardedRoutes', [] as GuardedRoute[]);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onReady', async () => {
      const open = routes.filter((r) => !r.config?.public && !r.config?.permission && !r.config?.signedIn && !r.config?.anyPermission);
      if (open.length) {
        const names = open.map((r) => `${r.method} ${r.url}`).join(', ');
        throw new Error(`Routes declare none of config.public, signedIn, permission or anyPermission: ${names}`);
      }
      app.guardedRoutes.push(...routes.map((r) => ({ method: r.method, url: r.url, config: r.config as GuardedRoute['config'] })));
    });
    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      // Unmatched paths (404) have no config: nothing to guard.
      if (!request.routeOptions.url) return;
      request.caller = await options.authenticate(request);
      if (config.public) return;
      if (!request.caller) return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
      if (config.permission && !request.caller.permissions.has(config.permission)) {
        return reply.code(403).send({ detail: `You don't have the permission ${config.permission}.` });
      }
      if (config.anyPermission && !config.anyPermission.some((p) => request.caller?.permissions.has(p))) {
        return reply.code(403).send({ detail: `You don't have any of the permissions ${config.anyPermission.join(', ')}.` });
      }
    });
  },
  { name: 'auth' },
);

/** Marks every route registered in this scope as public (for plugins that add routes themselves). */
export function publicScope(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), public: true } as typeof route.config;
  });
}
