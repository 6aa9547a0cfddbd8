import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API process, for `vite` in development: every path but /admin/ goes to it. */
const api = process.env.SAHAY_API ?? 'http://localhost:8000';

/** Packages only the rich-text editor uses: they stay out of the vendor chunk, in the editor's lazy one. */
const richTextOnly =
  /node_modules[\\/](@tiptap[\\/]|prosemirror-|ra-input-rich-text[\\/]|linkifyjs[\\/]|orderedmap[\\/]|rope-sequence[\\/]|w3c-keyname[\\/]|fast-equals[\\/])/;
/** The spreadsheet and PDF writers, loaded when a file is exported or printed: chunks of their own too. */
const exportOnly = /node_modules[\\/](exceljs|pdfmake)[\\/]/;
/** The dashboard's charting library and its d3 parts, loaded when the dashboard has a chart to draw. */
const chartsOnly = /node_modules[\\/](@mui[\\/]x-|d3-|internmap|flatqueue|bezier-easing|reselect)/;

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
    // The libraries change less often than the app: a release that changes only screens keeps them cached.
    // The rich-text editor stays in its own chunk, loaded with the first form that has one.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id: string) => /node_modules[\\/]/.test(id) && !richTextOnly.test(id) && !exportOnly.test(id) && !chartsOnly.test(id),
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5174, proxy: { '^/(?!admin(/|$)).*': { target: api, changeOrigin: false } } },
});
