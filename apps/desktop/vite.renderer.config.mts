import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RENDERER_ROLLDOWN_OPTIONS } from '../../tools/scripts/src/vite/renderer-bundle-options';
import { remixiconPerIcon } from '../../tools/scripts/src/vite/remixicon-per-icon';

// The desktop renderer: the same AppShell as the web app, with the desktop platform bridge.
// The main process's embedded gateway serves this build (dist/apps/desktop/renderer).
export default defineConfig({
  root: `${import.meta.dirname}/src/renderer`,
  // Absolute asset URLs: the gateway serves the renderer at its root, and a reload on a nested
  // route (/artist/detail/1) must still find /assets/….
  base: '/',
  cacheDir: '../../node_modules/.vite/apps/desktop',
  resolve: { tsconfigPaths: true },
  plugins: [react(), remixiconPerIcon()],
  build: {
    rolldownOptions: RENDERER_ROLLDOWN_OPTIONS,
    outDir: `${import.meta.dirname}/../../dist/apps/desktop/renderer`,
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
});
