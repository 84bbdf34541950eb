// Test-only: the gateway every connected spec talks to, as a mocked `fetch`. One fake for all of
// them, so a spec says only what its routes answer (or fail), and reads what was asked.

/** Where the specs' app finds its gateway (the platform's `apiBaseUrl`). */
export const GATEWAY_BASE_URL = 'http://gateway.test/api';

/**
 * A request the fake gateway received. It is the request's URL (so answers and filters written
 * against a `URL` take it as it is) with its path under `/api` and its JSON body.
 */
export class GatewayCall extends URL {
  /** The path under the gateway's `/api`, e.g. `/song/detail`. */
  readonly path: string;
  /** The parsed JSON body of a POST; `undefined` for a GET. */
  readonly body: unknown;

  constructor(href: string, body: unknown) {
    super(href);
    this.path = this.pathname.replace(/^\/api/, '');
    this.body = body;
  }
}

/** An answer with an HTTP status other than 200; build it with {@link withStatus}. */
class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A gateway answer with a status other than 200 (an upstream refusal, a gateway error). */
export const withStatus = (status: number, body: unknown): unknown =>
  new StatusAnswer(status, body);

/** The answer of a failed call: HTTP 500, as the gateway says when its upstream failed. */
export const FAILED = withStatus(500, { code: 500, msg: 'simulated failure' });

/**
 * Answers one call: a JSON body (HTTP 200), {@link withStatus}, {@link FAILED}, or `undefined`
 * for a route the fake does not know (HTTP 404). Throwing makes `fetch` fail (the network).
 */
export type GatewayAnswer = (call: GatewayCall) => unknown;

/** One answer per path under `/api` (e.g. `'/toplist'`); other paths answer 404. */
export type GatewayRoutes = Record<string, GatewayAnswer>;

/** The fake gateway of one spec, installed as `global.fetch`. */
export interface FakeGateway {
  /** Every call, in order (retries included). */
  calls: GatewayCall[];
  /** The calls to one path under `/api`, e.g. `callsTo('/song/detail')`. */
  callsTo(path: string): GatewayCall[];
  /** Paths under `/api` that answer {@link FAILED} while they are in the set. */
  failing: Set<string>;
  /** Holds every answer until the returned function is called (to see the loading states). */
  hold(): () => void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function respond(answer: unknown): Response {
  if (answer instanceof StatusAnswer) return json(answer.body, answer.status);
  if (answer === undefined) return json({ code: 404, msg: 'no fake for this route' }, 404);
  return json(answer);
}

/**
 * Replaces `global.fetch` with a fake gateway answering by `answer` (a function of the call, or
 * a table by path; by default `{}` to every call). The real `fetch` comes back after each spec
 * (see below).
 */
export function installFakeGateway(
  answer: GatewayAnswer | GatewayRoutes = () => ({}),
): FakeGateway {
  const answerOf: GatewayAnswer =
    typeof answer === 'function' ? answer : (call) => answer[call.path]?.(call);
  let held: Promise<void> = Promise.resolve();
  const gateway: FakeGateway = {
    calls: [],
    callsTo: (path) => gateway.calls.filter((call) => call.path === path),
    failing: new Set(),
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = String(input instanceof Request ? input.url : input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = new GatewayCall(href, body);
    gateway.calls.push(call);
    await held;
    if (gateway.failing.has(call.path)) return respond(FAILED);
    return respond(await answerOf(call));
  }) as unknown as typeof fetch;
  return gateway;
}

// Every spec file that installs the fake gets the real `fetch` back after each spec, as
// @testing-library/react unmounts after each: a gateway left behind would answer the next spec.
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
