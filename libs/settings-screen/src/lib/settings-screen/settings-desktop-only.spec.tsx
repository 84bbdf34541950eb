import type { TranslationKey } from '@cadenza/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';

const REASON = { 'zh-CN': '仅在桌面版中可用', 'en-US': 'Available in the desktop app' } as const;

interface TabControls {
  tab: TranslationKey;
  switches?: TranslationKey[];
  textboxes?: TranslationKey[];
  comboboxes?: TranslationKey[];
}

/** The options only the desktop shell honours (spec §6 and §7), by tab and kind of control. */
const DESKTOP_ONLY: TabControls[] = [
  {
    tab: 'settings.tabs.basic',
    textboxes: ['settings.font.label'],
    comboboxes: ['settings.font.scope'],
  },
  { tab: 'settings.tabs.playback', switches: ['settings.statusBar.label'] },
  {
    tab: 'settings.tabs.application',
    switches: [
      'settings.downloadButton.label',
      'settings.unlimitedDownload.label',
      'remoteControl.enable',
      'remoteControl.lanAccess',
    ],
    textboxes: [
      'settings.downloadPath.label',
      'remoteControl.port',
      'remoteControl.allowedIps',
      'remoteControl.allowedOrigins',
    ],
    comboboxes: ['settings.closeAction.label'],
  },
  {
    tab: 'settings.tabs.network',
    switches: ['settings.realIp.enable', 'settings.proxy.enable'],
    textboxes: [
      'settings.apiPort.label',
      'settings.realIp.label',
      'settings.proxy.host',
      'settings.proxy.port',
    ],
    comboboxes: ['settings.proxy.protocol'],
  },
];

/** Options both platforms honour: never disabled. */
const EVERYWHERE: TabControls[] = [
  { tab: 'settings.tabs.basic', switches: ['settings.animation.label'] },
  {
    tab: 'settings.tabs.playback',
    switches: ['settings.autoPlay.label', 'settings.musicUnblock.label'],
    comboboxes: ['settings.musicQuality.label'],
  },
];

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe.each(['zh-CN', 'en-US'] as const)('desktop-only options in %s', (language) => {
  it('are disabled on the web, each with the reason', async () => {
    const { t } = await renderSettings({ kind: 'web', stored: { language } });
    for (const { tab, switches = [], textboxes = [], comboboxes = [] } of DESKTOP_ONLY) {
      openTab(t(tab));
      for (const name of switches) {
        const control = screen.getByRole('switch', { name: t(name) });
        expect([name, control.getAttribute('aria-disabled')]).toEqual([name, 'true']);
        expect(describedBy(control)).toContain(REASON[language]);
      }
      for (const name of textboxes) {
        const field = screen.getByRole<HTMLInputElement>('textbox', { name: t(name) });
        expect([name, field.disabled]).toEqual([name, true]);
        expect(describedBy(field)).toContain(REASON[language]);
      }
      for (const name of comboboxes) {
        const select = screen.getByRole<HTMLButtonElement>('combobox', { name: t(name) });
        expect([name, select.disabled]).toEqual([name, true]);
        const around = select.closest('.cz-setting') ?? select.closest('section');
        expect(around?.textContent ?? '').toContain(REASON[language]);
      }
    }
    // Global shortcuts: the scope of each shortcut is the desktop's to choose.
    openTab(t('settings.tabs.application'));
    const scope = screen.getByRole<HTMLButtonElement>('combobox', {
      name: t('shortcuts.scopeOf', { action: t('shortcuts.actions.togglePlay') }),
    });
    expect(scope.disabled).toBe(true);
  });

  it('are enabled on desktop, without the reason', async () => {
    const { t } = await renderSettings({ kind: 'desktop', stored: { language } });
    for (const { tab, switches = [], textboxes = [], comboboxes = [] } of DESKTOP_ONLY) {
      openTab(t(tab));
      for (const name of switches) {
        const control = screen.getByRole('switch', { name: t(name) });
        expect([name, control.getAttribute('aria-disabled')]).toEqual([name, null]);
      }
      for (const name of textboxes) {
        const field = screen.getByRole<HTMLInputElement>('textbox', { name: t(name) });
        expect([name, field.disabled]).toEqual([name, false]);
      }
      for (const name of comboboxes) {
        const select = screen.getByRole<HTMLButtonElement>('combobox', { name: t(name) });
        expect([name, select.disabled]).toEqual([name, false]);
      }
    }
    expect(screen.queryAllByText(REASON[language])).toEqual([]);
  });

  it('leaves the options both platforms honour enabled on the web', async () => {
    const { t } = await renderSettings({ kind: 'web', stored: { language } });
    for (const { tab, switches = [], comboboxes = [] } of EVERYWHERE) {
      openTab(t(tab));
      for (const name of switches) {
        expect(screen.getByRole('switch', { name: t(name) }).getAttribute('aria-disabled')).toBe(
          null,
        );
      }
      for (const name of comboboxes) {
        expect(screen.getByRole<HTMLButtonElement>('combobox', { name: t(name) }).disabled).toBe(
          false,
        );
      }
    }
  });
});

describe('a desktop-only switch', () => {
  it('does not change its setting on the web', async () => {
    const { saved, t } = await renderSettings({ kind: 'web' });
    openTab(t('settings.tabs.application'));
    fireEvent.click(screen.getByRole('switch', { name: t('remoteControl.enable') }));
    await settle();
    expect(saved().remoteControl.enabled).toBe(false);
  });

  it('changes and saves it on desktop', async () => {
    const { saved, t } = await renderSettings({ kind: 'desktop' });
    openTab(t('settings.tabs.application'));
    fireEvent.click(screen.getByRole('switch', { name: t('remoteControl.enable') }));
    await settle();
    expect(saved().remoteControl.enabled).toBe(true);
  });
});

describe('the music API port on desktop', () => {
  it('says which port the gateway got when musicApiPort was taken', async () => {
    const { t } = await renderSettings({
      kind: 'desktop',
      boundApiPort: 30491,
      stored: { language: 'en-US' },
    });
    openTab(t('settings.tabs.network'));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('In use now: port 30491');
  });

  it('says nothing about a port on the web', async () => {
    const { t } = await renderSettings({ kind: 'web', stored: { language: 'en-US' } });
    openTab(t('settings.tabs.network'));
    await settle();
    expect(screen.queryByText(/In use now/)).toBeNull();
    expect(screen.getByRole('textbox', { name: t('settings.apiPort.label') })).toBeTruthy();
  });
});

describe('the installed fonts on desktop', () => {
  it('adds a font the shell lists to the end of the priority list', async () => {
    const { saved, t } = await renderSettings({
      kind: 'desktop',
      stored: { language: 'en-US', fontFamily: '"Arial"' },
      systemFonts: ['system-ui', 'Arial', 'Noto Sans CJK SC'],
    });
    openTab(t('settings.tabs.basic'));
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: t('settings.font.add'),
    });
    // Fonts already in the list are not offered again; the system default is the empty field.
    expect([...picker.options].map((option) => option.value)).toEqual(['', 'Noto Sans CJK SC']);
    fireEvent.change(picker, { target: { value: 'Noto Sans CJK SC' } });
    await settle();
    expect(saved().fontFamily).toBe('"Arial", "Noto Sans CJK SC"');
  });

  it('offers no picker where fonts cannot be listed', async () => {
    const { t } = await renderSettings({ kind: 'web', stored: { language: 'en-US' } });
    openTab(t('settings.tabs.basic'));
    await settle();
    expect(screen.queryByRole('combobox', { name: t('settings.font.add') })).toBeNull();
  });
});
