import { normalizeCombination, normalizeKey, parseCombination } from './combination';

describe('key combinations', () => {
  it.each([
    ['CommandOrControl+Alt+P', 'CommandOrControl+Alt+P'],
    ['cmdorctrl+alt+p', 'CommandOrControl+Alt+P'],
    ['Ctrl+Shift+Left', 'CommandOrControl+Shift+Left'],
    ['Shift+Cmd+ArrowLeft', 'CommandOrControl+Shift+Left'],
    ['Option+Space', 'Alt+Space'],
    ['Meta + k', 'CommandOrControl+K'],
    ['Super+F12', 'CommandOrControl+F12'],
    ['Control+Plus', 'CommandOrControl+Plus'],
    ['MediaPlayPause', 'MediaPlayPause'],
    ['Alt+/', 'Alt+/'],
    ['Alt+Esc', 'Alt+Escape'],
  ])('%p is %p', (combination, canonical) => {
    expect(normalizeCombination(combination)).toBe(canonical);
  });

  it.each([[''], ['Ctrl+'], ['Ctrl+Alt'], ['Shift'], ['Ctrl+P+Q'], ['Hyper+P'], ['Ctrl+Enterr']])(
    '%p is not a combination',
    (combination) => {
      expect(parseCombination(combination)).toBeNull();
    },
  );

  it.each([
    ['ArrowUp', 'Up'],
    [' ', 'Space'],
    ['Spacebar', 'Space'],
    ['Return', 'Enter'],
    ['Del', 'Delete'],
    ['+', 'Plus'],
    ['MediaTrackNext', 'MediaNextTrack'],
    ['MediaTrackPrevious', 'MediaPreviousTrack'],
    ['AudioVolumeUp', 'VolumeUp'],
    ['AudioVolumeDown', 'VolumeDown'],
    ['AudioVolumeMute', 'VolumeMute'],
    ['f5', 'F5'],
    ['a', 'A'],
    ['Shift', null],
    ['Control', null],
    ['Dead', null],
  ])('key %p is %p', (key, name) => {
    expect(normalizeKey(key)).toBe(name);
  });
});
