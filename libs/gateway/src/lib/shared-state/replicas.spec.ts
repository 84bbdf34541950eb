import {
  callAs,
  logIn,
  startReplicaSet,
  type Listener,
  nth,
  type ReplicaSet,
} from '../../testing/replicas.spec-harness';

// Three replicas of the gateway, one real Redis (Debian's redis-server), the simulator behind
// a proxy that records every upstream call. The replicas must behave as one gateway.

const VIP_PHONE = '13800138000'; // user 1001, VIP
const OTHER_PHONE = '13800138001'; // user 1002, no VIP

describe('replicas sharing one Redis', () => {
  let set: ReplicaSet;
  let toplists: number[];
  let song: { id: number; albumId: number };

  beforeAll(async () => {
    set = await startReplicaSet(3, { RATE_LIMIT_MAX: '40', UPSTREAM_ACCOUNT_RATE_MAX: '0' });
    // Each spec reads pages of its own: the replicas' memory is not emptied between specs.
    toplists = set.sim.world.catalogue.toplists.map((playlist) => playlist.id);
    song = nth(set.sim.world.catalogue.songs, 0);
  }, 120_000);
  afterAll(() => set.close());
  beforeEach(() => set.reset());

  const replica = (index: number) => nth(set.replicas, index % 3);

  it('fetches a shared answer from NetEase once and serves it from every replica', async () => {
    const anonymous: Listener = { cookie: undefined };
    const first = await callAs(replica(0), anonymous, `/album?id=${song.albumId}&timestamp=1`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const seen = [first.text];
    for (const index of [1, 2, 1, 2]) {
      const again = await callAs(
        replica(index),
        anonymous,
        `/album?id=${song.albumId}&timestamp=2`,
      );
      expect(again.headers.get('x-cache')).toBe('HIT');
      seen.push(again.text);
    }
    expect(new Set(seen).size).toBe(1);
    expect(set.callsTo('/album')).toBe(1);
  });

  it('serves a gzipped copy to clients that take gzip, the same JSON to those that do not', async () => {
    const anonymous: Listener = { cookie: undefined };
    const plain = await fetch(`${replica(0).base}/lyric?id=${song.id}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const zipped = await fetch(`${replica(1).base}/lyric?id=${song.id}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('x-cache')).toBe('HIT');
    expect(await zipped.text()).toBe(await plain.text()); // fetch un-gzips
    expect(set.callsTo('/lyric')).toBe(1);
    const third = await callAs(replica(2), anonymous, `/lyric?id=${song.id}`);
    expect(third.headers.get('x-cache')).toBe('HIT');
  });

  it('never gives one login’s answer to another login or to an anonymous listener', async () => {
    const vip: Listener = { cookie: undefined };
    const other: Listener = { cookie: undefined };
    const anonymous: Listener = { cookie: undefined };
    await logIn(replica(0), vip, VIP_PHONE);
    await logIn(replica(1), other, OTHER_PHONE);
    const path = `/playlist/detail?id=${toplists[0]}`;
    const answers = {
      vip: await callAs(replica(0), vip, path),
      other: await callAs(replica(1), other, path),
      anonymous: await callAs(replica(2), anonymous, path),
    };
    // Logged in, the simulator lists a whole playlist, anonymous ten tracks; a VIP's songs
    // have privileges a non-VIP's lack: the three answers differ by content.
    const parsed = {
      vip: JSON.parse(answers.vip.text),
      other: JSON.parse(answers.other.text),
      anonymous: JSON.parse(answers.anonymous.text),
    };
    expect(parsed.anonymous.playlist.tracks).toHaveLength(10);
    expect(parsed.vip.playlist.tracks.length).toBeGreaterThan(10);
    expect(answers.vip.text).not.toBe(answers.other.text);
    expect(set.callsTo('/playlist/detail')).toBe(3);
    // Each again, on another replica, now from the cache: still each its own.
    for (let round = 1; round <= 2; round++) {
      expect((await callAs(replica(round), vip, path)).text).toBe(answers.vip.text);
      expect((await callAs(replica(round + 1), other, path)).text).toBe(answers.other.text);
      expect((await callAs(replica(round + 2), anonymous, path)).text).toBe(answers.anonymous.text);
    }
    expect(set.callsTo('/playlist/detail')).toBe(3);
  });

  it('asks NetEase again for a login’s answers after that login changes something', async () => {
    const vip: Listener = { cookie: undefined };
    await logIn(replica(0), vip, VIP_PHONE);
    const path = `/playlist/detail?id=${toplists[1]}`;
    await callAs(replica(0), vip, path);
    expect((await callAs(replica(1), vip, path)).headers.get('x-cache')).toBe('HIT');
    const like = await callAs(replica(2), vip, `/like?id=${song.id}&like=true`);
    expect(like.status).toBe(200);
    expect((await callAs(replica(1), vip, path)).headers.get('x-cache')).toBe('MISS');
    expect(set.callsTo('/playlist/detail')).toBe(2);
  });

  it('never keeps personal answers or answers that are not a success', async () => {
    const vip: Listener = { cookie: undefined };
    await logIn(replica(0), vip, VIP_PHONE);
    for (const index of [0, 1, 2]) {
      expect(
        (await callAs(replica(index), vip, '/recommend/songs')).headers.get('x-cache'),
      ).toBeNull();
      const missing = await callAs(replica(index), vip, '/album?id=987654321');
      expect(missing.headers.get('x-cache')).not.toBe('HIT');
    }
    expect(set.callsTo('/recommend/songs')).toBe(3);
    expect(set.callsTo('/album')).toBe(3);
  });

  it('ends a session on every replica at its logout: the copied cookie is refused', async () => {
    const listener: Listener = { cookie: undefined };
    await logIn(replica(0), listener, VIP_PHONE);
    const copy: Listener = { cookie: listener.cookie };
    const account = await callAs(replica(1), copy, '/user/account');
    expect(JSON.parse(account.text).profile).toMatchObject({ userId: 1001 });
    await callAs(replica(0), listener, '/logout');
    set.upstreamCalls.length = 0;
    for (const index of [1, 2]) {
      const replayed = await callAs(replica(index), { cookie: copy.cookie }, '/user/account');
      expect(JSON.parse(replayed.text).profile).toBeNull();
      expect(replayed.headers.get('set-cookie')).toMatch(/cadenza_session=;.*Max-Age=0/i);
    }
    // The revoked session's login was never sent upstream again.
    expect(
      set.upstreamCalls.every((call) => !String(call.headers.cookie ?? '').includes('MUSIC_U')),
    ).toBe(true);
  });

  it('holds one client to RATE_LIMIT_MAX across all replicas together', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 45; index++) {
      statuses.push((await fetch(`${replica(index).base}/health`)).status);
    }
    // The count starts afresh (Redis was emptied): the three replicas together stop at 40,
    // where three separate limits would allow 120.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBe(40);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  });

  it('says in readiness that the replica shares through Redis', async () => {
    const ready = await fetch(`${replica(0).base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ sharedState: { mode: 'redis', up: true } });
  });
});
