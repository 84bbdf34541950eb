import { buildNoCopyrightTrack, buildTrack, buildTracks } from '../testing/player.builders';
import { NO_COPYRIGHT_ARTIST_ID, NO_COPYRIGHT_PRIVILEGE_STATUS } from './copyright';
import { PlayMode } from './play-mode';
import type { PlayerTrack } from './player.types';
import {
  isPlayableTrack,
  nextIndexFor,
  playableFrom,
  previousIndexFor,
  randomOtherIndex,
  wrapIndex,
} from './queue';

/** Random numbers in [0, 1) spread evenly, plus the edges. */
const RANDOMS = [0, 0.999_999, ...Array.from({ length: 97 }, (_, i) => (i + 0.5) / 97)];

/** A queue of `size` tracks whose indexes in `blocked` are no-copyright items. */
function queueWith(size: number, blocked: ReadonlySet<number> = new Set()): PlayerTrack[] {
  return Array.from({ length: size }, (_, i) =>
    blocked.has(i) ? buildNoCopyrightTrack() : buildTrack(),
  );
}

describe('isPlayableTrack', () => {
  it.each<[string, PlayerTrack | undefined, boolean]>([
    ['a normal track', buildTrack(), true],
    ['a no-copyright track', buildNoCopyrightTrack(), false],
    [
      'artist 6452 alone',
      buildTrack({ artists: [{ id: NO_COPYRIGHT_ARTIST_ID, name: 'x' }], privilegeStatus: 0 }),
      true,
    ],
    ['status -200 alone', buildTrack({ privilegeStatus: NO_COPYRIGHT_PRIVILEGE_STATUS }), true],
    ['no privilege status', buildTrack({ privilegeStatus: undefined }), true],
    ['nothing', undefined, false],
  ])('%s → %p', (_case, track, expected) => {
    expect(isPlayableTrack(track)).toBe(expected);
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 7, 3, 1],
    [0, -7, 3, 2],
    [0, 1, 1, 0],
  ])('from %i by %i in %i → %i', (from, steps, length, expected) => {
    expect(wrapIndex(from, steps, length)).toBe(expected);
  });
});

describe('randomOtherIndex', () => {
  it('never returns the current index and stays in range (every size 2..40, every current, many randoms)', () => {
    for (let length = 2; length <= 40; length++) {
      for (let current = 0; current < length; current++) {
        for (const random of RANDOMS) {
          const index = randomOtherIndex(current, length, random);
          expect(index).not.toBe(current);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(length);
        }
      }
    }
  });

  it('reaches every other index', () => {
    const length = 7;
    const current = 3;
    const seen = new Set(RANDOMS.map((random) => randomOtherIndex(current, length, random)));
    expect([...seen].sort()).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it.each([
    [0, 1, 0.5, 0],
    [0, 0, 0.5, 0],
    [5, 1, 0.5, 0],
  ])(
    'with no other index (current %i, length %i) returns a safe index',
    (current, length, random, expected) => {
      expect(randomOtherIndex(current, length, random)).toBe(expected);
    },
  );
});

describe('playableFrom', () => {
  it.each<[string, ReadonlySet<number>, number, 1 | -1, number]>([
    ['the start itself when playable', new Set(), 2, 1, 2],
    ['forwards past blocked items', new Set([2, 3]), 2, 1, 4],
    ['forwards wrapping around', new Set([3, 4]), 3, 1, 0],
    ['backwards past blocked items', new Set([2, 1]), 2, -1, 0],
    ['backwards wrapping around', new Set([1, 0]), 1, -1, 4],
  ])('finds %s', (_case, blocked, from, direction, expected) => {
    expect(playableFrom(queueWith(5, blocked), from, direction)).toBe(expected);
  });

  it('returns -1 when nothing is playable', () => {
    expect(playableFrom(queueWith(3, new Set([0, 1, 2])), 0, 1)).toBe(-1);
    expect(playableFrom([], 0, 1)).toBe(-1);
  });
});

describe('nextIndexFor', () => {
  it.each([
    ['sequential', PlayMode.Sequential],
    ['single loop (a user next still moves on)', PlayMode.SingleLoop],
  ])('%s: the following index, wrapping around', (_case, mode) => {
    const queue = buildTracks(4);
    expect([0, 1, 2, 3].map((current) => nextIndexFor(queue, current, mode, 0))).toEqual([
      1, 2, 3, 0,
    ]);
  });

  it('sequential: skips no-copyright items and wraps', () => {
    expect(nextIndexFor(queueWith(4, new Set([1, 2])), 0, PlayMode.Sequential, 0)).toBe(3);
    expect(nextIndexFor(queueWith(4, new Set([0])), 3, PlayMode.Sequential, 0)).toBe(1);
  });

  it('returns -1 on an empty queue and when nothing is playable', () => {
    expect(nextIndexFor([], 0, PlayMode.Sequential, 0)).toBe(-1);
    expect(nextIndexFor([], 0, PlayMode.Random, 0.3)).toBe(-1);
    expect(nextIndexFor(queueWith(3, new Set([0, 1, 2])), 0, PlayMode.Random, 0.3)).toBe(-1);
  });

  it('random: never the current index and never a no-copyright item (property over sizes, positions, randoms)', () => {
    for (let size = 2; size <= 24; size++) {
      // Block every third item, and always the one just before the current (the risky neighbour).
      for (let current = 0; current < size; current++) {
        const blocked = new Set<number>();
        for (let i = 0; i < size; i++) if (i % 3 === 2 && i !== current) blocked.add(i);
        const before = wrapIndex(current, -1, size);
        if (before !== current) blocked.add(before);
        const queue = queueWith(size, blocked);
        const othersPlayable = queue.some((t, i) => i !== current && isPlayableTrack(t));
        for (const random of RANDOMS) {
          const index = nextIndexFor(queue, current, PlayMode.Random, random);
          if (!othersPlayable) {
            expect(index).toBe(current);
            continue;
          }
          expect(index).not.toBe(current);
          expect(isPlayableTrack(queue[index])).toBe(true);
        }
      }
    }
  });

  it('random: a blocked candidate just before the current moves on to another playable track', () => {
    // [A, B(no copyright), C(current)]: candidate B walks forward; it must not land on C.
    const queue = queueWith(3, new Set([1]));
    expect(nextIndexFor(queue, 2, PlayMode.Random, 0.75)).toBe(0);
  });

  it('random: with one track (or one playable track) the current one is replayed', () => {
    expect(nextIndexFor(buildTracks(1), 0, PlayMode.Random, 0.4)).toBe(0);
    expect(nextIndexFor(queueWith(3, new Set([0, 2])), 1, PlayMode.Random, 0.4)).toBe(1);
  });
});

describe('previousIndexFor', () => {
  it('is the index before, wrapping around', () => {
    const queue = buildTracks(3);
    expect([0, 1, 2].map((current) => previousIndexFor(queue, current))).toEqual([2, 0, 1]);
  });

  it('skips no-copyright items', () => {
    expect(previousIndexFor(queueWith(4, new Set([3, 2])), 0)).toBe(1);
  });

  it('returns -1 on an empty queue', () => {
    expect(previousIndexFor([], 0)).toBe(-1);
  });
});
