import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { debianChromium, e2eDefaults } from './debian-chromium';

/** What differs between the end-to-end projects. */
export interface E2eProjectOptions {
  /** The project's folder name under `apps/`, for its output folder. */
  project: string;
  /** Loopback port the web server listens on; the env variable `<PROJECT>_PORT` overrides it. */
  port: number;
  /** How to start the server under test (run from the workspace root, `PORT` set to `port`). */
  webServer: { command: string; env?: Record<string, string>; timeout: number };
  /** Path that answers 2xx once the server is ready; `/api/health` (the gateway's) unless told. */
  readyPath?: string;
  /** Folder of the specs, relative to the config; `./src` unless told. */
  testDir?: string;
  /** Browser settings of this project on top of the shared ones (e.g. a `storageState`). */
  use?: PlaywrightTestConfig['use'];
}

/**
 * The Playwright config of an end-to-end project: Debian Chromium, the shared defaults, tests
 * under `src/` (or `testDir`), and one server on loopback that must answer `readyPath` (the
 * gateway's `/api/health` by default) before tests start.
 */
export function defineE2eConfig({
  project,
  port: defaultPort,
  webServer,
  readyPath = '/api/health',
  testDir = './src',
  use = {},
}: E2eProjectOptions) {
  const envName = `${project.replace(/-/g, '_').toUpperCase()}_PORT`;
  const port = Number(process.env[envName] ?? defaultPort);
  const baseURL = `http://127.0.0.1:${port}`;
  const config: PlaywrightTestConfig = {
    ...e2eDefaults,
    testDir,
    outputDir: `../../dist/.playwright/${project}/results`,
    use: { ...debianChromium, baseURL, trace: 'retain-on-failure', ...use },
    webServer: {
      cwd: '../..',
      url: `${baseURL}${readyPath}`,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      ...webServer,
      env: { PORT: String(port), ...webServer.env },
    },
  };
  return defineConfig(config);
}
export { debianChromium } from './debian-chromium';
