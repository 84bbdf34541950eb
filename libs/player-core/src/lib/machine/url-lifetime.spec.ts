import { PLAYER_TIMING } from '../constants/timing';
import { renewalAt, renewalDelayMs, urlExpiry } from './url-lifetime';

const T0 = 1_700_000_000_000;

describe('urlExpiry', () => {
  it('adds the lifetime the resolver gave', () => {
    expect(urlExpiry(T0, 10_000)).toBe(T0 + 10_000);
  });

  it.each([undefined, 0, -5, Number.NaN, Infinity])(
    'falls back to songUrlValidityMs for a lifetime of %p',
    (lifetime) => {
      expect(urlExpiry(T0, lifetime)).toBe(T0 + PLAYER_TIMING.songUrlValidityMs);
    },
  );
});

describe('renewalAt: the smaller of 20 % of the lifetime and 60 s before it ends', () => {
  it.each([
    // expi (s), renewed this many seconds after the answer
    [10, 8],
    [100, 80],
    [300, 240],
    [1_200, 1_140],
    [1_800, 1_740],
  ])('a URL of %i s is renewed %i s after it was answered', (expiSec, afterSec) => {
    expect(renewalAt(T0, T0 + expiSec * 1_000)).toBe(T0 + afterSec * 1_000);
  });

  it('counts the delay from now, never below zero', () => {
    expect(renewalDelayMs(T0, T0 + 10_000, T0 + 3_000)).toBe(5_000);
    expect(renewalDelayMs(T0, T0 + 10_000, T0 + 9_000)).toBe(0);
  });
});
