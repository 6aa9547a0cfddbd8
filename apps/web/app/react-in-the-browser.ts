// What `react` is in the browser build (see build-plugins/preact-in-the-browser.ts): Preact's compatibility
// layer, plus what React Router needs of React that the layer lacks or does differently.
import { type ComponentChildren, options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

// @ts-expect-error preact/compat declares its types with `export =`, which TypeScript will not re-export with `export *`; the module itself is ESM.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** React Router calls the setter only for navigations it runs as transitions, which it does when asked to (`useTransitions`); the site does not ask. */
export function useOptimistic<T>(state: T): [T, (action: unknown) => void] {
  return [state, () => {}];
}

// React Router's <Scripts> and <ScrollRestoration> render their inline scripts and module preloads with
// `suppressHydrationWarning` and empty contents in the browser: React leaves the server's elements alone,
// Preact would add new ones (which the content security policy refuses to run). In the browser they render
// nothing; the server's, already run, are left behind by hydration. Other elements just lose the prop.
const nothing = () => null;

/**
 * The root layout's <html>: React renders into the document and matches its <html>; Preact renders into
 * the document's <html> (it takes a document to mean its root element), where an <html> of its own would
 * be a second one inside. So the element stays the page's, its children are the layout's, and its
 * attributes (the language) follow the layout's.
 */
function DocumentElement({ children, ...attributes }: { children?: ComponentChildren } & Record<string, unknown>) {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === 'string') document.documentElement.setAttribute(name, value);
    }
  });
  return children;
}

const before = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { suppressHydrationWarning?: boolean } | undefined;
  if (vnode.type === 'html') vnode.type = DocumentElement;
  if (props?.suppressHydrationWarning) {
    if (vnode.type === 'script' || vnode.type === 'link') vnode.type = nothing;
    else delete props.suppressHydrationWarning;
  }
  before?.(vnode);
};

// Preact runs effects after the next frame (requestAnimationFrame raced with a timer); React runs them in a task
// of their own. A page whose clock is paused (the browser tests of the carousels pause it) has no frames and no
// timers, so its effects never ran. They run in a task of their own here too.
const effectsChannel = new MessageChannel();
let runEffects: (() => void) | undefined;
effectsChannel.port1.onmessage = () => runEffects?.();
options.requestAnimationFrame = (flush) => {
  runEffects = flush;
  effectsChannel.port2.postMessage(null);
};
