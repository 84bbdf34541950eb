import { PLAYER_TIMING } from '../constants/timing';
import type { FakeSound } from '../engine/testing/fake-sound-factory';
import { PlayMode } from '../machine/play-mode';
import type { PlayerTrack } from '../machine/player.types';
import type { TransitionSettings } from './song-transitions';
import {
  flush,
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

// How the runtime makes songs meet (deps.transitions): a song that runs into the next one
// without a gap is loaded decoded, and the next song is chained after it (gapless or
// crossfaded) instead of merely preloaded; a gapless chain is never renewed.

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** The fake sounds' length, in seconds (the fake factory's default). */
const DURATION_SEC = 180;
/** A song of album `albumId` (NetEase, 3 min). */
const ofAlbum = (id: number, albumId: number): PlayerTrack =>
  track(id, { album: { id: albumId, name: `Album ${String(albumId)}` } });

/** The runtime harness with `settings` as its transition settings (changeable in place). */
function setupWith(initial: TransitionSettings): Harness & { settings: TransitionSettings } {
  const settings = { ...initial };
  return { ...setup({ transitions: () => settings }), settings };
}

/** Plays the first of `tracks` and answers the preload of the second; returns both sounds. */
async function chainedAfterFirst(
  harness: Harness,
  tracks: PlayerTrack[],
  nextAnswer: { url: string; lifetimeMs: number } = long(2),
): Promise<{ a: FakeSound; b: FakeSound }> {
  const a = await startPlaying(harness, tracks, long(1));
  jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
  expect(harness.resolver.last()).toMatchObject({ track: { id: 2 }, refetch: false });
  const b = await resolveLatest(harness, nextAnswer);
  expect(b.options.src).toBe(nextAnswer.url);
  return { a, b };
}

describe('createPlayerRuntime: a song loaded for a gapless run', () => {
  it('is loaded decoded when the next song in order is of its album', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 0 });
    const a = await startPlaying(harness, [ofAlbum(1, 7), ofAlbum(2, 7)]);
    expect(a.options).toMatchObject({ src: urlOf(1), decoded: true });
  });

  it.each<[string, TransitionSettings, PlayerTrack[], PlayMode]>([
    [
      'gapless off',
      { gapless: false, crossfadeSec: 0 },
      [ofAlbum(1, 7), ofAlbum(2, 7)],
      PlayMode.Sequential,
    ],
    [
      'a next song of another album',
      { gapless: true, crossfadeSec: 4 },
      [ofAlbum(1, 7), ofAlbum(2, 8)],
      PlayMode.Sequential,
    ],
    ['no next song', { gapless: true, crossfadeSec: 0 }, [ofAlbum(1, 7)], PlayMode.Sequential],
    [
      'random order',
      { gapless: true, crossfadeSec: 0 },
      [ofAlbum(1, 7), ofAlbum(2, 7)],
      PlayMode.Random,
    ],
  ])('streams otherwise: %s', async (_case, settings, tracks, mode) => {
    const harness = setupWith(settings);
    harness.runtime.send({ type: 'set-play-mode', mode });
    const a = await startPlaying(harness, tracks);
    expect(a.options.src).toBe(urlOf(1));
    expect(a.options).not.toHaveProperty('decoded');
  });

  it('reads the settings at each load', async () => {
    const harness = setupWith({ gapless: false, crossfadeSec: 0 });
    const tracks = [ofAlbum(1, 7), ofAlbum(2, 7)];
    const first = await startPlaying(harness, tracks);
    expect(first.options).not.toHaveProperty('decoded');
    harness.settings.gapless = true;
    harness.runtime.send({ type: 'reload' });
    const reloaded = await resolveLatest(harness, urlOf(1, 2));
    expect(reloaded.options).toMatchObject({ src: urlOf(1, 2), decoded: true });
  });
});

