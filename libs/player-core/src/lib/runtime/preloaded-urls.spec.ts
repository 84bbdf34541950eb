import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { createPreloadedUrls } from './preloaded-urls';

describe('createPreloadedUrls', () => {
  it('gives a preloaded URL back once, while it is valid', () => {
    let clock = 0;
    const urls = createPreloadedUrls(() => clock);
    urls.remember(1, 'https://cdn.test/1.mp3?s=a');
    expect(urls.take(1)).toBe('https://cdn.test/1.mp3?s=a');
    expect(urls.take(1)).toBeUndefined();
    urls.remember(2, 'https://cdn.test/2.mp3');
    clock = PLAYER_TIMING.songUrlValidityMs;
    expect(urls.take(2)).toBeUndefined();
  });

  it('keeps only as many as the engine keeps sounds, dropping the oldest', () => {
    const urls = createPreloadedUrls(() => 0);
    const ids = Array.from({ length: PLAYER_LIMITS.preloadCacheSize + 1 }, (_, i) => i + 1);
    for (const id of ids) urls.remember(id, `u${id}`);
    expect(urls.take(1)).toBeUndefined();
    expect(urls.take(ids.at(-1) ?? 0)).toBe(`u${ids.at(-1)}`);
  });
});
