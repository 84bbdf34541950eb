import { createSimClient } from '@cadenza/ncm-sim/client';
import { nth } from '../testing/replicas.spec-harness';
import {
  redisCommand,
  startRedisServer,
  type RedisServer,
} from '../testing/redis-server.spec-harness';
import {
  startBenchGateway,
  startBenchSimulator,
  stopBenchProcess,
  type BenchGateway,
} from './bench-processes';
import { startCountingProxy, type CountingProxy } from './counting-proxy';
import { budgetRow } from './load-tools';
import {
  browse,
  logInByQr,
  teamOf,
  type HeardAnswer,
  type TeamCatalogue,
  type TeamListener,
} from './team-listener';
import { loadTeamCatalogue, truthOf } from './team-truth';

// Part 4 of bench:gateway: three replicas (the built gateway, each its own process) and one
// real Redis; 100 listeners, every fifth logged in (as the simulator's eight users), each from
// its own address, browse three times: home, a chart, the lyrics of three of its top songs;
// the logged-in ones their liked songs too. Runs, each on fresh replicas and an
// empty Redis: no cache; the shared cache; the simulator's risk control with the budgets off,
// then on; and the shared cache with Redis killed a third of the way in and back at two thirds.

const LISTENERS = 100;
const VISITS = 3;
const USERS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008];
/** Risk control well within reach of a team (per minute), and budgets below it. */
const RISK = { accountCallsPerMinute: 12, addressCallsPerMinute: 60 };
const BUDGETS = { UPSTREAM_ACCOUNT_RATE_MAX: '9', UPSTREAM_ANONYMOUS_RATE_MAX: '45' };
const NO_BUDGETS = { UPSTREAM_ACCOUNT_RATE_MAX: '0', UPSTREAM_ANONYMOUS_RATE_MAX: '0' };

/** What one run of the team came to. */
interface TeamRun {
  answers: number;
  upstreamCalls: number;
  statuses: Map<number, number>;
  wrongAccount: number;
  riskControl: number;
  ms: number;
  /** With a Redis outage: ms from Redis's return until limit and cache were shared again. */
  sharedAgainMs?: number;
  /** The first few 5xx answers, as they read. */
  failures: string[];
}

interface TeamContext {
  redis: RedisServer;
  proxy: CountingProxy;
  simUrls: Record<string, string>;
  catalogue: TeamCatalogue;
  truth: Map<string, string>;
  listeners: TeamListener[];
}

/** Runs the team part; returns whether its figures are within their budgets. */
export async function benchTeam(): Promise<boolean> {
  const redis = await startRedisServer();
  const sim = await startBenchSimulator();
  const proxy = await startCountingProxy(sim.urls['netease'] ?? '');
  try {
    const catalogue = await loadTeamCatalogue(sim.urls['netease'] ?? '', USERS);
    const context: TeamContext = {
      redis,
      proxy,
      simUrls: { ...sim.urls, netease: proxy.url },
      catalogue,
      truth: await truthOf(sim.urls['netease'] ?? '', catalogue, USERS),
      listeners: teamOf(LISTENERS, USERS, 5),
    };
    return await runAll(context, sim.urls['netease'] ?? '');
  } finally {
    await proxy.close();
    await stopBenchProcess(sim);
    await redis.stop();
  }
}

async function runAll(context: TeamContext, simNetease: string): Promise<boolean> {
  const risk = createSimClient(simNetease);
  // Sessions live in the sealed cookies and the simulator: logged in once, kept for every run.
  await withReplicas(context, { ...NO_BUDGETS }, async (replicas) => {
    for (const listener of context.listeners)
      await logInByQr(listener, nth(replicas, 0).base, simNetease);
  });
  const noCache = await teamRun(context, { RESPONSE_CACHE: 'false', ...NO_BUDGETS });
  const cached = await teamRun(context, NO_BUDGETS);
  report('no cache', noCache);
  report('shared cache', cached);
  const fewer = 1 - cached.upstreamCalls / noCache.upstreamCalls;
  let within = budgetRow(
    'upstream calls saved by the shared cache',
    fewer * 100,
    '%',
    '≥ 80 %',
    fewer >= 0.8,
  );
  within =
    budgetRow(
      'answers given to the wrong account',
      cached.wrongAccount + noCache.wrongAccount,
      '',
      '0',
      cached.wrongAccount + noCache.wrongAccount === 0,
    ) && within;

  await risk.setRiskControl(RISK);
  const unguarded = await teamRun(context, NO_BUDGETS);
  await risk.setRiskControl(RISK);
  const guarded = await teamRun(context, BUDGETS);
  await risk.setRiskControl({});
  report(`risk control ${JSON.stringify(RISK)}, budgets off`, unguarded);
  report(`risk control, budgets ${JSON.stringify(BUDGETS)}`, guarded);
  console.log(
    `risk-control answers reaching listeners without the budgets: ${unguarded.riskControl}`,
  );
  within =
    budgetRow(
      'risk-control answers reaching listeners with the budgets',
      guarded.riskControl,
      '',
      '0',
      guarded.riskControl === 0,
    ) && within;

  const outage = await teamRun(context, NO_BUDGETS, { redisOutage: true });
  report('shared cache, Redis killed and back', outage);
  const fiveHundreds = [...outage.statuses]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  within =
    budgetRow('5xx answers while Redis was killed', fiveHundreds, '', '0', fiveHundreds === 0) &&
    within;
  const sharedAgain = outage.sharedAgainMs ?? Infinity;
  within =
    budgetRow(
      'limit and cache shared again after Redis returned',
      sharedAgain,
      'ms',
      '≤ 5000 ms',
      sharedAgain <= 5_000,
    ) && within;
  return within;
}

