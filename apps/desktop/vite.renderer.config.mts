import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The desktop renderer: the same AppShell as the web app, with the desktop platform bridge.
// The main process's embedded gateway serves this build (dist/apps/desktop/renderer).
export default defineConfig({
  root: `${import.meta.dirname}/src/renderer`,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/desktop',
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    outDir: `${import.meta.dirname}/../../dist/apps/desktop/renderer`,
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
});
