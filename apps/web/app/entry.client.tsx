import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's router waits (suspends) on its first render while it decodes the page's data. React allows
 * that at the root of a hydration; Preact (the browser's React in a build, see preact-in-the-browser.ts) does
 * not. So the decoding is started and waited for first: the router's first step is that wait, before any
 * hook, and the router it then makes is kept for the real render. The call ends at the first hook, outside a
 * render, which throws: that is expected.
 */
async function routerDecoded() {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown;
    }
  }
}

if (!import.meta.env.DEV) await routerDecoded();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
