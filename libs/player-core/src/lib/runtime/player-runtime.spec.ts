import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from '../engine/audio-engine';
import {
  flush,
  resolveLatest,
  setup,
  startPlaying,
  T0,
  track,
  urlOf,
} from './testing/runtime-harness';

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createPlayerRuntime: loading', () => {
  it('resolves the URL of a replaced queue, then loads and plays it', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    const listener = jest.fn();
    runtime.store.subscribe(listener);
    const tracks = [track(1), track(2), track(3)];
    runtime.send({ type: 'replace-queue', tracks, startIndex: 0 });
    expect(listener).toHaveBeenCalled();
    expect(state()).toMatchObject({ status: 'loading', index: 0, loadId: 1, queue: tracks });
    expect(resolver.calls).toHaveLength(1);
    expect(resolver.call(0)).toMatchObject({ track: tracks[0], refetch: false });
    expect(factory.sounds).toEqual([]);

    const sound = await resolveLatest(harness, urlOf(1));
    expect(sound.options.src).toBe(urlOf(1));
    expect(state().url?.url).toBe(urlOf(1));
    sound.fire('load');
    expect(sound.callsOf('play')).toHaveLength(1);
    expect(state().status).toBe('loading');
    sound.fire('play');
    expect(state().status).toBe('playing');
    expect(state().history.map((entry) => entry.track.id)).toEqual([1]);
    expect(runtime.position()).toBe(0);
    sound.setPosition(12);
    expect(runtime.position()).toBe(12);
  });

  it('ignores a resolver answer for an older load id', async () => {
    const { runtime, resolver, factory, state } = setup();
    runtime.send({ type: 'replace-queue', tracks: [track(1), track(2)], startIndex: 0 });
    runtime.send({ type: 'play-index', index: 1 });
    expect(resolver.calls).toHaveLength(2);
    resolver.call(0).resolve(urlOf(1));
    await flush();
    expect(factory.sounds).toEqual([]);
    expect(state().url).toBeNull();
    resolver.call(0).reject(new Error('late'));
    resolver.call(1).resolve(urlOf(2));
    await flush();
    expect(factory.sounds.map((sound) => sound.options.src)).toEqual([urlOf(2)]);
    expect(state()).toMatchObject({ index: 1, loadId: 2 });
  });

  it('moves to the next song when no URL is found, and removes a song after the try limit', async () => {
    const { runtime, resolver, notices, state, storage } = setup();
    const tracks = [track(1), track(2), track(3), track(4)];
    runtime.send({ type: 'replace-queue', tracks, startIndex: 0 });
    for (let tried = 1; tried <= PLAYER_LIMITS.nextTries; tried++) {
      resolver.last().reject(new Error('no url'));
      await flush();
      expect(notices.at(-1)).toEqual({ type: 'play-failed-next', trackId: tried });
      expect(resolver.last().track.id).toBe(tried + 1);
      expect(state().index).toBe(tried);
    }
    resolver.last().reject(new Error('no url'));
    await flush();
    expect(notices).toEqual([
      { type: 'play-failed-next', trackId: 1 },
      { type: 'play-failed-next', trackId: 2 },
      { type: 'play-failed-next', trackId: 3 },
      { type: 'play-failed', trackId: 4 },
    ]);
    expect(state().status).toBe('stopped');
    expect(state().queue.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(storage?.getItem('playList')).toBe(JSON.stringify(tracks.slice(0, 3)));
    expect(resolver.calls).toHaveLength(PLAYER_LIMITS.nextTries + 1);
  });

  it('passes the aac hint for a video-site track to the engine', async () => {
    const harness = setup();
    harness.runtime.send({
      type: 'replace-queue',
      tracks: [track(1, { id: 'BV1xx--7--9', source: 'bilibili' })],
      startIndex: 0,
    });
    const sound = await resolveLatest(harness, 'https://upos.example/audio?deadline=1');
    expect(sound.options.format).toBe('aac');
  });

  it('follows the engine: paused, progress (saved on even seconds) and ended', async () => {
    const harness = setup();
    const { runtime, resolver, state, storage } = harness;
    const sound = await startPlaying(harness, [track(1), track(2)]);
    sound.setPosition(4.2);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(state().positionSec).toBe(4.2);
    expect(storage?.getItem('playProgress')).toBe(JSON.stringify({ songId: 1, progress: 4.2 }));
    runtime.send({ type: 'pause' });
    expect(sound.callsOf('pause')).toHaveLength(1);
    sound.fire('pause');
    expect(state().status).toBe('paused');
    runtime.send({ type: 'resume' });
    sound.fire('play');
    sound.fire('end');
    expect(state()).toMatchObject({ status: 'loading', index: 1 });
    expect(resolver.last().track.id).toBe(2);
  });
  it('passes seek, volume and stop commands to the engine', async () => {
    const harness = setup();
    const { runtime, state } = harness;
    const sound = await startPlaying(harness, [track(1)]);
    runtime.send({ type: 'seek', positionSec: 30 });
    runtime.send({ type: 'set-volume', volume: 0.6 });
    expect(sound.callsOf('seek')).toEqual([[30]]);
    expect(sound.callsOf('volume').at(-1)).toEqual([0.6]);
    expect(state().positionSec).toBe(30);
    runtime.send({ type: 'stop' });
    expect(sound.callsOf('stop')).toHaveLength(1);
    expect(state().status).toBe('stopped');
  });
});

