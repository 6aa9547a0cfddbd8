import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * In the browser the pages run on Preact's React-compatible layer, which hydrates what React rendered on the
 * server: React DOM alone was 62 kB of the home page's 121 kB of JavaScript (gzipped), Preact's layer is a
 * sixth of that. The server build keeps React, and so does development (React's fast refresh needs it).
 */
const inTheBrowser: Record<string, string> = {
  react: fileURLToPath(new URL('../app/react-in-the-browser.ts', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export function preactInTheBrowser(): Plugin {
  return {
    name: 'sahay:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = inTheBrowser[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
