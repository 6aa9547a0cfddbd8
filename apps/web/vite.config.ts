import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { marksFont } from './build-plugins/marks-font.ts';
import { preactInTheBrowser } from './build-plugins/preact-in-the-browser.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactInTheBrowser(), reactRouter(), marksFont()],
  // The admin app has its own cache folder; two Vite servers must not share one.
  cacheDir: 'node_modules/.vite-web',
  build: {
    assetsInlineLimit: 0,
    // Every page needs Preact and React Router: one file compresses better than several and is cached once.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](preact|react-router)[\\/]/ }],
            },
          },
        },
  },
}));
