import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import { startRecordingProxy, type RecordedRequest } from '../lib/bilibili/bilibili.spec-harness';
import { SESSION_COOKIE_NAME } from '../lib/session/session-store';
import { startTestGateway, type TestGateway } from './gateway.spec-harness';
import { redisCommand, startRedisServer, type RedisServer } from './redis-server.spec-harness';

/** Replicas of one gateway sharing a real Redis, in front of the simulator. */
export interface ReplicaSet {
  redis: RedisServer;
  sim: RunningSim;
  /** Every request the replicas sent to the simulator's NetEase API. */
  upstreamCalls: RecordedRequest[];
  replicas: TestGateway[];
  /** Upstream calls to `route` so far. */
  callsTo(route: string): number;
  /** Empties Redis and forgets the recorded calls (each replica's memory stays). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Starts Redis, the simulator behind a recording proxy, and `count` replicas with `env`. */
export async function startReplicaSet(
  count: number,
  env: Record<string, string> = {},
): Promise<ReplicaSet> {
  const redis = await startRedisServer();
  const sim = await startSim({ port: 0, generateMedia: false });
  const recorder = await startRecordingProxy(sim.urls.netease);
  const replicas: TestGateway[] = [];
  for (let index = 0; index < count; index++) {
    replicas.push(
      await startTestGateway(
        { REDIS_URL: redis.url, LOG_LEVEL: 'warn', ...env },
        { upstreamUrl: recorder.base },
      ),
    );
  }
  await Promise.all(replicas.map((replica) => untilShared(replica)));
  return {
    redis,
    sim,
    upstreamCalls: recorder.seen,
    replicas,
    callsTo: (route) => recorder.seen.filter((call) => call.url.pathname === route).length,
    async reset() {
      await redisCommand(redis.port, 'FLUSHALL');
      recorder.seen.length = 0;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await recorder.close();
      await sim.close();
      await redis.stop();
    },
  };
}

/** Resolves once the replica uses Redis; rejects after `timeoutMs`. */
export async function untilShared(replica: TestGateway, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  while (replica.shared?.redis?.isUp() !== true) {
    if (Date.now() - started > timeoutMs) throw new Error('the replica did not connect to Redis');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** A listener: a cookie jar of one, as a browser keeps the session cookie. */
export interface Listener {
  cookie: string | undefined;
}

/** Calls `path` (under `/api`) on `replica` as `listener`, keeping the session cookie it sets. */
export async function callAs(
  replica: TestGateway,
  listener: Listener,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const answer = await fetch(`${replica.base}${path}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...(listener.cookie ? { cookie: listener.cookie } : {}),
    },
  });
  for (const line of answer.headers.getSetCookie()) {
    if (!line.startsWith(`${SESSION_COOKIE_NAME}=`)) continue;
    listener.cookie = /Max-Age=0/i.test(line) ? undefined : line.split(';', 1)[0];
  }
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

/** Logs `listener` in with the simulator's phone login. */
export async function logIn(replica: TestGateway, listener: Listener, phone: string) {
  const answer = await callAs(replica, listener, '/login/cellphone', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'cadenza-demo' }),
  });
  if (answer.status !== 200 || listener.cookie === undefined) {
    throw new Error(`login of ${phone} failed: ${answer.status} ${answer.text}`);
  }
}

/** `items[index]`, which must exist (a spec's own setup put it there). */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}
