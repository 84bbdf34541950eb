import type { ScreenId } from '@cadenza/app-core';
import { WARM_SCREENS, warmScreens } from './screen-warmup';

/** An idle signal the spec gives out one at a time. */
function idleQueue() {
  const waiting: Array<() => void> = [];
  return {
    idle: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets one idle period pass, and what it started settle. */
    async pass() {
      waiting.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('warmScreens', () => {
  it('loads one screen per idle period, in order, and nothing before the page is idle', async () => {
    const queue = idleQueue();
    const loaded: ScreenId[] = [];
    warmScreens(['musicList', 'artistDetail', 'search'], {
      idle: queue.idle,
      load: async (screen) => loaded.push(screen),
    });
    expect(loaded).toEqual([]);
    await queue.pass();
    expect(loaded).toEqual(['musicList']);
    await queue.pass();
    expect(loaded).toEqual(['musicList', 'artistDetail']);
    await queue.pass();
    expect(loaded).toEqual(['musicList', 'artistDetail', 'search']);
    expect(queue.waiting).toBe(0);
  });

  it('goes on past a chunk that fails to load', async () => {
    const queue = idleQueue();
    const loaded: ScreenId[] = [];
    warmScreens(['musicList', 'search'], {
      idle: queue.idle,
      load: async (screen) => {
        if (screen === 'musicList') throw new Error('offline');
        loaded.push(screen);
      },
    });
    await queue.pass();
    await queue.pass();
    expect(loaded).toEqual(['search']);
  });

  it('loads nothing more once stopped', async () => {
    const queue = idleQueue();
    const loaded: ScreenId[] = [];
    const stop = warmScreens(['musicList', 'search'], {
      idle: queue.idle,
      load: async (screen) => loaded.push(screen),
    });
    await queue.pass();
    stop();
    await queue.pass();
    expect(loaded).toEqual(['musicList']);
  });

  it('warms the screens lists link to first, and none of the desktop shell or settings', () => {
    expect(WARM_SCREENS[0]).toBe('musicList');
    for (const screen of ['set', 'login', 'downloads', 'lyric', 'mini'] as const) {
      expect(WARM_SCREENS).not.toContain(screen);
    }
  });
});
