import { toAccelerator } from './accelerator';

describe('toAccelerator', () => {
  it.each([
    ['CommandOrControl+Alt+P', 'CommandOrControl+Alt+P'],
    ['Ctrl+Alt+Left', 'CommandOrControl+Alt+Left'],
    ['Cmd+Shift+Right', 'CommandOrControl+Shift+Right'],
    ['shift+alt+ctrl+m', 'CommandOrControl+Alt+Shift+M'],
    ['Alt+Up', 'Alt+Up'],
    ['F13', 'F13'],
    ['P', 'P'],
    ['MediaPlayPause', 'MediaPlayPause'],
    ['Ctrl+Plus', 'CommandOrControl+Plus'],
    ['Ctrl+Alt+/', 'CommandOrControl+Alt+/'],
    ['Ctrl+Space', 'CommandOrControl+Space'],
  ])('converts %s to %s with exactly its modifiers', (combination, accelerator) => {
    expect(toAccelerator(combination)).toBe(accelerator);
  });

  it('adds no modifier and drops none: each set of modifiers stays its own accelerator', () => {
    const spelled = [
      'P',
      'Alt+P',
      'Shift+P',
      'Ctrl+P',
      'Ctrl+Alt+P',
      'Ctrl+Shift+P',
      'Alt+Shift+P',
    ];
    const accelerators = spelled.map(toAccelerator);
    expect(new Set(accelerators).size).toBe(spelled.length);
    expect(toAccelerator('Ctrl+Alt+Shift+P')).toBe('CommandOrControl+Alt+Shift+P');
  });

  it.each(['', 'Ctrl+Alt', 'Ctrl+Hyper+P', 'Ctrl+é', 'Alt+П'])(
    'gives null for %p, which Electron cannot register',
    (combination) => {
      expect(toAccelerator(combination)).toBeNull();
    },
  );
});
