import { PlayMode } from '../machine/play-mode';
import { createMemoryStorage, type KeyValueStorage } from '@cadenza/ports';
import { resolveLatest, setup, startPlaying, T0, track, urlOf } from './testing/runtime-harness';

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createPlayerRuntime: storage', () => {
  it('writes persisted values as JSON and removes a key for null', async () => {
    const harness = setup();
    const { runtime, storage, state } = harness;
    const tracks = [track(1), track(2)];
    runtime.send({ type: 'replace-queue', tracks, startIndex: 1 });
    expect(storage?.getItem('playList')).toBe(JSON.stringify(tracks));
    expect(storage?.getItem('playListIndex')).toBe('1');
    expect(storage?.getItem('currentPlayMusic')).toBe(JSON.stringify(tracks[1]));
    runtime.send({ type: 'set-volume', volume: 0.3 });
    runtime.send({ type: 'set-play-mode', mode: PlayMode.Random });
    runtime.send({ type: 'toggle-favorite', trackId: 2 });
    expect(storage?.getItem('volume')).toBe('0.3');
    expect(storage?.getItem('playMode')).toBe(String(PlayMode.Random));
    expect(storage?.getItem('favoriteList')).toBe('[2]');
    expect(state().volume).toBe(0.3);

    storage?.setItem('playList', '{broken');
    runtime.restore({ autoplay: false });
    for (const key of ['playList', 'playListIndex', 'currentPlayMusic', 'playProgress']) {
      expect(storage?.getItem(key)).toBeNull();
    }
    expect(storage?.getItem('volume')).toBe('0.3');
  });

  it('keeps playing when the storage refuses writes', async () => {
    const memory = createMemoryStorage();
    const full: KeyValueStorage = {
      ...memory,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const harness = setup({ storage: full });
    await startPlaying(harness, [track(1)]);
    expect(harness.state().status).toBe('playing');
    expect(() => harness.runtime.restore({ autoplay: false })).not.toThrow();
  });

  it('restores a valid saved queue paused at the saved position', () => {
    const tracks = [track(1), track(2)];
    const storage = createMemoryStorage({
      playList: JSON.stringify(tracks),
      playListIndex: '1',
      playProgress: JSON.stringify({ songId: 2, progress: 33 }),
      playMode: String(PlayMode.SingleLoop),
      playbackRate: '1.5',
      volume: '0.4',
      favoriteList: '[1]',
    });
    const { runtime, resolver, state, notices } = setup({ storage });
    runtime.restore({ autoplay: false });
    expect(state()).toMatchObject({
      queue: tracks,
      index: 1,
      status: 'paused',
      positionSec: 33,
      resumeAtSec: 33,
      playMode: PlayMode.SingleLoop,
      playbackRate: 1.5,
      volume: 0.4,
      favorites: [1],
    });
    expect(resolver.calls).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('with autoplay re-fetches the restored song and starts it at the saved position', async () => {
    const tracks = [track(1), track(2)];
    const storage = createMemoryStorage({
      playList: JSON.stringify(tracks),
      playListIndex: '0',
      playProgress: JSON.stringify({ songId: 1, progress: 20 }),
    });
    const harness = setup({ storage });
    harness.runtime.restore({ autoplay: true });
    expect(harness.resolver.last()).toMatchObject({ track: { id: 1 }, refetch: true });
    const sound = await resolveLatest(harness, urlOf(1));
    sound.fire('load');
    expect(sound.callsOf('seek')).toEqual([[20]]);
    sound.fire('play');
    expect(harness.state().status).toBe('playing');
  });

  it('clears the saved queue and reports when the saved list is corrupt', () => {
    const storage = createMemoryStorage({
      playList: '[{"id":1,',
      playListIndex: '0',
      currentPlayMusic: '{}',
      playProgress: JSON.stringify({ songId: 1, progress: 3 }),
      volume: '0.2',
    });
    const { runtime, notices, state, resolver } = setup({ storage });
    runtime.restore({ autoplay: true });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'restore-failed', reason: expect.any(String) });
    expect(storage?.snapshot()).toEqual({ volume: '0.2' });
    expect(state()).toMatchObject({ queue: [], index: -1, status: 'idle' });
    expect(resolver.calls).toEqual([]);
  });

  it('restores nothing without storage or when the storage cannot be read', () => {
    const unreadable: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    for (const storage of [null, unreadable]) {
      const { runtime, notices, state } = setup({ storage });
      runtime.restore({ autoplay: true });
      expect(notices).toEqual([]);
      expect(state()).toMatchObject({ queue: [], index: -1, status: 'idle' });
      runtime.send({ type: 'set-volume', volume: 0.5 });
      expect(state().volume).toBe(0.5);
    }
  });
});
