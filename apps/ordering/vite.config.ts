import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The store's public ordering page (issue 18 §3): served by the server at /order/{store}. One small entry (React, the
 * page, English); the other languages are chunks of their own, loaded when chosen. The manifest lets
 * bench/ordering-initial-js measure the first load.
 */
export default defineConfig({
  base: '/order/',
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { proxy: { '/api': { target: 'http://localhost:8080' } } },
});
