import { defineConfig } from '@playwright/test';
import { debianChromium, e2eDefaults } from '@cadenza/scripts/playwright';

const port = Number(process.env['WEB_E2E_PORT'] ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// Runs the README's `npm start` (build + gateway) and tests the app it serves.
export default defineConfig({
  ...e2eDefaults,
  testDir: './src',
  outputDir: '../../dist/.playwright/web-e2e/results',
  use: { ...debianChromium, baseURL, trace: 'retain-on-failure' },
  webServer: {
    command: 'npm start',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
