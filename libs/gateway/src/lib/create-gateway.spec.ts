import { healthDtoSchema } from '@cadenza/contract';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRET } from '../testing/gateway.spec-harness';
import { parseGatewayConfig } from './config/gateway-config';
import { createGateway } from './create-gateway';
import { listen, type RunningGateway } from './listen';
import { createGatewayLogger } from './observability/logger';

/** A gateway with the default configuration, no upstream, a web app folder, and no log output. */
function gatewayApp(staticDir: string | undefined, version = '1') {
  return createGateway(
    { ...parseGatewayConfig({ LOG_LEVEL: 'silent' }), staticDir, version },
    { upstreamUrl: undefined, sessionSecret: TEST_SECRET, logger: createGatewayLogger('silent') },
  );
}

const SECRET = 'secret-outside-the-web-app';

/** A web build in `<root>/web`, with a file beside it that must never be served. */
function buildStaticDir() {
  const root = mkdtempSync(join(tmpdir(), 'cadenza-web-'));
  writeFileSync(join(root, 'secret.txt'), SECRET);
  const dir = join(root, 'web');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Cadenza</title><div id="root"></div>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  // What vite-plugin-pwa adds to the web build: the worker, its Workbox runtime, the manifest.
  writeFileSync(join(dir, 'sw.js'), 'importScripts("./workbox-abc123.js")');
  writeFileSync(join(dir, 'workbox-abc123.js'), 'self.workbox = {}');
  writeFileSync(join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Cadenza"}');
  return dir;
}

/** Sends a request with a raw (unnormalised) path, which fetch would refuse to send. */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('createGateway', () => {
  let staticDir: string;
  let gateway: RunningGateway;
  let base: string;

  beforeAll(async () => {
    staticDir = buildStaticDir();
    gateway = await listen(gatewayApp(staticDir, '1.2.3'), 0, '127.0.0.1');
    base = `http://127.0.0.1:${gateway.port}`;
  });

  afterAll(async () => {
    await gateway.close(1000);
    rmSync(join(staticDir, '..'), { recursive: true, force: true });
  });

  it('answers /api/health with JSON that matches the shared DTO', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = healthDtoSchema.parse(await response.json());
    expect(body.version).toBe('1.2.3');
    expect(body.upstream).toEqual({ kind: 'none', offlineDemo: false });
  });

  it('does not announce the framework', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown API routes with a JSON 404, not the app', async () => {
    const response = await fetch(`${base}/api/no/such/route`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: 'Not Found' });
  });

  it('serves the web app with an SPA fallback for client routes', async () => {
    for (const path of ['/', '/search', '/artist/detail/42']) {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves the page to curl and uptime monitors too (Accept */* or none)', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      for (const path of ['/', '/search']) {
        const page = await rawGet(gateway.port, path, headers);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<div id="root">');
      }
    }
  });

  it('caches hashed assets forever and other files not', async () => {
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker and the manifest with their types, revalidated on every load', async () => {
    // An immutable worker or manifest would pin every installed app to its first version.
    const files = [
      ['/sw.js', /^application\/javascript/],
      ['/workbox-abc123.js', /^application\/javascript/],
      ['/registerSW.js', /^application\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const;
    for (const [path, type] of files) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets the page register its worker and read its manifest (CSP)', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;)\s*worker-src 'self'/);
    expect(csp).toMatch(/(^|;)\s*manifest-src 'self'/);
  });

  it('gives a real 404 for a missing hashed asset instead of the page', async () => {
    const response = await fetch(`${base}/assets/missing-000.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a malformed URL with a JSON 400 and no stack trace', async () => {
    const response = await rawGet(gateway.port, '/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ code: 400, msg: 'Bad Request' });
    expect(response.body).not.toMatch(/at \w+ \(/);
  });

  it('never serves files outside the web app folder', async () => {
    for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/assets/../../secret.txt']) {
      const asFile = await rawGet(gateway.port, path);
      expect(asFile.body).not.toContain(SECRET);
      expect([400, 403, 404]).toContain(asFile.status);
      const asPage = await rawGet(gateway.port, path, { accept: 'text/html' });
      expect(asPage.body).not.toContain(SECRET);
    }
  });

  it('answers a script requested relative to a nested route with a 404, not the page', async () => {
    const response = await fetch(`${base}/artist/detail/assets/index-abc123.js`, {
      headers: { accept: '*/*' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});

describe('createGateway without a web app', () => {
  it('refuses to start when the static folder has no index.html', () => {
    const empty = mkdtempSync(join(tmpdir(), 'cadenza-empty-'));
    try {
      expect(() => gatewayApp(empty)).toThrow(/the web app is not built/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('serves only the API when no static folder is configured', async () => {
    const gateway = await listen(gatewayApp(undefined), 0, '127.0.0.1');
    try {
      const page = await fetch(`http://127.0.0.1:${gateway.port}/search`, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(404);
      const health = await fetch(`http://127.0.0.1:${gateway.port}/api/health`);
      expect(health.status).toBe(200);
      // No upstream: NetEase routes say so instead of pretending.
      const songs = await fetch(`http://127.0.0.1:${gateway.port}/api/song/detail?ids=1`);
      expect(songs.status).toBe(503);
      expect(await songs.json()).toEqual({ code: 503, msg: 'No music API upstream is configured' });
      const ready = await fetch(`http://127.0.0.1:${gateway.port}/api/health/ready`);
      expect(ready.status).toBe(503);
    } finally {
      await gateway.close(1000);
    }
  });
});
