import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemoryStorage } from '@cadenza/ports';
import { createMemorySettingsAdapter } from '@cadenza/settings';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PlatformBridge, WindowControls as Controls } from '@cadenza/platform';
import { PlatformProvider } from '@cadenza/app-core';
import { WindowControls } from './window-controls';

async function renderControls(windowControls?: Controls) {
  const platform: PlatformBridge = {
    kind: windowControls ? 'desktop' : 'web',
    apiBaseUrl: '/api',
    storage: createMemoryStorage(),
    settingsStorage: createMemorySettingsAdapter(),
    notifyLanguageChanged: () => undefined,
    ...(windowControls ? { windowControls } : {}),
  };
  const i18n = await createI18n({ language: 'en-US' });
  return render(
    <PlatformProvider platform={platform}>
      <I18nProvider i18n={i18n}>
        <WindowControls />
      </I18nProvider>
    </PlatformProvider>,
  );
}

describe('WindowControls', () => {
  it('draws nothing where the platform has no window of its own', async () => {
    const { container } = await renderControls();
    expect(container.innerHTML).toBe('');
  });

  it('minimises, maximises and closes the desktop window', async () => {
    const controls = {
      minimize: jest.fn(),
      toggleMaximize: jest.fn(),
      close: jest.fn(),
      setMiniMode: jest.fn(),
      resizeMiniWindow: jest.fn(),
    };
    await renderControls(controls);
    const group = screen.getByRole('group', { name: 'Window' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Maximize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(controls.minimize).toHaveBeenCalledTimes(1);
    expect(controls.toggleMaximize).toHaveBeenCalledTimes(1);
    expect(controls.close).toHaveBeenCalledTimes(1);
    expect(controls.setMiniMode).not.toHaveBeenCalled();
  });
});
