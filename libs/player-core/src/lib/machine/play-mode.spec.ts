import { PlayMode, nextPlayMode, parsePlayMode } from './play-mode';

describe('parsePlayMode', () => {
  it.each([
    [0, PlayMode.Sequential],
    [1, PlayMode.SingleLoop],
    [2, PlayMode.Random],
    ['2', PlayMode.Random],
    ['1', PlayMode.SingleLoop],
    [3, PlayMode.Sequential],
    [-1, PlayMode.Sequential],
    ['', PlayMode.Sequential],
    [null, PlayMode.Sequential],
    [undefined, PlayMode.Sequential],
    [1.5, PlayMode.Sequential],
    [{}, PlayMode.Sequential],
  ])('reads %p as %p', (stored, mode) => {
    expect(parsePlayMode(stored)).toBe(mode);
  });
});

describe('nextPlayMode', () => {
  it('cycles sequential → single loop → random → sequential', () => {
    expect(nextPlayMode(PlayMode.Sequential)).toBe(PlayMode.SingleLoop);
    expect(nextPlayMode(PlayMode.SingleLoop)).toBe(PlayMode.Random);
    expect(nextPlayMode(PlayMode.Random)).toBe(PlayMode.Sequential);
  });
});
