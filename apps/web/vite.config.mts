import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const WORKSPACE_SOURCE = /\/(libs|apps|tools)\/[^/]+\/src\/.+\.tsx?$/;
const INJECTS_ENDPOINTS = /\/libs\/api-client\/src\/react\/[^/]+\.endpoints\.ts$/;

/** Whether importing a module does something (everything outside the workspace's own TS). */
function hasImportTimeEffects(id: string): boolean {
  return !WORKSPACE_SOURCE.test(id) || INJECTS_ENDPOINTS.test(id);
}

// The web renderer. `npm start` builds it into dist/apps/web, which the gateway serves.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    // The workspace's modules have no import-time effects but their stylesheets, except
    // api-client's endpoint modules, which inject their endpoints into the API when imported:
    // a module the first paint does not use then stays out of the first chunks, with its CSS.
    rolldownOptions: {
      treeshake: { moduleSideEffects: hasImportTimeEffects },
    },
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
