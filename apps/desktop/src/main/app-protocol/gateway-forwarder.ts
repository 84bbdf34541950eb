import { APP_HOST, APP_SCHEME } from './app-origin';
import type { GatewayCookies } from './cookie-jar';

/** What the forwarder needs: where the gateway is now, a fetch, and the cookie jar. */
export interface GatewayForwarderDeps {
  /** The embedded gateway's origin, e.g. `http://127.0.0.1:30488` (the port may move). */
  gatewayOrigin: () => string;
  fetch: typeof fetch;
  cookies: GatewayCookies;
}

/** Headers the page may not choose for the gateway: the forwarder sets or drops them. */
const REQUEST_HEADERS_DROPPED = new Set([
  'host',
  'cookie',
  'origin',
  'referer',
  'connection',
  'accept-encoding',
]);

/** Answers that may not carry a body (the Fetch standard refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const notFound = () =>
  new Response(JSON.stringify({ code: 404, message: 'not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The `app://` protocol handler: every request of `app://cadenza/…` is answered by the embedded
 * gateway (the renderer's files, its SPA fallback and CSP, and `/api`), at whatever port it
 * listens on this launch. Only that host is served and only the gateway is asked, so the handler
 * is no proxy to anywhere else. The gateway's cookies stay in main: `Set-Cookie` is taken out
 * of every answer and the jar's `Cookie` is added to every request.
 */
export function createGatewayForwarder({ gatewayOrigin, fetch, cookies }: GatewayForwarderDeps) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const origin = gatewayOrigin();
    const target = `${origin}${url.pathname}${url.search}`;
    const headers = new Headers();
    request.headers.forEach((value, name) => {
      if (!REQUEST_HEADERS_DROPPED.has(name.toLowerCase())) headers.set(name, value);
    });
    // Nothing to gain from compression on loopback, and fetch would decode it while the
    // headers still said gzip: ask for the bytes as they are.
    headers.set('accept-encoding', 'identity');
    const cookie = cookies.header(target);
    if (cookie) headers.set('cookie', cookie);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
    });
    await cookies.take(target, answer.headers.getSetCookie());
    const answerHeaders = new Headers(answer.headers);
    answerHeaders.delete('set-cookie');
    // A redirect to the gateway itself stays on the app's origin.
    const location = answerHeaders.get('location');
    if (location?.startsWith(origin)) {
      answerHeaders.set('location', location.slice(origin.length) || '/');
    }
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answerHeaders,
    });
  };
}
