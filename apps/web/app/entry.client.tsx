import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInTurns } from './components/HydrateInTurn.tsx';

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

/**
 * Preact hydrates an element by taking the first server element of the same tag among those left, and keeps its
 * attributes. React's server renderer adds preloads of the first pictures at the top of <head> that no component
 * renders, so the layout's own links (the site's icon, the font's preload) took those <link>s' places, and the
 * server's own were removed as extra: the tab lost its icon. Their pictures are already on their way or loaded.
 */
function withoutServerImagePreloads() {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) link.remove();
}

if (!import.meta.env.DEV) {
  withoutServerImagePreloads();
  await routerDecoded();
}
startTransition(() => {
  hydrateInTurns(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
});
