import { defineConfig } from '@playwright/test';
import { debianChromium, e2eDefaults } from '@cadenza/scripts/playwright';

const port = Number(process.env['DESKTOP_E2E_PORT'] ?? 4320);
const baseURL = `http://127.0.0.1:${port}`;

// The desktop main process serves its renderer from the embedded gateway; the built gateway
// does the same here, with the desktop renderer build as its static folder.
export default defineConfig({
  ...e2eDefaults,
  testDir: './src',
  outputDir: '../../dist/.playwright/desktop-e2e/results',
  use: { ...debianChromium, baseURL, trace: 'retain-on-failure' },
  webServer: {
    command: 'node dist/apps/api-gateway/main.js',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: 'dist/apps/desktop/renderer' },
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
