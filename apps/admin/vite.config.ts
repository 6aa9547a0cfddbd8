import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API process, for `vite` in development: every path but /admin/ goes to it. */
const api = process.env.SAHAY_API ?? 'http://localhost:8000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  // The public site has its own cache folder; two Vite servers must not share one.
  cacheDir: 'node_modules/.vite-admin',
  resolve: {
    // react-admin wants React Router 7 while the public site runs 8: npm nests copies of 7 (and of
    // ra-core) under several packages, and one app must see a single copy of each, or contexts break.
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'ra-core',
      'ra-ui-materialui',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      '@tanstack/react-query',
      'react-hook-form',
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // No hand-made vendor chunk: one held every library any screen uses, and the sign-in page loaded all of it.
    // Rolldown splits by what each lazy screen imports, so a library comes with the first screen that needs it.
    // The spreadsheet and PDF writers (loaded when a file is exported or printed) are the largest, under 1 MB.
    chunkSizeWarningLimit: 1000,
  },
  server: { port: 5174, proxy: { '^/(?!admin(/|$)).*': { target: api, changeOrigin: false } } },
});
