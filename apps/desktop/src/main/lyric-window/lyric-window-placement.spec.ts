import {
  LYRIC_WINDOW_DEFAULT_SIZE,
  lyricWindowBounds,
  parsePlacement,
} from './lyric-window-placement';

const primary = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const second = { workArea: { x: 1920, y: 0, width: 1280, height: 1024 } };

describe('parsePlacement', () => {
  it('reads what was saved', () => {
    const saved = { bounds: { x: 10, y: 20, width: 700, height: 140 }, locked: true };
    expect(parsePlacement(saved)).toEqual(saved);
  });

  it.each([null, 'text', 42, []])('falls back to the defaults for %p', (stored) => {
    expect(parsePlacement(stored)).toEqual({ bounds: null, locked: false });
  });

  it('keeps the good field when only the other is bad', () => {
    expect(parsePlacement({ bounds: { x: 'left' }, locked: true })).toEqual({
      bounds: null,
      locked: true,
    });
    expect(
      parsePlacement({ bounds: { x: 1, y: 2, width: 500, height: 120 }, locked: 'yes' }),
    ).toEqual({ bounds: { x: 1, y: 2, width: 500, height: 120 }, locked: false });
  });

  it('refuses a size below the window’s minimum', () => {
    expect(
      parsePlacement({ bounds: { x: 0, y: 0, width: 10, height: 10 }, locked: false }),
    ).toEqual({ bounds: null, locked: false });
  });
});

describe('lyricWindowBounds', () => {
  it('opens centred near the bottom of the primary screen the first time', () => {
    expect(lyricWindowBounds(null, [primary], primary)).toEqual({
      x: (1920 - LYRIC_WINDOW_DEFAULT_SIZE.width) / 2,
      y: 1040 - LYRIC_WINDOW_DEFAULT_SIZE.height - 80,
      ...LYRIC_WINDOW_DEFAULT_SIZE,
    });
  });

  it('goes back where it was, on any screen', () => {
    const onSecond = { x: 2200, y: 600, width: 800, height: 160 };
    expect(lyricWindowBounds(onSecond, [primary, second], primary)).toEqual(onSecond);
  });

  it('comes back from a screen that is gone, or from nearly off the edge', () => {
    const onSecond = { x: 2200, y: 600, width: 800, height: 160 };
    const expected = lyricWindowBounds(null, [primary], primary);
    expect(lyricWindowBounds(onSecond, [primary], primary)).toEqual(expected);
    const sliver = { x: 1900, y: 100, width: 800, height: 160 };
    expect(lyricWindowBounds(sliver, [primary], primary)).toEqual(expected);
  });

  it('fits a small screen', () => {
    const small = { workArea: { x: 0, y: 0, width: 640, height: 120 } };
    expect(lyricWindowBounds(null, [small], small)).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 120,
    });
  });
});
