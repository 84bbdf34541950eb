import { defineE2eConfig } from '@cadenza/scripts/playwright';

// The desktop main process serves its renderer from the embedded gateway; the built gateway
// does the same here, with the desktop renderer build as its static folder.
export default defineE2eConfig({
  project: 'desktop-e2e',
  port: 4320,
  webServer: {
    command: 'node dist/apps/api-gateway/main.js',
    env: { HOST: '127.0.0.1', STATIC_DIR: 'dist/apps/desktop/renderer' },
    timeout: 30_000,
  },
});