describe('createPlayerRuntime: the next song chained', () => {
  it('crossfade: starts the next song overlapSec before the end and carries on with it', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 6 });
    const { factory, resolver, state } = harness;
    const { a, b } = await chainedAfterFirst(harness, [ofAlbum(1, 7), ofAlbum(2, 8)]);
    expect(b.options).toMatchObject({ preload: true });
    expect(b.options).not.toHaveProperty('decoded');
    expect(a.options).not.toHaveProperty('decoded');
    // Timed from the position at the chain: 174 s of 180 from 0 (the fake's position stays).
    jest.advanceTimersByTime((DURATION_SEC - 6) * 1000 - 1);
    expect(b.callsOf('play')).toEqual([]);
    a.setPosition(DURATION_SEC - 6);
    jest.advanceTimersByTime(1);
    expect(b.callsOf('fade')).toEqual([[0, 1, 6000]]);
    b.fire('load');
    b.fire('play');
    const asked = resolver.calls.length;

    a.fire('end');
    await flush();
    expect(state()).toMatchObject({ status: 'playing', index: 1, loadId: 2 });
    expect(factory.sounds).toEqual([a, b]);
    expect(harness.engine.currentSound()).toBe(b);
    expect(resolver.calls).toHaveLength(asked);
    expect(b.callsOf('play')).toHaveLength(1);
  });

  it('gapless: chains a decoded song to the last sample; the audio clock starts it', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 6 });
    const { factory, state } = harness;
    const { a, b } = await chainedAfterFirst(harness, [ofAlbum(1, 7), ofAlbum(2, 7)]);
    expect(b.options).toMatchObject({ preload: true, decoded: true });
    expect(b.chainedAfter).toBe(a);
    b.fire('load');
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(b.callsOf('play')).toEqual([]);
    expect(a.callsOf('fade')).toEqual([]);

    // The real decoded sound starts B at A's last sample, then A reports its end.
    b.fire('play');
    a.fire('end');
    await flush();
    expect(state()).toMatchObject({ status: 'playing', index: 1, loadId: 2 });
    expect(factory.sounds).toEqual([a, b]);
    expect(b.callsOf('play')).toEqual([]);
  });

  it('apart: merely preloads the next song, which plays once the current one ended', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 0 });
    const { factory, state } = harness;
    const { a, b } = await chainedAfterFirst(harness, [ofAlbum(1, 7), ofAlbum(2, 8)]);
    expect(b.options).not.toHaveProperty('decoded');
    b.fire('load');
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(b.callsOf('play')).toEqual([]);
    a.fire('end');
    await flush();
    expect(b.callsOf('play')).toHaveLength(1);
    b.fire('play');
    expect(state()).toMatchObject({ status: 'playing', index: 1 });
    expect(factory.sounds).toEqual([a, b]);
  });
});

describe('createPlayerRuntime: chained songs and URL renewal', () => {
  it('renews a crossfaded chain: the fresh sound replaces it, chained the same way', async () => {
    const harness = setupWith({ gapless: false, crossfadeSec: 6 });
    const { a, b } = await chainedAfterFirst(harness, [ofAlbum(1, 7), ofAlbum(2, 8)], short(2));
    jest.advanceTimersByTime(RENEW_AFTER_MS);
    expect(harness.resolver.last()).toMatchObject({ track: { id: 2 }, refetch: true });
    const fresh = await resolveLatest(harness, short(2, 2));
    expect(fresh.options.src).toBe(urlOf(2, 2));
    expect(b.unloaded).toBe(true);
    a.setPosition(DURATION_SEC - 6);
    harness.runtime.send({ type: 'seek', positionSec: DURATION_SEC - 6 });
    jest.advanceTimersByTime(0);
    expect(fresh.callsOf('fade')).toEqual([[0, 1, 6000]]);
  });

  it('does not renew a gapless chain: the decoded song needs no URL any more', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 0 });
    const tracks = [ofAlbum(1, 7), ofAlbum(2, 7)];
    const { b } = await chainedAfterFirst(harness, tracks, short(2));
    const asked = harness.resolver.calls.length;
    jest.advanceTimersByTime(RENEW_AFTER_MS * 3);
    await flush();
    expect(harness.resolver.calls).toHaveLength(asked);
    expect(b.unloaded).toBe(false);
  });

  // After a long pause the chained song's URL is past its renewal point; the song, decoded
  // whole and already started by the audio clock, must still be the one that goes on.
  it('a gapless chain older than its URL renewal point is still adopted at the boundary', async () => {
    const harness = setupWith({ gapless: true, crossfadeSec: 0 });
    const { a, b } = await chainedAfterFirst(harness, [ofAlbum(1, 7), ofAlbum(2, 7)], short(2));
    b.fire('load');
    jest.advanceTimersByTime(RENEW_AFTER_MS * 3);
    b.fire('play');
    a.fire('end');
    await flush();
    expect(harness.state()).toMatchObject({ status: 'playing', index: 1 });
    expect(harness.engine.currentSound()).toBe(b);
    expect(b.unloaded).toBe(false);
  });
});
