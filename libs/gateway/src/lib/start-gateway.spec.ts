import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeCloud } from '../testing/fake-cloud.spec-harness';
import { LogCapture, TEST_SECRET } from '../testing/gateway.spec-harness';
import { parseGatewayConfig } from './config/gateway-config';
import { createGatewayLogger } from './observability/logger';
import { startGateway, type StartedGateway } from './start-gateway';

// startGateway as `apps/api-gateway` runs it. Embedded mode for real: the NeteaseCloudMusicApi
// package runs in-process and, through NCM_CLOUD_DOMAIN, calls a fake of the cloud on loopback.

process.env['DOTENV_CONFIG_QUIET'] = 'true';

/** The one answer the fake cloud host gives (upstream path of `/song/detail`). */
const CLOUD_ANSWERS = {
  '/weapi/v3/song/detail': {
    code: 200,
    songs: [{ id: 1, name: 'From the fake cloud' }],
    privileges: [],
  },
};

describe('startGateway', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'cadenza-start-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('embedded: the API package in-process serves /api through the cloud host it is given', async () => {
    const cloud = await startFakeCloud(CLOUD_ANSWERS);
    const config = parseGatewayConfig({
      UPSTREAM: 'embedded',
      NCM_CLOUD_DOMAIN: cloud.origin,
      SESSION_SECRET: TEST_SECRET,
      HOST: '127.0.0.1',
    });
    let gateway: StartedGateway | undefined;
    try {
      gateway = await startGateway(
        { ...config, port: 0 },
        { logger: createGatewayLogger('silent') },
      );
      expect(gateway.upstreamUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const base = `http://127.0.0.1:${gateway.port}/api`;
      // A browser-chosen domain is dropped; the configured one is what the package uses.
      const answer = await fetch(
        `${base}/song/detail?ids=1&domain=${encodeURIComponent('http://169.254.169.254')}`,
      );
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        code: 200,
        songs: [{ id: 1, name: 'From the fake cloud' }],
      });
      expect(cloud.seen).toHaveLength(1);
      expect(cloud.seen[0]).toMatchObject({ method: 'POST', path: '/weapi/v3/song/detail' });
      expect(cloud.seen[0]?.form.has('params')).toBe(true);
      const health = (await (await fetch(`${base}/health`)).json()) as { upstream: unknown };
      expect(health.upstream).toEqual({ kind: 'embedded', offlineDemo: false });
    } finally {
      await gateway?.close(500);
      await cloud.close();
    }
    // Closing the gateway stopped the embedded server too.
    await expect(fetch(`${gateway?.upstreamUrl}/song/detail?ids=1`)).rejects.toThrow();
  }, 30_000);

  it('url: generates and keeps a session secret when none is set, and says so', async () => {
    const logs = new LogCapture();
    const secretFile = join(dir, 'session-secret');
    const config = parseGatewayConfig({
      UPSTREAM: 'url',
      UPSTREAM_URL: 'http://127.0.0.1:9',
      SESSION_SECRET_FILE: secretFile,
      HOST: '127.0.0.1',
      OFFLINE_DEMO: 'true',
    });
    const gateway = await startGateway(
      { ...config, port: 0 },
      { logger: createGatewayLogger('info', logs) },
    );
    try {
      expect(statSync(secretFile).mode & 0o777).toBe(0o600);
      expect(logs.text).toContain('SESSION_SECRET is not set: generated one for this node');
      expect(logs.text).toContain('OFFLINE DEMO: the music comes from the Cadenza simulator');
      expect(logs.text).not.toContain(readFileSync(secretFile, 'utf8').trim());
    } finally {
      await gateway.close(500);
    }
  });

  it('nextFreePort: a taken PORT moves the gateway to the next free one instead of failing', async () => {
    const config = {
      ...parseGatewayConfig({
        UPSTREAM: 'url',
        UPSTREAM_URL: 'http://127.0.0.1:9',
        SESSION_SECRET: TEST_SECRET,
        HOST: '127.0.0.1',
      }),
    };
    const logger = createGatewayLogger('silent');
    const first = await startGateway({ ...config, port: 0 }, { logger });
    try {
      await expect(startGateway({ ...config, port: first.port }, { logger })).rejects.toThrow(
        /EADDRINUSE/,
      );
      const second = await startGateway(
        { ...config, port: first.port },
        { logger, nextFreePort: true },
      );
      try {
        expect(second.port).toBeGreaterThan(first.port);
        expect((await fetch(`http://127.0.0.1:${second.port}/api/health`)).status).toBe(200);
      } finally {
        await second.close(500);
      }
    } finally {
      await first.close(500);
    }
  });
});