describe('createPlayerRuntime: engine failures', () => {
  it('re-fetches the URL after url-expired, resumes at the position and reports success once playing', async () => {
    const harness = setup();
    const { resolver, factory, notices, state } = harness;
    const first = await startPlaying(harness, [track(1), track(2)]);
    first.setPosition(42);
    first.fire('playerror', 'blocked');
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    const retried = factory.latest();
    expect(retried).not.toBe(first);
    retried.fire('loaderror', 2);

    expect(resolver.calls).toHaveLength(2);
    expect(resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
    expect(state()).toMatchObject({ status: 'loading', recovering: true, resumeAtSec: 42 });

    const fresh = await resolveLatest(harness, urlOf(1, 2));
    expect(fresh.options.src).toBe(urlOf(1, 2));
    fresh.fire('load');
    expect(fresh.callsOf('seek')).toEqual([[42]]);
    expect(notices).toEqual([]);
    fresh.fire('play');
    expect(notices).toEqual([{ type: 'url-refetched' }]);
    expect(state()).toMatchObject({ status: 'playing', recovering: false, index: 0 });
    fresh.fire('pause');
    fresh.fire('play');
    expect(notices).toEqual([{ type: 'url-refetched' }]);
  });

  it('reports a failed re-fetch and waits, paused', async () => {
    const harness = setup();
    const { resolver, factory, notices, state } = harness;
    await startPlaying(harness, [track(1), track(2)]);
    factory.latest().fire('playerror', 1);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    factory.latest().fire('loaderror', 1);
    resolver.last().reject(new Error('expired for good'));
    await flush();
    expect(notices).toEqual([{ type: 'url-refetch-failed' }]);
    expect(state()).toMatchObject({ status: 'paused', recovering: false, index: 0 });
  });

  it('tries the next song playErrorNextDelayMs after an engine error', async () => {
    const harness = setup();
    const { runtime, resolver, factory, notices } = harness;
    factory.setCanPlay('mp3', false);
    runtime.send({ type: 'replace-queue', tracks: [track(1), track(2)], startIndex: 0 });
    resolver.last().resolve(urlOf(1));
    await flush();
    expect(factory.sounds).toEqual([]);
    jest.advanceTimersByTime(PLAYER_TIMING.playErrorNextDelayMs - 1);
    expect(resolver.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(notices).toEqual([{ type: 'play-failed-next', trackId: 1 }]);
    expect(resolver.last().track.id).toBe(2);
  });

  it('resets the lock and retries the refused load lockActiveRetryMs later', async () => {
    const harness = setup();
    const { runtime, resolver, engine, factory } = harness;
    runtime.send({ type: 'replace-queue', tracks: [track(1), track(2)], startIndex: 0 });
    await resolveLatest(harness, urlOf(1));
    runtime.send({ type: 'next' });
    const resetLock = jest.spyOn(engine, 'resetLock');
    resolver.last().resolve(urlOf(2));
    await flush();
    expect(resetLock).toHaveBeenCalledTimes(1);
    expect(factory.sounds).toHaveLength(1);
    jest.advanceTimersByTime(PLAYER_TIMING.lockActiveRetryMs - 1);
    expect(factory.sounds).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(factory.sounds).toHaveLength(2);
    expect(factory.sounds[1]?.options.src).toBe(urlOf(2));
  });

  it('reloads with a fresh URL when nothing plays watchdogMs after load, then gives up', async () => {
    const harness = setup();
    const { runtime, resolver, factory, notices, state } = harness;
    runtime.send({ type: 'replace-queue', tracks: [track(1)], startIndex: 0 });
    const silent = await resolveLatest(harness, urlOf(1));
    jest.advanceTimersByTime(PLAYER_TIMING.watchdogMs - 1);
    expect(resolver.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(resolver.calls).toHaveLength(2);
    expect(resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
    expect(state()).toMatchObject({ status: 'loading', watchdogReloaded: true, url: null });

    const reloaded = await resolveLatest(harness, urlOf(1, 2));
    expect(reloaded).not.toBe(silent);
    expect(silent.unloaded).toBe(true);
    jest.advanceTimersByTime(PLAYER_TIMING.watchdogMs);
    expect(notices).toEqual([{ type: 'play-failed', trackId: 1 }]);
    expect(state()).toMatchObject({ status: 'stopped', queue: [] });
    expect(factory.sounds).toHaveLength(2);
  });
});

describe('createPlayerRuntime: timers after play', () => {
  it('re-applies the playback rate playbackRateReapplyMs after playing starts', async () => {
    const harness = setup();
    const setRate = jest.spyOn(harness.engine, 'setRate');
    harness.runtime.send({ type: 'set-rate', rate: 1.5 });
    expect(setRate).toHaveBeenCalledWith(1.5);
    const sound = await startPlaying(harness, [track(1)]);
    expect(sound.callsOf('rate')).toEqual([[1.5]]);
    setRate.mockClear();
    jest.advanceTimersByTime(PLAYER_TIMING.playbackRateReapplyMs - 1);
    expect(setRate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(setRate).toHaveBeenCalledWith(1.5);
    expect(sound.callsOf('rate')).toEqual([[1.5], [1.5]]);
  });

  it('preloads the next song preloadDelayMs after playing starts', async () => {
    const harness = setup();
    const { resolver, factory, engine } = harness;
    const preload = jest.spyOn(engine, 'preload');
    await startPlaying(harness, [track(1), track(2, { id: 'BV2--3--4', source: 'bilibili' })]);
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs - 1);
    expect(resolver.calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(resolver.last()).toMatchObject({ track: { id: 'BV2--3--4' }, refetch: false });
    resolver.last().resolve('https://upos.example/next');
    await flush();
    expect(preload).toHaveBeenCalledWith('https://upos.example/next', 'aac');
    expect(factory.latest().options).toMatchObject({
      src: 'https://upos.example/next',
      preload: true,
    });
  });

  it('preloads a catalogue song without a format hint', async () => {
    const harness = setup();
    const preload = jest.spyOn(harness.engine, 'preload');
    await startPlaying(harness, [track(1), track(2), track(3)]);
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
    harness.resolver.last().resolve(urlOf(2));
    await flush();
    expect(preload).toHaveBeenCalledWith(urlOf(2), undefined);
  });

  it('plays the preloaded sound on next: its URL is reused, not resolved again', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    await startPlaying(harness, [track(1), track(2), track(3)]);
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
    harness.resolver.last().resolve(urlOf(2));
    await flush();
    const preloaded = factory.latest();
    preloaded.fire('load');
    const asked = resolver.calls.length;
    jest.advanceTimersByTime(PLAYER_TIMING.skipDebounceMs);
    runtime.send({ type: 'next' });
    // Within the command itself, not a task or a microtask later.
    expect(preloaded.callsOf('play')).toHaveLength(1);
    await flush();
    expect(resolver.calls).toHaveLength(asked);
    expect(state().url?.url).toBe(urlOf(2));
    expect(factory.latest()).toBe(preloaded);
    expect(preloaded.callsOf('play')).toHaveLength(1);
  });

  it('ignores a preload whose URL cannot be found', async () => {
    const harness = setup();
    const { resolver, engine, notices, state } = harness;
    const preload = jest.spyOn(engine, 'preload');
    await startPlaying(harness, [track(1), track(2)]);
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
    const before = state();
    resolver.last().reject(new Error('no url'));
    await flush();
    expect(preload).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    expect(state()).toBe(before);
  });
});

describe('createPlayerRuntime: dispose', () => {
  it('cancels every timer, disposes the engine and ignores later answers and commands', async () => {
    const harness = setup();
    const { runtime, resolver, factory, engine, state } = harness;
    const dispose = jest.spyOn(engine, 'dispose');
    await startPlaying(harness, [track(1), track(2)]);
    jest.advanceTimersByTime(PLAYER_TIMING.preloadDelayMs);
    const pendingPreload = resolver.last();
    runtime.send({ type: 'next' });
    const pendingLoad = resolver.last();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    const before = state();

    runtime.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    expect(factory.sounds.every((sound) => sound.unloaded)).toBe(true);

    const created = factory.sounds.length;
    pendingLoad.resolve(urlOf(2));
    pendingPreload.resolve(urlOf(2, 2));
    await flush();
    runtime.send({ type: 'play-index', index: 0 });
    factory.soundAt(0).fire('play');
    expect(factory.sounds).toHaveLength(created);
    expect(state()).toBe(before);
    expect(jest.getTimerCount()).toBe(0);
  });
});
