import {
  callAs,
  logIn,
  startReplicaSet,
  untilShared,
  type Listener,
  nth,
  type ReplicaSet,
} from '../../testing/replicas.spec-harness';
import { redisCommand } from '../../testing/redis-server.spec-harness';

// Redis failing never fails the gateway: killed, frozen, or back empty, the replicas answer
// from memory meanwhile and share again once it is back, without a restart.

describe('replicas when their Redis fails', () => {
  let set: ReplicaSet;
  let songs: number[];
  const vip: Listener = { cookie: undefined };

  beforeAll(async () => {
    set = await startReplicaSet(3, { REDIS_TIMEOUT_MS: '100' });
    songs = set.sim.world.catalogue.songs.slice(0, 40).map((song) => song.id);
    await logIn(nth(set.replicas, 0), vip, '13800138000');
  }, 120_000);
  afterAll(() => set.close());

  /** A listener's mix of calls on every replica: cached, personal, logged in and anonymous. */
  async function browse(round: number): Promise<number[]> {
    const calls = set.replicas.flatMap((replica, index) => [
      callAs(replica, { cookie: undefined }, `/song/detail?ids=${songs[(round + index) % 40]}`),
      callAs(replica, { cookie: undefined }, '/toplist'),
      callAs(replica, vip, `/lyric?id=${songs[(round * 3 + index) % 40]}`),
      callAs(replica, vip, '/user/account'),
      callAs(replica, { cookie: undefined }, '/health'),
    ]);
    return (await Promise.all(calls)).map((answer) => answer.status);
  }

  it('answers everything while Redis is killed, says so in readiness, and shares again once it is back', async () => {
    expect(new Set(await browse(0))).toEqual(new Set([200]));
    await set.redis.kill();
    const during: number[] = [];
    for (let round = 1; round <= 5; round++) during.push(...(await browse(round)));
    expect(during.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(during)).toEqual(new Set([200]));

    const ready = await fetch(`${nth(set.replicas, 1).base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ sharedState: { mode: 'redis', up: false } });
    const metrics = await nth(set.replicas, 1).metrics.registry.metrics();
    expect(metrics).toContain('cadenza_redis_up 0');

    await set.redis.start();
    const waits = await Promise.all(set.replicas.map((replica) => untilShared(replica, 5_000)));
    expect(Math.max(...waits)).toBeLessThanOrEqual(5_000);
    // Sharing again: an answer one replica fetches now is a hit on the others, from Redis.
    const fresh = `/album?id=${nth(set.sim.world.catalogue.songs, 7).albumId}`;
    expect(
      (await callAs(nth(set.replicas, 0), { cookie: undefined }, fresh)).headers.get('x-cache'),
    ).toBe('MISS');
    expect(
      (await callAs(nth(set.replicas, 2), { cookie: undefined }, fresh)).headers.get('x-cache'),
    ).toBe('HIT');
    expect(await nth(set.replicas, 2).metrics.registry.metrics()).toMatch(
      /cadenza_response_cache_lookups_total\{result="hit",tier="redis"\} [1-9]/,
    );
    // And the limit counts in Redis again.
    const keys = (await redisCommand(set.redis.port, 'KEYS', 'rl:*')) as string[];
    expect(keys.length).toBeGreaterThan(0);
  }, 60_000);

  it('keeps answering promptly when Redis freezes (accepts connections, answers nothing)', async () => {
    await Promise.all(set.replicas.map((replica) => untilShared(replica)));
    process.kill(set.redis.pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const statuses: number[] = [];
      for (let round = 10; round < 14; round++) statuses.push(...(await browse(round)));
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      // Each replica waits the 100 ms timeout a few times, then rests Redis: four rounds of
      // fifteen calls take nowhere near fifteen timeouts each.
      expect(Date.now() - started).toBeLessThan(4_000);
      const metrics = await nth(set.replicas, 0).metrics.registry.metrics();
      expect(metrics).toMatch(/cadenza_redis_fallbacks_total\{use="[a-z_]+"\} [1-9]/);
    } finally {
      process.kill(set.redis.pid, 'SIGCONT');
    }
    const waits = await Promise.all(set.replicas.map((replica) => untilShared(replica, 5_000)));
    expect(Math.max(...waits)).toBeLessThanOrEqual(5_000);
  }, 60_000);
});
