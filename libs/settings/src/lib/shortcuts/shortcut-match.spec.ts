import {
  combinationFromEvent,
  createShortcutRepeatFilter,
  filterShortcutRepeat,
  findShortcutAction,
  isEditableTarget,
  matchShortcut,
  type ShortcutKeyEvent,
} from './shortcut-match';
import { DEFAULT_SHORTCUTS } from '../settings-defaults';

const press = (key: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  ctrl: false,
  meta: false,
  alt: false,
  shift: false,
  ...modifiers,
});

describe('matchShortcut (exact ctrl-or-meta, alt, shift and key)', () => {
  it.each([
    [press('p', { ctrl: true, alt: true }), 'CommandOrControl+Alt+P', true],
    [press('p', { meta: true, alt: true }), 'CommandOrControl+Alt+P', true],
    [press('P', { ctrl: true, alt: true, shift: true }), 'CommandOrControl+Alt+P', false],
    [press('p', { ctrl: true }), 'CommandOrControl+Alt+P', false],
    [press('p', { alt: true }), 'CommandOrControl+Alt+P', false],
    [press('o', { ctrl: true, alt: true }), 'CommandOrControl+Alt+P', false],
    [press('ArrowLeft', { ctrl: true, alt: true }), 'CommandOrControl+Alt+Left', true],
    [press(' '), 'Space', true],
    [press(' ', { shift: true }), 'Space', false],
    [press('π', { alt: true, code: 'KeyP' }), 'Alt+P', true],
    [press('!', { shift: true, code: 'Digit1' }), 'Shift+1', true],
    [press('/', { ctrl: true, code: 'Slash' }), 'Ctrl+/', true],
    [press('a', { ctrl: true }), 'not+a+combination', false],
  ])('%p matches %p: %p', (event, combination, matches) => {
    expect(matchShortcut(event, combination)).toBe(matches);
  });

  it('records a combination from a key press, but not from a lone modifier', () => {
    expect(combinationFromEvent(press('ArrowRight', { meta: true, shift: true }))).toBe(
      'CommandOrControl+Shift+Right',
    );
    expect(combinationFromEvent(press('Shift', { shift: true }))).toBeNull();
  });
});

describe('findShortcutAction', () => {
  it('finds the enabled action of the given scopes', () => {
    const event = press('l', { ctrl: true, alt: true, shift: true });
    expect(findShortcutAction(event, DEFAULT_SHORTCUTS)).toBe('toggleLyricWindow');
    expect(findShortcutAction(event, DEFAULT_SHORTCUTS, ['global'])).toBeNull();
    const disabled = {
      ...DEFAULT_SHORTCUTS,
      toggleLyricWindow: { ...DEFAULT_SHORTCUTS.toggleLyricWindow, enabled: false },
    };
    expect(findShortcutAction(event, disabled)).toBeNull();
  });
});

describe('isEditableTarget (shortcuts are ignored while typing)', () => {
  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'textarea' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'BUTTON' }, false],
    [{}, false],
    [null, false],
  ])('%p is editable: %p', (target, editable) => {
    expect(isEditableTarget(target)).toBe(editable);
  });
});

describe('repeat filter (300 ms)', () => {
  it('drops the same action within 300 ms of when it last fired', () => {
    let state = {};
    const fires: boolean[] = [];
    for (const [action, at] of [
      ['togglePlay', 0],
      ['togglePlay', 120],
      ['nextPlay', 150],
      ['togglePlay', 299],
      ['togglePlay', 300],
      ['togglePlay', 450],
    ] as const) {
      const result = filterShortcutRepeat(state, action, at);
      state = result.state;
      fires.push(result.fire);
    }
    expect(fires).toEqual([true, false, true, false, true, false]);
  });

  it('is pure: a dropped repeat leaves the state as it was', () => {
    const state = { togglePlay: 100 };
    expect(filterShortcutRepeat(state, 'togglePlay', 200)).toEqual({ fire: false, state });
    expect(state).toEqual({ togglePlay: 100 });
  });

  it('has a stateful form with an injected clock', () => {
    let now = 1_000;
    const accept = createShortcutRepeatFilter(() => now);
    expect(accept('volumeUp')).toBe(true);
    now += 100;
    expect(accept('volumeUp')).toBe(false);
    now += 200;
    expect(accept('volumeUp')).toBe(true);
    expect(createShortcutRepeatFilter()('volumeUp')).toBe(true);
  });
});
