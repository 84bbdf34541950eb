import { createI18n } from '@cadenza/i18n';
import type { AppSettings } from '@cadenza/settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestApp, settle, TestAppProviders } from '@cadenza/app-core/testing';
import { LyricSettingsPanel } from './lyric-settings-panel';

/** The panel as the lyrics overlay and the settings screen show it, on a real store. */
async function renderPanel(language: 'zh-CN' | 'en-US') {
  const app = createTestApp({ stored: { language } });
  const i18n = await createI18n({ language });
  await act(async () => {
    render(
      <TestAppProviders app={app} i18n={i18n} at="/">
        <LyricSettingsPanel />
      </TestAppProviders>,
    );
  });
  const saved = () => app.settingsStorage.current as AppSettings;
  return { ...app, saved, t: i18n.t.bind(i18n) };
}

async function typeAndLeave(field: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  });
}

function openMobileTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
}

describe.each([
  ['zh-CN', '请输入 1 到 9 之间的数字'],
  ['en-US', 'Please enter a number between 1 and 9'],
] as const)('the lyric settings panel in %s', (language, rangeMessage) => {
  it('refuses a lyric line count out of range (spec §5) and saves one within', async () => {
    const { saved, t } = await renderPanel(language);
    openMobileTab(t('settings.lyric.tabs.mobile'));
    const field = screen.getByRole('textbox', { name: t('settings.lyric.lyricLines') });
    await typeAndLeave(field, '12');
    expect(screen.getByText(rangeMessage)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(saved().lyric.mobileShowLyricLines).toBe(3);

    await typeAndLeave(field, '5');
    await settle();
    expect(screen.queryByText(rangeMessage)).toBeNull();
    expect(saved().lyric.mobileShowLyricLines).toBe(5);
  });

  it('saves a switch as soon as it is flipped', async () => {
    const { saved, t } = await renderPanel(language);
    const pureMode = screen.getByRole('switch', { name: t('settings.lyric.pureMode') });
    expect(pureMode.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      fireEvent.click(pureMode);
    });
    await settle();
    expect(pureMode.getAttribute('aria-checked')).toBe('true');
    expect(saved().lyric.pureModeEnabled).toBe(true);
  });
});
