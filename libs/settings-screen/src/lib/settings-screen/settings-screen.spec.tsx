import { buildHealthDto } from '@cadenza/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';

const realWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = realWidth;
});

describe('SettingsScreen', () => {
  it('is the /set route: a heading and the seven tabs of spec §2, in order', async () => {
    await renderSettings({ viaRoute: true });
    expect(await screen.findByRole('heading', { name: '设置', level: 2 })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: '设置' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['基础设置', '播放设置', '应用设置', '网络设置', '系统管理', '捐赠支持', '关于']);
    expect(screen.getByRole('tab', { name: '基础设置' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    openTab('网络设置');
    expect(screen.getByRole('tab', { name: '网络设置' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('textbox', { name: '音乐 API 端口' })).toBeTruthy();
  });

  it('switches the theme through the ui slice', async () => {
    const { store } = await renderSettings({ stored: { language: 'en-US' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().ui.theme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a slider once its key press ends, in clean steps', async () => {
    const { saved } = await renderSettings({ kind: 'desktop', stored: { language: 'en-US' } });
    const speed = screen.getByRole('slider', { name: 'Animation speed' });
    fireEvent.keyDown(speed, { key: 'ArrowRight' });
    fireEvent.keyDown(speed, { key: 'ArrowRight' });
    await settle();
    expect(saved().animationSpeed).toBe(1.2);
    expect(speed.getAttribute('aria-valuetext')).toBe('1.2x');
    openTab('Application');
    const zoom = screen.getByRole('slider', { name: 'Page zoom' });
    fireEvent.keyDown(zoom, { key: 'ArrowLeft' });
    await settle();
    expect(saved().contentZoomFactor).toBe(0.95);
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    await settle();
    expect(saved().contentZoomFactor).toBe(1);
  });

  it('normalises loudness by default, with a pre-amp in half-dB steps that waits while it is off', async () => {
    const { saved } = await renderSettings({ stored: { language: 'en-US' } });
    openTab('Playback');
    const normalization = screen.getByRole('switch', { name: 'Same loudness from song to song' });
    expect(normalization.getAttribute('aria-checked')).toBe('true');
    const preamp = screen.getByRole('slider', { name: 'Normalisation pre-amp' });
    expect(preamp.getAttribute('aria-valuetext')).toBe('0.0 dB');
    fireEvent.keyDown(preamp, { key: 'ArrowLeft' });
    fireEvent.keyDown(preamp, { key: 'ArrowLeft' });
    fireEvent.keyDown(preamp, { key: 'ArrowLeft' });
    await settle();
    expect(saved().normalizationPreampDb).toBe(-1.5);
    expect(preamp.getAttribute('aria-valuetext')).toBe('-1.5 dB');
    fireEvent.click(normalization);
    await settle();
    expect(saved().volumeNormalization).toBe(false);
    // Off, the pre-amp takes no keys.
    fireEvent.keyDown(preamp, { key: 'ArrowRight' });
    await settle();
    expect(saved().normalizationPreampDb).toBe(-1.5);
  });

  it('plays albums gapless by default, and crosses other songs over the seconds chosen', async () => {
    const { saved } = await renderSettings({ stored: { language: 'en-US' } });
    openTab('Playback');
    const gapless = screen.getByRole('switch', { name: 'Gapless playback' });
    expect(gapless.getAttribute('aria-checked')).toBe('true');
    const crossfade = screen.getByRole('slider', { name: 'Crossfade' });
    expect(crossfade.getAttribute('aria-valuetext')).toBe('Off');
    fireEvent.keyDown(crossfade, { key: 'ArrowRight' });
    fireEvent.keyDown(crossfade, { key: 'ArrowRight' });
    fireEvent.keyDown(crossfade, { key: 'ArrowRight' });
    await settle();
    expect(saved().crossfadeSec).toBe(3);
    expect(crossfade.getAttribute('aria-valuetext')).toBe('3 s');
    fireEvent.keyDown(crossfade, { key: 'End' });
    await settle();
    expect(saved().crossfadeSec).toBe(12);
    fireEvent.click(gapless);
    await settle();
    expect(saved().gaplessPlayback).toBe(false);
  });

  it('orders the parts of the download file name, with a preview', async () => {
    const { saved } = await renderSettings({ kind: 'desktop', stored: { language: 'en-US' } });
    openTab('Application');
    expect(screen.getByText('Preview: Song name - Artist name')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Album name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Album name up' }));
    await settle();
    expect(saved().downloadFileNameFormat.order).toEqual(['name', 'album', 'artist']);
    expect(screen.getByText('Preview: Song name - Album name - Artist name')).toBeTruthy();
  });

  it('keeps what was set across a reload', async () => {
    const first = await renderSettings({ stored: { language: 'en-US' } });
    openTab('Playback');
    fireEvent.click(screen.getByRole('switch', { name: 'Play on start' }));
    fireEvent.click(screen.getByRole('switch', { name: 'GD Music' }));
    openTab('Basic');
    fireEvent.click(screen.getByRole('switch', { name: 'Animations' }));
    await settle();
    const stored = first.saved();
    expect(stored).toMatchObject({ autoPlay: true, noAnimate: true });
    expect(stored.enabledMusicSources).toContain('gdmusic');

    document.body.innerHTML = '';
    await renderSettings({ stored });
    openTab('Playback');
    expect(screen.getByRole('switch', { name: 'Play on start' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('switch', { name: 'GD Music' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('offers a back button on mobile widths, where the top bar has none', async () => {
    window.innerWidth = 390;
    await renderSettings({ stored: { language: 'en-US' } });
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('has no back button of its own on desktop widths', async () => {
    window.innerWidth = 1280;
    await renderSettings({ stored: { language: 'en-US' } });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('the about tab', () => {
  it('shows the version the gateway reports', async () => {
    await renderSettings({
      stored: { language: 'en-US' },
      health: buildHealthDto({ version: '2.3.4' }),
    });
    openTab('About');
    expect(await screen.findByText('Version 2.3.4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Based on AlgerMusicPlayer' })).toBeTruthy();
  });

  it('says when the version cannot be read', async () => {
    await renderSettings({ stored: { language: 'en-US' }, health: new Error('offline') });
    openTab('About');
    // One retry after 500 ms (spec §8) before the failure shows.
    expect(
      await screen.findByText(
        'Version unavailable: the service cannot be reached',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });
});

describe('the donation tab', () => {
  it('opens from a link to it, and says when the build has no donation details', async () => {
    await renderSettings({ stored: { language: 'en-US' }, at: '/set?tab=donation' });
    expect(screen.getByRole('tab', { name: 'Donation' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByText('Donations are not set up for this build of Cadenza.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alipay' })).toBeNull();
  });
});
