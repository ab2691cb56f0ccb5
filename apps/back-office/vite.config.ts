import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office (issue 16 §1): served by the server at /dashboard/, code-split by route (each area's routes.tsx
 * is its own chunk). The terminal's generic design-system components are imported through the `@terminal-ui`
 * alias (decisions §47), the tokens through src/index.css.
 */
export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@terminal-ui': fileURLToPath(new URL('../terminal/src/ui', import.meta.url)) },
  },
  // The manifest lets bench/initial-js measure what the first screen loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen loads first (React, the router, React Query, i18n, the shell) in one chunk rather
          // than many small ones each gzipped on its own (the terminal's issue 6 finding).
          groups: [{ name: 'start', tags: ['$initial'], test: /node_modules|packages|src[\\/](api|app|i18n|ui)[\\/]/ }],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
});
