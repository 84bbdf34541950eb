import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const WORKSPACE_SOURCE = /\/(libs|apps|tools)\/[^/]+\/src\/.+\.tsx?$/;
/** api-client's endpoint modules inject their endpoints into the API when imported. */
const INJECTS_ENDPOINTS = /\/libs\/api-client\/src\/react\/[^/]+\.endpoints\.ts$/;
/** libs/ui's entry imports the global stylesheets (tokens, base), used by no export. */
const IMPORTS_GLOBAL_STYLES = /\/libs\/ui\/src\/index\.ts$/;

/** Whether importing a module does something: everything but the workspace's own TS, and those. */
function hasImportTimeEffects(id: string): boolean {
  return !WORKSPACE_SOURCE.test(id) || INJECTS_ENDPOINTS.test(id) || IMPORTS_GLOBAL_STYLES.test(id);
}

// The web renderer. `npm start` builds it into dist/apps/web, which the gateway serves.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    // The workspace's modules have no import-time effects but their stylesheets (with the two
    // exceptions above): a module the first paint does not use stays out of the first chunks,
    // with its CSS.
    rolldownOptions: {
      treeshake: { moduleSideEffects: hasImportTimeEffects },
      output: {
        // Every module the entry imports statically goes in one chunk, as in Rollup. Left to
        // itself rolldown cuts out each module the entry shares with a lazy chunk into a chunk
        // of its own: the first paint was 37 files, most under 1 KB, each paying gzip's and the
        // import's overhead. Static imports of a static import are static imports too, so the
        // group needs no recursion; with it, the group also took the lazy screens' modules.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
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
