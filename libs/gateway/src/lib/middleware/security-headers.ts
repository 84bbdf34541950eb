import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlainMiddleware } from './request-observer';

/**
 * Security headers for everything the gateway answers (helmet), with a Content Security Policy
 * for the web app: its own scripts only, media and images from the gateway itself and from the
 * configured media origins (NetEase's CDN, or the simulator's in the offline demo), inline
 * `data:` audio (howler's unload), no frames, no plugins, and no form posts elsewhere.
 */
export function securityHeaders(options: {
  mediaOrigins: readonly string[];
  https: boolean;
}): PlainMiddleware {
  const pageHeaders = headersSetBy(helmetFor(options));
  // JSON and media under /api are never rendered as documents: the page policies (CSP,
  // COOP, ...) mean nothing there, while these still matter for them.
  const apiHeaders = pageHeaders.filter(([name]) => API_HEADERS.has(name));
  // The policy is static, so helmet runs once at start-up and every answer replays its
  // headers: a dozen nested middlewares per request cost a tenth of the proxy's throughput.
  return (req, res, next) => {
    const headers = (req.url ?? '').startsWith('/api/') ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

const API_HEADERS = new Set([
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'strict-transport-security',
]);

/** The headers a (synchronous, request-independent) header middleware sets. */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let called = false;
  middleware({ headers: {} } as IncomingMessage, response, () => (called = true));
  if (!called) throw new Error('the security header middleware did not finish synchronously');
  return [...headers];
}

function helmetFor(options: { mediaOrigins: readonly string[]; https: boolean }) {
  const media = [...options.mediaOrigins];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (progress bars, covers); no inline <style> is needed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        // howler unloads a sound by loading a tiny data: one, on every track change.
        mediaSrc: ["'self'", 'blob:', ...media, 'data:'],
        // The player reads audio through Web Audio (CORS fetches of the media URLs).
        connectSrc: ["'self'", ...media],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Audio and covers come from other origins; COEP would block them.
    crossOriginEmbedderPolicy: false,
    // The stream proxy's answers are media for pages of this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only makes sense when the deployment is served over https (a reverse proxy says so).
    strictTransportSecurity: options.https,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
