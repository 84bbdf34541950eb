import { PLAYER_TIMING } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from '../engine/audio-engine';
import {
  flush,
  LIFETIME_MS,
  long,
  RENEW_AFTER_MS,
  resolveLatest,
  setup,
  short,
  startPlaying,
  T0,
  track,
  urlOf,
  type Harness,
} from './testing/runtime-harness';

// URLs renewed before they die (NetEase's `expi`), on the fake clock: the current song's, paused
// or playing, and the preloaded next song's.

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Plays the latest sound on to `positionSec` (one progress report) and pauses it. */
function pauseAt(harness: Harness, positionSec: number) {
  const sound = harness.factory.latest();
  sound.setPosition(positionSec);
  jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
  harness.runtime.send({ type: 'pause' });
  sound.fire('pause');
}

describe('createPlayerRuntime: the current song URL renewed', () => {
  it.each([
    ['an expi of 10 s', short(1), RENEW_AFTER_MS],
    ['an expi of 1800 s', { url: urlOf(1), lifetimeMs: 1_800_000 }, 1_740_000],
    ['no lifetime (30 min assumed)', urlOf(1), PLAYER_TIMING.songUrlValidityMs - 60_000],
  ])('is asked for at the right time for %s', async (_case, answer, renewAfterMs) => {
    const harness = setup();
    await startPlaying(harness, [track(1)], answer);
    jest.advanceTimersByTime(renewAfterMs - 1);
    expect(harness.resolver.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(harness.resolver.calls).toHaveLength(2);
    expect(harness.resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
  });

  it('paused: moves the sound to the fresh URL at its position; play resumes it without resolving', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    const first = await startPlaying(harness, [track(1)], short(1));
    pauseAt(harness, 42.5);
    // Thirty seconds paused: each URL is renewed before it dies, the sound moved each time.
    let sound = first;
    for (let version = 2; version <= 4; version++) {
      jest.advanceTimersByTime(RENEW_AFTER_MS);
      const fresh = await resolveLatest(harness, short(1, version));
      expect(fresh).not.toBe(sound);
      expect(fresh.options).toMatchObject({ src: urlOf(1, version), preload: true });
      expect(sound.unloaded).toBe(true);
      fresh.fire('load');
      expect(fresh.callsOf('seek')).toEqual([[42.5]]);
      expect(fresh.callsOf('play')).toEqual([]);
      sound = fresh;
    }
    jest.advanceTimersByTime(30_000 - 3 * RENEW_AFTER_MS - PROGRESS_INTERVAL_MS);
    expect(state()).toMatchObject({ status: 'paused', url: { url: urlOf(1, 4) } });
    const asked = resolver.calls.length;

    runtime.send({ type: 'resume' });
    expect(sound.callsOf('play')).toHaveLength(1);
    sound.fire('play');
    await flush();
    expect(resolver.calls).toHaveLength(asked);
    expect(factory.latest()).toBe(sound);
    expect(state()).toMatchObject({ status: 'playing', positionSec: 42.5 });
    expect(runtime.position()).toBe(42.5);
  });

  it('playing: leaves the sound alone, then moves it at the next pause', async () => {
    const harness = setup();
    const { runtime, factory, resolver } = harness;
    const first = await startPlaying(harness, [track(1)], short(1));
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    resolver.last().resolve(short(1, 2));
    await flush();
    expect(factory.sounds).toEqual([first]);
    expect(first.callsOf('pause')).toEqual([]);

    first.setPosition(9);
    runtime.send({ type: 'pause' });
    expect(first.callsOf('pause')).toHaveLength(1);
    const fresh = factory.latest();
    expect(fresh.options.src).toBe(urlOf(1, 2));
    fresh.fire('load');
    expect(fresh.callsOf('seek')).toEqual([[9]]);
    expect(fresh.callsOf('play')).toEqual([]);
  });

  it('playing: a seek after the renewal reloads at the target on the fresh URL', async () => {
    const harness = setup();
    const { runtime, factory, resolver, state } = harness;
    const first = await startPlaying(harness, [track(1)], short(1));
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    resolver.last().resolve(short(1, 2));
    await flush();
    runtime.send({ type: 'seek', positionSec: 150 });
    expect(first.callsOf('seek')).toEqual([]);
    expect(first.unloaded).toBe(true);
    const fresh = factory.latest();
    expect(fresh.options.src).toBe(urlOf(1, 2));
    fresh.fire('load');
    expect(fresh.callsOf('seek')).toEqual([[150]]);
    expect(fresh.callsOf('play')).toHaveLength(1);
    fresh.fire('play');
    expect(state()).toMatchObject({ status: 'playing', loadId: 1, positionSec: 150 });
  });

  it('is cancelled by a song change', async () => {
    const harness = setup();
    const { runtime, resolver } = harness;
    await startPlaying(harness, [track(1), track(2)], short(1));
    jest.advanceTimersByTime(2_000);
    runtime.send({ type: 'next' });
    const next = await resolveLatest(harness, long(2));
    next.fire('load');
    next.fire('play');
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    // Only the next song's first resolution and the preload after it: no renewal of song 1.
    expect(resolver.calls.map((call) => [call.track.id, call.refetch])).toEqual([
      [1, false],
      [2, false],
      [1, false],
    ]);
  });

  it('a failed renewal changes nothing; a resume after the expiry resolves anew', async () => {
    const harness = setup();
    const { runtime, resolver, factory, notices, state } = harness;
    const first = await startPlaying(harness, [track(1)], short(1));
    pauseAt(harness, 30);
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    const before = state();
    resolver.last().reject(new Error('offline'));
    await flush();
    expect(state()).toBe(before);
    expect(factory.sounds).toEqual([first]);
    expect(notices).toEqual([]);

    jest.advanceTimersByTime(LIFETIME_MS - RENEW_AFTER_MS - PROGRESS_INTERVAL_MS);
    runtime.send({ type: 'resume' });
    expect(resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
    const reloaded = await resolveLatest(harness, short(1, 3));
    reloaded.fire('load');
    expect(reloaded.callsOf('seek')).toEqual([[30]]);
  });

  it('a failed renewal while playing leaves the 403 path to recover', async () => {
    const harness = setup();
    const { resolver, factory, notices, state } = harness;
    const first = await startPlaying(harness, [track(1)], short(1));
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    resolver.last().reject(new Error('offline'));
    await flush();
    first.setPosition(12);
    first.fire('loaderror', 403);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    factory.latest().fire('loaderror', 403);
    expect(resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
    const fresh = await resolveLatest(harness, short(1, 2));
    fresh.fire('load');
    fresh.fire('play');
    expect(fresh.callsOf('seek')).toEqual([[12]]);
    expect(notices).toEqual([{ type: 'url-refetched' }]);
    expect(state().status).toBe('playing');
  });
});

describe('createPlayerRuntime: the preloaded next song URL renewed', () => {
  /** Plays 1 of `tracks` (URL of an hour) and preloads 2 on a 10 s URL; returns its sound. */
  async function preloaded(harness: Harness, tracks = [track(1), track(2)]) {
    await startPlaying(harness, tracks, long(1));
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
    expect(harness.resolver.last()).toMatchObject({ track: { id: 2 }, refetch: false });
    return resolveLatest(harness, short(2));
  }

  it('re-resolves it before it dies and replaces the preloaded sound; next plays the fresh one', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    const first = await preloaded(harness);
    expect(first.options).toMatchObject({ src: urlOf(2), preload: true });
    jest.advanceTimersByTime(RENEW_AFTER_MS - 1);
    expect(resolver.calls).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(resolver.last()).toMatchObject({ track: { id: 2 }, refetch: true });
    const renewedAt = Date.now();
    const second = await resolveLatest(harness, short(2, 2));
    expect(first.unloaded).toBe(true);
    expect(second.options).toMatchObject({ src: urlOf(2, 2), preload: true });
    second.fire('load');

    jest.advanceTimersByTime(RENEW_AFTER_MS - 1_000);
    const asked = resolver.calls.length;
    runtime.send({ type: 'next' });
    expect(second.callsOf('play')).toHaveLength(1);
    await flush();
    expect(resolver.calls).toHaveLength(asked);
    expect(factory.latest()).toBe(second);
    expect(state().url).toEqual({
      trackId: 2,
      url: urlOf(2, 2),
      createdAt: renewedAt,
      expiresAt: renewedAt + LIFETIME_MS,
    });
    // Its renewal, now the current song's, keeps to the preload's own clock.
    second.fire('play');
    jest.advanceTimersByTime(999);
    expect(resolver.calls).toHaveLength(asked);
    jest.advanceTimersByTime(1);
    expect(resolver.last()).toMatchObject({ track: { id: 2 }, refetch: true });
  });

  it('stops renewing when the current song changes', async () => {
    const harness = setup();
    const { runtime, resolver } = harness;
    await preloaded(harness, [track(1), track(2), track(3)]);
    runtime.send({ type: 'play-index', index: 2 });
    const third = await resolveLatest(harness, long(3));
    third.fire('load');
    third.fire('play');
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    expect(resolver.calls.filter((call) => call.refetch)).toEqual([]);
  });

  it('stops renewing on dispose, and a renewal answered after it creates nothing', async () => {
    const harness = setup();
    const { runtime, resolver, factory } = harness;
    await preloaded(harness);
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    const pending = resolver.last();
    runtime.dispose();
    expect(jest.getTimerCount()).toBe(0);
    const created = factory.sounds.length;
    pending.resolve(short(2, 2));
    await flush();
    expect(factory.sounds).toHaveLength(created);
  });

  it('a failed renewal is not handed to the next song: its load resolves a fresh URL', async () => {
    const harness = setup();
    const { runtime, resolver, factory } = harness;
    const first = await preloaded(harness);
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    resolver.last().reject(new Error('offline'));
    await flush();
    expect(first.unloaded).toBe(false);
    runtime.send({ type: 'next' });
    expect(resolver.last()).toMatchObject({ track: { id: 2 }, refetch: false });
    const loaded = await resolveLatest(harness, short(2, 3));
    expect(loaded.options.src).toBe(urlOf(2, 3));
    expect(factory.latest()).toBe(loaded);
  });
});
