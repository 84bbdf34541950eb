import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

const MEDIA = 'https://*.music.126.net';

/** The headers the middleware sets for a request to `url`, by lower-case name. */
function headersFor(url: string, https = false): Map<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
  } as unknown as ServerResponse;
  let called = false;
  securityHeaders({ mediaOrigins: [MEDIA], https })(
    { url, headers: {} } as IncomingMessage,
    res,
    () => (called = true),
  );
  expect(called).toBe(true);
  return headers;
}

/** A Content-Security-Policy header as directive name → sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('securityHeaders', () => {
  it('lets pages load data: audio (howler unloads a sound with one), and adds data: nowhere else', () => {
    const csp = parseCsp(headersFor('/').get('content-security-policy') ?? '');
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', MEDIA, 'data:']);
    // Only media gains data:; images and fonts took inline data already, nothing else does.
    const withData = [...csp].filter(([, sources]) => sources.includes('data:'));
    expect(withData.map(([name]) => name).sort()).toEqual(['font-src', 'img-src', 'media-src']);
    for (const name of ['default-src', 'script-src', 'connect-src', 'worker-src', 'object-src']) {
      expect(csp.get(name)).toBeDefined();
      expect(csp.get(name)).not.toContain('data:');
    }
  });

  it('lets the web app register its service worker and read its manifest, from its origin only', () => {
    const csp = parseCsp(headersFor('/').get('content-security-policy') ?? '');
    expect(csp.get('worker-src')).toContain("'self'");
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    // The worker's own script answer carries the page policy too: its fetches stay same-origin.
    const worker = parseCsp(headersFor('/sw.js').get('content-security-policy') ?? '');
    expect(worker.get('script-src')).toEqual(["'self'"]);
  });

  it('sends no page policy on /api answers', () => {
    const headers = headersFor('/api/song/detail');
    expect(headers.get('content-security-policy')).toBeUndefined();
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
