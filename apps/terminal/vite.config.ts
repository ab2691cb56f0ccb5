import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // seed 000 §2.4: the update modal asks before applying a new version.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'OpenTill',
        short_name: 'OpenTill',
        description: 'Offline-first point of sale',
        theme_color: '#0f172a',
        background_color: '#0f172a',
        display: 'fullscreen',
        start_url: '/',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        // /dashboard is the back office (apps/back-office), served by the server, never the terminal's shell.
        // /display is the customer display's own page (issue 20): precached as display.html, never this shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/dashboard(\/|$)/, /^\/display\/?$/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
    }),
  ],
  // The manifest lets bench/initial-js measure what a route loads first.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Issue 6 budget: what the entry loads statically (React, the router, i18n, the guard and stores) goes in one
    // 'start' chunk; left to automatic splitting it became ~20 small shared chunks, each gzipped on its own (~6 KB
    // more). main.tsx stays the entry chunk; screens keep their own lazy chunks (decisions.md, PIN screen budget).
    rolldownOptions: {
      // Issue 20: the customer display is its own page (display.html), code-split from the staff terminal.
      input: { main: 'index.html', display: 'display.html' },
      output: {
        codeSplitting: {
          groups: [
            // Issue 20: React and what the customer display shares with the terminal, so display.html does not load
            // the terminal's 'start' chunk (its router, stores and data layer).
            {
              name: 'react',
              tags: ['$initial'],
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]ui[\\/]button\.tsx|preload-helper/,
            },
            {
              name: 'start',
              tags: ['$initial'],
              priority: 1,
              test: /node_modules|packages|src[\\/](app|data|i18n|ui)[\\/]/,
            },
            // Issue 13 budget: the PIN screen (the first a linked terminal shows) and the small modules only it and a
            // few later screens share, in one chunk instead of nine (each small chunk costs its own gzip frame).
            {
              name: 'pin-screen',
              test: /src[\\/]features[\\/]pin[\\/]|src[\\/]ui[\\/](keypad|use-now|use-digit-keys)|offline-(bar|notice-frame)|link-code-param|pin-hash|shift-open|pin-keypad/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
});
