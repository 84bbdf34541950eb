import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemoryStorage } from '@cadenza/ports';
import { createMemorySettingsAdapter } from '@cadenza/settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MiniModeButton } from '../mini-player/mini-mode-button';
import type { PlatformBridge } from '@cadenza/platform';
import { PlatformProvider } from '@cadenza/app-core';
import { LyricWindowButton } from './lyric-window-button';

async function renderButtons(platform: PlatformBridge) {
  const i18n = await createI18n({ language: 'en-US' });
  render(
    <PlatformProvider platform={platform}>
      <I18nProvider i18n={i18n}>
        <LyricWindowButton />
        <MiniModeButton />
      </I18nProvider>
    </PlatformProvider>,
  );
  await act(async () => undefined);
}

const base: PlatformBridge = {
  kind: 'web',
  apiBaseUrl: '/api',
  storage: createMemoryStorage(),
  settingsStorage: createMemorySettingsAdapter(null),
  notifyLanguageChanged: () => undefined,
};

describe('the desktop play bar buttons', () => {
  it('are not there on the web', async () => {
    await renderButtons(base);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('open and close the lyric window, showing whether it is open whoever opened it', async () => {
    let tell: (open: boolean) => void = () => undefined;
    const toggle = jest.fn();
    await renderButtons({
      ...base,
      kind: 'desktop',
      lyricWindow: {
        toggle,
        readOpen: async () => true,
        subscribeOpen: (listener) => {
          tell = listener;
          return () => undefined;
        },
        subscribeControl: () => () => undefined,
        sendSong: () => undefined,
        sendLyric: () => undefined,
      },
    });
    const open = screen.getByRole('button', { name: 'Hide desktop lyrics' });
    expect(open.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(open);
    expect(toggle).toHaveBeenCalledTimes(1);
    act(() => tell(false));
    expect(
      screen.getByRole('button', { name: 'Show desktop lyrics' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('enter mini mode where the window can be shrunk', async () => {
    const setMiniMode = jest.fn();
    await renderButtons({
      ...base,
      kind: 'desktop',
      windowControls: {
        minimize: jest.fn(),
        toggleMaximize: jest.fn(),
        close: jest.fn(),
        setMiniMode,
        resizeMiniWindow: jest.fn(),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mini mode' }));
    expect(setMiniMode).toHaveBeenCalledWith(true);
  });
});
