import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { marksFont } from './build-plugins/marks-font.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), marksFont()],
  // The admin app has its own cache folder; two Vite servers must not share one.
  cacheDir: 'node_modules/.vite-web',
  build: {
    assetsInlineLimit: 0,
    // Every page needs React and React Router: one file compresses better than several and is cached once.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
        },
  },
}));
