import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { RENDERER_ROLLDOWN_OPTIONS } from '../../tools/scripts/src/vite/renderer-bundle-options';
import { remixiconPerIcon } from '../../tools/scripts/src/vite/remixicon-per-icon';
import { WEB_PWA_OPTIONS } from './src/pwa/pwa-options';

// The web renderer. `npm start` builds it into dist/apps/web, which the gateway serves, with
// the web app's manifest and service worker (only here: the desktop renderer has neither).
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { tsconfigPaths: true },
  plugins: [react(), remixiconPerIcon(), VitePWA(WEB_PWA_OPTIONS)],
  build: {
    rolldownOptions: RENDERER_ROLLDOWN_OPTIONS,
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 4200,
    host: '127.0.0.1',
    // In development the gateway (npm start, or `nx run api-gateway:serve`) answers /api.
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env['PORT'] ?? 8080}`, changeOrigin: false },
    },
  },
});
