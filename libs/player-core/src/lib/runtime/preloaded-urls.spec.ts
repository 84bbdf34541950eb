import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { renewalAt } from '../machine/url-lifetime';
import { createPreloadedUrls } from './preloaded-urls';
import { timedUrl } from './resolved-url';

describe('createPreloadedUrls', () => {
  it('gives a preloaded URL back once, while it is not due for renewal', () => {
    let clock = 0;
    const urls = createPreloadedUrls(() => clock);
    const first = timedUrl('https://cdn.test/1.mp3?s=a', 0);
    urls.remember(1, first);
    expect(urls.take(1)).toEqual(first);
    expect(urls.take(1)).toBeUndefined();
    const second = timedUrl('https://cdn.test/2.mp3', 0);
    urls.remember(2, second);
    clock = renewalAt(second.createdAt, second.expiresAt) - 1;
    expect(urls.peek(2)).toBe(second);
    expect(urls.take(2)).toBe(second);
    urls.remember(2, second);
    clock += 1;
    expect(urls.take(2)).toBeUndefined();
  });

  it('dates a URL by the lifetime its resolver gave, else by songUrlValidityMs', () => {
    expect(timedUrl({ url: 'u', lifetimeMs: 10_000 }, 5)).toEqual({
      url: 'u',
      createdAt: 5,
      expiresAt: 10_005,
    });
    expect(timedUrl('u', 5).expiresAt).toBe(5 + PLAYER_TIMING.songUrlValidityMs);
    expect(timedUrl({ url: 'u', lifetimeMs: 0 }, 5).expiresAt).toBe(
      5 + PLAYER_TIMING.songUrlValidityMs,
    );
  });

  it('says which URL a newer one replaced', () => {
    const urls = createPreloadedUrls(() => 0);
    const old = timedUrl('old', 0);
    expect(urls.remember(1, old)).toBeUndefined();
    expect(urls.remember(1, timedUrl('new', 0))).toBe(old);
  });

  it('keeps only as many as the engine keeps sounds, dropping the oldest', () => {
    const urls = createPreloadedUrls(() => 0);
    const ids = Array.from({ length: PLAYER_LIMITS.preloadCacheSize + 1 }, (_, i) => i + 1);
    for (const id of ids) urls.remember(id, timedUrl(`u${id}`, 0));
    expect(urls.take(1)).toBeUndefined();
    expect(urls.take(ids.at(-1) ?? 0)?.url).toBe(`u${ids.at(-1)}`);
  });
});
