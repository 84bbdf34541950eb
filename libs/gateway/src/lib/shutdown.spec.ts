import { Agent, get, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { startGatewayProcess } from '../testing/gateway-process.spec-harness';
import {
  startRecordingUpstream,
  type RecordingUpstream,
} from '../testing/recording-upstream.spec-harness';

// SIGTERM as a container runtime sends it to `apps/api-gateway` (run from source through tsx,
// in its own process): clients that keep connections alive must not hold the process up until
// the grace period ends.

const UPSTREAM_DELAY_MS = 1500;
const GRACE_MS = 10_000;

/** A GET through `agent`, resolved when the whole answer is in, with the time it was. */
function getAnswer(
  url: string,
  agent: Agent,
): Promise<{ res: IncomingMessage; socket: Socket; at: number }> {
  return new Promise((resolvePromise, reject) => {
    get(url, { agent }, (res) => {
      // Kept from now: the agent takes the socket back once the answer has ended.
      const socket = res.socket;
      res.resume();
      res.on('end', () => resolvePromise({ res, socket, at: Date.now() }));
    }).on('error', reject);
  });
}

/** `promise`, or a rejection naming `what` after `ms`, so that no step can hang the spec. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('api-gateway process shutdown', () => {
  let upstream: RecordingUpstream;
  beforeEach(async () => {
    upstream = await startRecordingUpstream();
    upstream.respond = (_request, res) =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"code":200}');
      }, UPSTREAM_DELAY_MS);
  });
  afterEach(async () => {
    await upstream.close();
  });

  it('on SIGTERM exits with 0 once the in-flight request is answered, despite kept-alive connections', async () => {
    const gateway = await startGatewayProcess({
      UPSTREAM: 'url',
      UPSTREAM_URL: upstream.url,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    const exited = gateway.exited.then((code) => ({ code, at: Date.now() }));
    const idleAgent = new Agent({ keepAlive: true });
    const busyAgent = new Agent({ keepAlive: true });
    try {
      const base = gateway.base;
      // An idle kept-alive connection, and a request in flight on another one.
      const idle = await within(5000, 'idle request', getAnswer(`${base}/api/health`, idleAgent));
      expect(idle.res.headers.connection).toBe('keep-alive');
      const idleClosed = new Promise<number>((resolvePromise) =>
        idle.socket.once('close', () => resolvePromise(Date.now())),
      );
      const inFlight = within(
        10_000,
        'in-flight request',
        getAnswer(`${base}/api/song/detail?ids=1`, busyAgent),
      );
      // Awaited below; handled now in case a step before fails first.
      inFlight.catch(() => undefined);
      // Signalled only once the request has reached the upstream, so it is truly in flight.
      const deadline = Date.now() + 5000;
      while (upstream.requests.length === 0) {
        if (Date.now() > deadline) throw new Error(`no request reached the upstream`);
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 20));
      }

      const signalled = Date.now();
      gateway.child.kill('SIGTERM');
      const answer = await inFlight;
      const exit = await within(GRACE_MS + 5000, 'exit', exited);
      // Generous bounds: the grace period is 10 s, the request ends about 1.5 s after the signal.
      expect(exit.at - answer.at).toBeLessThan(2000);
      expect(exit.at - signalled).toBeLessThan(GRACE_MS / 2);
      expect(exit.code).toBe(0);
      expect(answer.res.statusCode).toBe(200);
      expect(answer.res.headers.connection).toBe('close');
      // The idle connection did not wait for the in-flight request.
      expect(await within(1000, 'idle connection closed', idleClosed)).toBeLessThan(answer.at);
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
      if (gateway.child.exitCode === null && gateway.child.signalCode === null) {
        gateway.child.kill('SIGKILL');
      }
      await exited;
    }
  }, 90_000);
});
