import { DEFAULT_SHORTCUTS, settingChanged, type ShortcutAction } from '@cadenza/settings';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import { createTestApp } from '@cadenza/app-core/testing';
import type { GlobalShortcutsPort } from '@cadenza/platform';
import { DesktopLinks } from '../shell/desktop-links';
import { AppShortcuts } from '@cadenza/settings-screen';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** The desktop page's shortcut parts, with a port the spec plays the shell's side of. */
async function setup() {
  const { platform, store, player } = createTestApp({ kind: 'desktop' });
  const send = jest.spyOn(player, 'send').mockImplementation(() => undefined);
  let press: (
    action: Exclude<ShortcutAction, 'toggleMiniMode' | 'toggleLyricWindow'>,
  ) => void = () => undefined;
  const port = {
    update: jest.fn(),
    suspend: jest.fn(),
    runInShell: jest.fn(),
    subscribeActions: jest.fn((listener: typeof press) => {
      press = listener;
      return () => undefined;
    }),
    subscribeRegistration: jest.fn(() => () => undefined),
  } satisfies GlobalShortcutsPort;
  const desktop = { ...platform, globalShortcuts: port };
  await act(async () => {
    render(
      <Provider store={store}>
        <PlatformProvider platform={desktop}>
          <AppPlayerProvider player={player}>
            <DesktopLinks platform={desktop} />
            <AppShortcuts />
          </AppPlayerProvider>
        </PlatformProvider>
      </Provider>,
    );
    // The lazy part that drives the player arrives.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return {
    store,
    send,
    port,
    press: (action: Parameters<typeof press>[0]) => act(() => press(action)),
  };
}

describe('the desktop page’s global shortcuts', () => {
  it('runs a global shortcut from the shell through the page’s shortcut effect', async () => {
    const { send, press } = await setup();
    press('nextPlay');
    press('volumeDown');
    press('togglePlay');
    expect(send.mock.calls).toEqual([
      [{ type: 'next' }],
      [{ type: 'step-volume', direction: -1, by: 'shortcut' }],
      [{ type: 'toggle' }],
    ]);
  });

  it('hands the saved map to the shell at start and at every change', async () => {
    const { store, port } = await setup();
    expect(port.update).toHaveBeenCalledWith(DEFAULT_SHORTCUTS);
    const saved = {
      ...DEFAULT_SHORTCUTS,
      nextPlay: { ...DEFAULT_SHORTCUTS.nextPlay, combination: 'CommandOrControl+Alt+N' },
    };
    act(() => {
      store.dispatch(settingChanged({ key: 'shortcuts', value: saved }));
    });
    expect(port.update).toHaveBeenLastCalledWith(saved);
    expect(port.update).toHaveBeenCalledTimes(2);
  });

  it('gives an app shortcut of mini mode or the lyric window to the shell', async () => {
    const { port, send } = await setup();
    const keyDown = (key: string) =>
      window.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code: `Key${key}`,
          ctrlKey: true,
          altKey: true,
          shiftKey: true,
        }),
      );
    keyDown('M');
    keyDown('L');
    expect(port.runInShell.mock.calls).toEqual([['toggleMiniMode'], ['toggleLyricWindow']]);
    expect(send).not.toHaveBeenCalled();
  });
});
