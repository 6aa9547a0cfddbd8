// The public pages paint before their scripts load.
//
// A page arrives whole (server-rendered, its styles inline), so its first frame needs no script. But
// React Router's boot script and its `modulepreload` links start fetching every module at once, and
// the modules run (hydration) as soon as they arrive: on a slow phone that work comes before the first
// frame, and the visitor looks at a blank screen while the page they already have is hydrated.
// Here the boot script waits for the first paint, then asks for the same modules in parallel.

// React Router's boot script: the route modules imported statically, then the client entry imported.
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const routeImport = /^import \* as (\w+) from ("[^"\\]+");$/gm;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The page with its module loading moved after the first paint, or as it was if its boot script has another shape. */
export function paintBeforeScripts(html: string): string {
  const boot = bootScript.exec(html);
  if (!boot) return html;
  const imports = [...boot[1].matchAll(routeImport)];
  if (!imports.length) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const script = [
    // The browser reports its first paint; a tab that is not shown (or a browser without paint timing) waits a second.
    'await new Promise((drawn) => {',
    '  new PerformanceObserver((_, seen) => { seen.disconnect(); drawn(); }).observe({ type: "paint", buffered: true });',
    '  setTimeout(drawn, 1000);',
    '});',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map(([, name]) => name).join(', ')}] = await Promise.all([${imports.map(([, , url]) => `import(${url})`).join(', ')}]);`,
    boot[1].replace(routeImport, ''),
  ].join('\n');
  return html.replace(modulePreload, '').replace(boot[0], () => `<script type="module" async="">${script}</script>`);
}
