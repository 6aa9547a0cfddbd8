import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The admin app has its own cache folder; two Vite servers must not share one.
  cacheDir: 'node_modules/.vite-web',
  build: { assetsInlineLimit: 0 },
});
