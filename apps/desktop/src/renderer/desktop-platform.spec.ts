import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';
import { createDesktopPlatform } from './desktop-platform';

function fakeBridge(): DesktopBridge & { stored: unknown } {
  const bridge: DesktopBridge & { stored: unknown } = {
    stored: null as unknown,
    settings: {
      read: jest.fn(async () => bridge.stored),
      write: jest.fn(async (settings: unknown) => {
        bridge.stored = settings;
      }),
    },
    changeLanguage: jest.fn(async () => undefined),
  };
  return bridge;
}

describe('createDesktopPlatform', () => {
  it('keeps settings in the main process through the bridge', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    await platform.settingsStorage.write({ ...DEFAULT_SETTINGS, language: 'en-US' });
    expect(await platform.settingsStorage.read()).toMatchObject({ language: 'en-US' });
    expect(platform).toMatchObject({ kind: 'desktop', apiBaseUrl: '/api' });
  });

  it('tells the shell about a language change and logs a refusal instead of throwing', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (bridge.changeLanguage as jest.Mock).mockRejectedValueOnce(new Error('refused'));
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.notifyLanguageChanged('en-US');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bridge.changeLanguage).toHaveBeenCalledWith('en-US');
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the language change',
      new Error('refused'),
    );
  });
});
