import { DEFAULT_SHORTCUTS, settingChanged } from '@cadenza/settings';
import { act, fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';
import { AppShortcuts } from './app-shortcuts';
import { createTestApp } from '@cadenza/app-core/testing';

function setup(
  kind: PlatformBridge['kind'] = 'web',
  stored: unknown = null,
  extra: Partial<PlatformBridge> = {},
) {
  const created = createTestApp({ kind, stored });
  const { store, player } = created;
  const platform = { ...created.platform, ...extra };
  const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
  render(
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <AppPlayerProvider player={player}>
          <AppShortcuts />
          <input aria-label="field" />
        </AppPlayerProvider>
      </PlatformProvider>
    </Provider>,
  );
  return { send, store };
}

/** Ctrl+Alt+→ (the default next) with the given extra modifiers, on `target`. */
const press = (
  key: string,
  modifiers: { ctrlKey?: boolean; altKey?: boolean; shiftKey?: boolean } = {},
  target: Element = document.body,
) => fireEvent.keyDown(target, { key, code: key, ctrlKey: true, altKey: true, ...modifiers });

describe('AppShortcuts', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('sends the action of a saved combination, with exactly its modifiers', () => {
    const { send } = setup();
    press('ArrowRight');
    expect(send).toHaveBeenLastCalledWith({ type: 'next' });
    press('ArrowUp');
    expect(send).toHaveBeenLastCalledWith({ type: 'step-volume', direction: 1, by: 'shortcut' });
    send.mockClear();
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { altKey: false });
    expect(send).not.toHaveBeenCalled();
  });

  it('does nothing while the listener types in a field', () => {
    const { send } = setup();
    press('ArrowRight', {}, document.querySelector('input') as HTMLInputElement);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a repeat of one action within 300 ms, and takes it after', () => {
    const { send } = setup();
    press('ArrowRight');
    jest.advanceTimersByTime(299);
    press('ArrowRight');
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    press('ArrowRight');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('acts on a saved change at once, and not on the old combination', () => {
    const { send, store } = setup();
    act(() => {
      store.dispatch(
        settingChanged({
          key: 'shortcuts',
          value: {
            ...DEFAULT_SHORTCUTS,
            nextPlay: { ...DEFAULT_SHORTCUTS.nextPlay, combination: 'CommandOrControl+Alt+N' },
          },
        }),
      );
    });
    press('ArrowRight');
    expect(send).not.toHaveBeenCalled();
    press('n', { shiftKey: false });
    expect(send).toHaveBeenLastCalledWith({ type: 'next' });
  });

  it('leaves global shortcuts to the desktop shell, and acts on the app’s own', () => {
    const shortcuts = {
      ...DEFAULT_SHORTCUTS,
      prevPlay: { ...DEFAULT_SHORTCUTS.prevPlay, scope: 'app' },
    };
    const { send } = setup('desktop', { shortcuts });
    press('ArrowRight');
    expect(send).not.toHaveBeenCalled();
    press('ArrowLeft');
    expect(send).toHaveBeenLastCalledWith({ type: 'previous' });
  });

  it('opens and closes the desktop lyric window with its shortcut, and claims no key on the web', () => {
    const toggle = jest.fn();
    const lyricWindow = {
      toggle,
      readOpen: async () => false,
      subscribeOpen: () => () => undefined,
      subscribeControl: () => () => undefined,
      sendSong: () => undefined,
      sendLyric: () => undefined,
    };
    const { send } = setup('desktop', null, { lyricWindow });
    // The default: Ctrl+Alt+Shift+L, in the app's scope.
    const event = press('L', { shiftKey: true });
    expect(event).toBe(false);
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves the lyric window shortcut alone where there is no lyric window', () => {
    setup('web');
    expect(press('L', { shiftKey: true })).toBe(true);
  });
});
