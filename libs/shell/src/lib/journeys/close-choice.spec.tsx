import { cadenzaApi } from '@cadenza/api-client/react';
import { createI18n, type Language } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemoryStorage } from '@cadenza/ports';
import {
  createMemorySettingsAdapter,
  validateStoredSettings,
  type AppSettings,
} from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CloseChoice, PlatformBridge } from '@cadenza/platform';
import { PlatformProvider, createAppServices } from '@cadenza/app-core';
import { DesktopLinks } from '../shell/desktop-links';

/** The main window's links with a close-choice port the spec asks through, as main would. */
async function setup(language: Language = 'en-US') {
  const events: string[] = [];
  const memory = createMemorySettingsAdapter({ language });
  const settingsStorage = {
    read: () => memory.read(),
    write: async (settings: AppSettings) => {
      events.push(`write closeAction=${settings.closeAction}`);
      await memory.write(settings);
    },
  };
  let ask: (id: number) => void = () => undefined;
  const answers: Array<[number, CloseChoice | null]> = [];
  const platform: PlatformBridge = {
    kind: 'desktop',
    apiBaseUrl: '/api',
    storage: createMemoryStorage(),
    settingsStorage,
    notifyLanguageChanged: () => undefined,
    closeChoice: {
      subscribe: (listener) => {
        ask = listener;
        return () => undefined;
      },
      answer: (id, choice) => {
        events.push(`answer ${id} ${String(choice)}`);
        answers.push([id, choice]);
      },
    },
  };
  const initialSettings = validateStoredSettings({ language });
  const { store } = createAppServices({
    platform,
    api: cadenzaApi,
    initialSettings,
    effects: createListenerMiddleware(),
  });
  const i18n = await createI18n({ language });
  render(
    <Provider store={store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <DesktopLinks platform={platform} />
        </I18nProvider>
      </PlatformProvider>
    </Provider>,
  );
  const askToClose = async (id: number) => {
    await act(async () => ask(id));
    return screen.findByRole('dialog');
  };
  return { askToClose, answers, events, memory, store };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the close-choice dialog', () => {
  it('shows nothing until the shell asks, then minimise or exit', async () => {
    const { askToClose, answers } = await setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await askToClose(1);
    expect(dialog.textContent).toContain('Close the app');
    expect(dialog.textContent).toContain('When the main window closes:');
    fireEvent.click(screen.getByRole('button', { name: 'Minimise to tray' }));
    await settle();
    expect(answers).toEqual([[1, 'minimize']]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await askToClose(2);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await settle();
    expect(answers).toEqual([
      [1, 'minimize'],
      [2, 'close'],
    ]);
  });

  it('answers nothing chosen when dismissed, and saves nothing', async () => {
    const { askToClose, answers, events, store } = await setup();
    await settle();
    // The settings written back at start-up are not this dialog's.
    events.length = 0;
    await askToClose(3);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await settle();
    expect(answers).toEqual([[3, null]]);
    expect(events).toEqual(['answer 3 null']);
    expect(store.getState().settings.values.closeAction).toBe('ask');
  });

  it('"remember my choice" saves the close action before the answer goes', async () => {
    const { askToClose, events, memory, store } = await setup();
    await askToClose(4);
    fireEvent.click(screen.getByRole('switch', { name: 'Remember my choice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await settle();
    const answered = events.indexOf('answer 4 close');
    expect(answered).toBeGreaterThan(events.indexOf('write closeAction=close'));
    expect(events.indexOf('write closeAction=close')).toBeGreaterThanOrEqual(0);
    expect((memory.current as AppSettings).closeAction).toBe('close');
    expect(store.getState().settings.values.closeAction).toBe('close');
  });

  it('forgets "remember" between questions', async () => {
    const { askToClose } = await setup();
    await askToClose(5);
    fireEvent.click(screen.getByRole('switch', { name: 'Remember my choice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Minimise to tray' }));
    await settle();
    await askToClose(6);
    expect(
      screen.getByRole('switch', { name: 'Remember my choice' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('speaks Chinese too', async () => {
    const { askToClose } = await setup('zh-CN');
    const dialog = await askToClose(1);
    expect(dialog.textContent).toContain('关闭主面板时你希望：');
    expect(screen.getByRole('button', { name: '最小化到托盘' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '直接退出' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '记住我的选择' })).toBeTruthy();
  });
});
