import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until the page's scripts run, then true. The demo forms keep their
 * submit buttons disabled until then, so that nothing typed can be sent by the browser on its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