/** Starts three replicas with `env`, runs `work`, stops them. */
async function withReplicas<T>(
  context: TeamContext,
  env: Record<string, string>,
  work: (replicas: BenchGateway[]) => Promise<T>,
): Promise<T> {
  const replicas: BenchGateway[] = [];
  try {
    for (let index = 0; index < 3; index++) {
      replicas.push(
        await startBenchGateway(context.simUrls, {
          REDIS_URL: context.redis.url,
          RATE_LIMIT_MAX: '600',
          ...env,
        }),
      );
    }
    return await work(replicas);
  } finally {
    for (const replica of replicas) await stopBenchProcess(replica);
  }
}

async function teamRun(
  context: TeamContext,
  env: Record<string, string>,
  options: { redisOutage?: boolean } = {},
): Promise<TeamRun> {
  await redisCommand(context.redis.port, 'FLUSHALL');
  return withReplicas(context, env, async (replicas) => {
    const run: TeamRun = {
      answers: 0,
      upstreamCalls: 0,
      statuses: new Map(),
      wrongAccount: 0,
      riskControl: 0,
      ms: 0,
      failures: [],
    };
    const heard = (answer: HeardAnswer, listener: TeamListener) => {
      run.answers += 1;
      run.statuses.set(answer.status, (run.statuses.get(answer.status) ?? 0) + 1);
      if (/"code":\s*-460|IP 高频/.test(answer.text)) run.riskControl += 1;
      else if (answer.status >= 500 && run.failures.length < 3) {
        run.failures.push(`${answer.status} ${answer.path}: ${answer.text.slice(0, 200)}`);
      }
      const expected = context.truth.get(`${listener.userId ?? 'anonymous'} ${answer.path}`);
      if (answer.status === 200 && expected !== undefined && answer.text !== expected)
        run.wrongAccount += 1;
    };
    context.proxy.reset();
    const started = Date.now();
    const outage = options.redisOutage ? redisOutage(context, replicas, started) : undefined;
    await Promise.all(
      context.listeners.map((listener) =>
        browse(
          listener,
          replicas.map((replica) => replica.base),
          context.catalogue,
          VISITS,
          heard,
        ),
      ),
    );
    run.ms = Date.now() - started;
    run.sharedAgainMs = await outage;
    run.upstreamCalls = context.proxy.count();
    return run;
  });
}

/**
 * Kills Redis 1 s into the run and starts it 2 s later; resolves with the ms from its return
 * until every replica says it shares again, an answer one replica fetches is a hit on another,
 * and the rate limit counts in Redis again (or Infinity when that never came).
 */
async function redisOutage(context: TeamContext, replicas: BenchGateway[], started: number) {
  await sleep(started + 1_000 - Date.now());
  await context.redis.kill();
  await sleep(2_000);
  await context.redis.start();
  const back = Date.now();
  for (let attempt = 0; Date.now() - back < 30_000; attempt++) {
    // A key of its own each time: a hit can then only come from Redis.
    const path = `/api/album?id=${context.catalogue.albumForProbe}&probe=${attempt}`;
    const states = await Promise.all(
      replicas.map(async (replica) => {
        const answer = await fetch(`${replica.base}/api/health/ready`);
        return (
          ((await answer.json()) as { sharedState?: { up?: boolean } }).sharedState?.up === true
        );
      }),
    );
    if (states.every(Boolean)) {
      await fetch(`${nth(replicas, 0).base}${path}`);
      const hit = (await fetch(`${nth(replicas, 1).base}${path}`)).headers.get('x-cache') === 'HIT';
      const limitKeys = (await redisCommand(context.redis.port, 'KEYS', 'rl:*')) as string[];
      if (hit && limitKeys.length > 0) return Date.now() - back;
    }
    await sleep(50);
  }
  return Infinity;
}

function report(label: string, run: TeamRun): void {
  const statuses = [...run.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `team, ${label}: ${run.answers} answers in ${run.ms} ms (${statuses}); upstream calls ${run.upstreamCalls}; wrong account ${run.wrongAccount}; risk-control answers ${run.riskControl}`,
  );
  for (const failure of run.failures) console.log(`  5xx: ${failure}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
