import { useEffect, useState } from 'react';

/** Set once the page's first render in the browser (hydration) has run its effects: forms mounted later start out ready. */
let pageHydrated = false;

/**
 * False in the server's HTML and until the page's scripts run, then true. The demo forms keep their
 * submit buttons disabled until then, so that nothing typed can be sent by the browser on its own.
 * A state set by an effect rather than a store's server snapshot: the browser's Preact hydrates with the
 * first render's props as the server sent them, and reads no server snapshot.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
