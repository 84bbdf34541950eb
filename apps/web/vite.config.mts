import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web renderer. `npm start` builds it into dist/apps/web, which the gateway serves.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    // libs/ui's modules have no import-time effects but their stylesheets: a component the first
    // paint does not use stays out of the first chunks, with its CSS. (Other libs keep the
    // default: api-client's endpoint modules inject themselves into the API when imported.)
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/\/libs\/ui\/src\/.+\.tsx?$/.test(id),
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
