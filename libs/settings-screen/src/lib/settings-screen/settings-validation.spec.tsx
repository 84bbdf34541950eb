import { fireEvent, screen } from '@testing-library/react';
import { openTab, renderSettings, settle, typeAndLeave } from './settings-screen.spec-harness';

// The spec §5 texts as the listener reads them, written out here so a broken lookup (a wrong
// key, a missing interpolation) fails instead of comparing the app with itself.
const MESSAGES = {
  'zh-CN': {
    port: '请输入有效的端口号（1-65535）',
    proxyHost: '请输入代理地址',
    generic: '请检查输入内容',
    realIp: '请输入有效的 IP 地址',
    required: '此项为必填项',
    musicSources: '请至少选择一个音源',
    shortcutConflict: '快捷键冲突，请重置',
  },
  'en-US': {
    port: 'Please enter a valid port number (1-65535)',
    proxyHost: 'Please enter proxy host',
    generic: 'Please check your input',
    realIp: 'Please enter a valid IP address',
    required: 'This field is required',
    musicSources: 'Please select at least one music source',
    shortcutConflict: 'Shortcut conflict, please reset',
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('settings validation in %s', (language) => {
  const text = MESSAGES[language];
  // Desktop, so the desktop-only fields are enabled.
  const open = async () => {
    const app = await renderSettings({ kind: 'desktop', stored: { language } });
    await settle();
    return app;
  };

  it('refuses a music API port out of range and saves a valid one', async () => {
    const { saved, store, t } = await open();
    openTab(t('settings.tabs.network'));
    const field = screen.getByRole('textbox', { name: t('settings.apiPort.label') });
    await typeAndLeave(field, '70000');
    expect(screen.getByText(text.port)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(store.getState().settings.values.musicApiPort).toBe(30488);
    expect(saved().musicApiPort).toBe(30488);

    await typeAndLeave(field, '8080');
    await settle();
    expect(screen.queryByText(text.port)).toBeNull();
    expect(saved().musicApiPort).toBe(8080);
  });

  it('refuses a realIP that is not an address and saves one that is', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.network'));
    const field = screen.getByRole('textbox', { name: t('settings.realIp.label') });
    await typeAndLeave(field, '1.2.3');
    expect(screen.getByText(text.realIp)).toBeTruthy();
    await settle();
    expect(saved().realIP).toBe('');

    await typeAndLeave(field, '116.25.146.177');
    await settle();
    expect(screen.queryByText(text.realIp)).toBeNull();
    expect(saved().realIP).toBe('116.25.146.177');
  });

  it('refuses a proxy without host or with a bad port, then saves a complete one', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.network'));
    const host = screen.getByRole('textbox', { name: t('settings.proxy.host') });
    const port = screen.getByRole('textbox', { name: t('settings.proxy.port') });
    const save = screen.getByRole('button', { name: t('common.save') });
    fireEvent.change(host, { target: { value: ' ' } });
    fireEvent.change(port, { target: { value: '0' } });
    fireEvent.click(save);
    expect(screen.getByText(text.proxyHost)).toBeTruthy();
    expect(screen.getByText(text.port)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text.generic);
    await settle();
    expect(saved().proxyConfig).toEqual({
      enable: false,
      protocol: 'http',
      host: '127.0.0.1',
      port: 7890,
    });

    fireEvent.change(host, { target: { value: 'proxy.lan' } });
    fireEvent.change(port, { target: { value: '8888' } });
    fireEvent.click(save);
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved().proxyConfig).toMatchObject({ host: 'proxy.lan', port: 8888 });
  });

  it('refuses a bad remote-control port and allowed IP, and keeps good ones', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.application'));
    const port = screen.getByRole('textbox', { name: t('remoteControl.port') });
    await typeAndLeave(port, 'abc');
    expect(screen.getByText(text.port)).toBeTruthy();
    const ip = screen.getByRole('textbox', { name: t('remoteControl.allowedIps') });
    fireEvent.change(ip, { target: { value: '300.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: t('remoteControl.addIp') }));
    expect(screen.getByText(text.realIp)).toBeTruthy();
    await settle();
    expect(saved().remoteControl).toEqual({
      enabled: false,
      port: 31888,
      allowedIps: [],
      lanAccess: false,
      allowedOrigins: [],
    });

    await typeAndLeave(port, '31999');
    fireEvent.change(ip, { target: { value: '192.168.1.20' } });
    fireEvent.keyDown(ip, { key: 'Enter' });
    await settle();
    expect(saved().remoteControl).toEqual({
      enabled: false,
      port: 31999,
      allowedIps: ['192.168.1.20'],
      lanAccess: false,
      allowedOrigins: [],
    });
    expect(screen.getByText('192.168.1.20')).toBeTruthy();
  });

  it('refuses a web origin that is not one, and saves a good one in its canonical spelling', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.application'));
    const origin = screen.getByRole('textbox', { name: t('remoteControl.allowedOrigins') });
    fireEvent.change(origin, { target: { value: 'https://example.com/app' } });
    fireEvent.click(screen.getByRole('button', { name: t('remoteControl.addOrigin') }));
    expect(screen.getByText(t('validation.origin'))).toBeTruthy();
    fireEvent.change(origin, { target: { value: 'HTTPS://Remote.Example:443' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    await settle();
    expect(saved().remoteControl.allowedOrigins).toEqual(['https://remote.example']);
  });

  it('keeps at least one music source', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.playback'));
    for (const source of ['migu', 'kugou', 'pyncmd', 'bilibili'] as const) {
      fireEvent.click(
        screen.getByRole('switch', { name: t(`settings.musicSources.sources.${source}`) }),
      );
    }
    expect(screen.getByRole('alert').textContent).toBe(text.musicSources);
    await settle();
    expect(saved().enabledMusicSources).toEqual(['bilibili']);
  });

  it('keeps at least one part in the download file name', async () => {
    const { saved, t } = await open();
    openTab(t('settings.tabs.application'));
    fireEvent.click(screen.getByRole('switch', { name: t('downloads.settings.parts.artistName') }));
    fireEvent.click(screen.getByRole('switch', { name: t('downloads.settings.parts.songName') }));
    expect(screen.getByRole('alert').textContent).toBe(text.required);
    await settle();
    expect(saved().downloadFileNameFormat).toEqual({ order: ['name'], separator: 'dash' });
  });

  it('refuses shortcuts that conflict', async () => {
    const { saved, store, t } = await open();
    openTab(t('settings.tabs.application'));
    const nextSong = t('shortcuts.actions.nextPlay');
    fireEvent.click(
      screen.getByRole('button', { name: t('shortcuts.record', { action: nextSong }) }),
    );
    // Previous song's combination (Ctrl/Cmd+Alt+Left), in the same (global) scope.
    fireEvent.keyDown(document.body, {
      key: 'ArrowLeft',
      code: 'ArrowLeft',
      ctrlKey: true,
      altKey: true,
    });
    fireEvent.click(screen.getByRole('button', { name: t('common.save') }));
    expect(screen.getByRole('alert').textContent).toBe(text.shortcutConflict);
    await settle();
    expect(saved().shortcuts.nextPlay.combination).toBe('CommandOrControl+Alt+Right');
    expect(store.getState().toasts).toEqual([]);
  });
});
