import i18next from 'i18next';
import { createI18n, loadAppStrings, switchLanguage } from './create-i18n';

describe('createI18n', () => {
  it('defaults to Simplified Chinese', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('uses a stored supported language', async () => {
    const i18n = await createI18n({ language: 'en-US' });
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('ignores an unsupported stored language instead of failing', async () => {
    const i18n = await createI18n({ language: 'fr-FR' });
    expect(i18n.language).toBe('zh-CN');
  });

  it('switches language at run time and interpolates values', async () => {
    const i18n = await createI18n();
    await switchLanguage(i18n, 'en-US');
    expect(i18n.t('shell.gateway.online', { version: '1.2.3' })).toBe(
      'Service online (version 1.2.3)',
    );
  });

  it('loads only the chosen language, and the other one on the first switch to it', async () => {
    const i18n = await createI18n({ language: 'zh-CN' });
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(false);
    await switchLanguage(i18n, 'en-US');
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('loads the frame’s strings alone for the first paint, and the rest after', async () => {
    const i18n = await createI18n({ language: 'en-US', frameOnly: true });
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.exists('player.bar')).toBe(false);
    await loadAppStrings(i18n);
    expect(i18n.t('player.bar')).toBe('Player');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('switching a frame-only instance brings the new language whole', async () => {
    const i18n = await createI18n({ language: 'zh-CN', frameOnly: true });
    await switchLanguage(i18n, 'en-US');
    expect(i18n.t('player.bar')).toBe('Player');
    await loadAppStrings(i18n);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('gives independent instances', async () => {
    const first = await createI18n();
    const second = await createI18n();
    await switchLanguage(first, 'en-US');
    expect(second.language).toBe('zh-CN');
  });

  it('leaves the global i18next instance alone', async () => {
    await createI18n({ language: 'en-US' });
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
    expect(i18next.modules.external).toEqual([]);
    expect('window' in globalThis).toBe(false);
  });

  it('resolves nested keys: player notices reuse the error catalogue', async () => {
    const i18n = await createI18n();
    expect(i18n.t('player.notices.play-failed-next')).toBe('播放失败，播放下一首');
    expect(i18n.t('lyricWindow.noLyrics')).toBe('当前歌曲暂无歌词');
    await switchLanguage(i18n, 'en-US');
    expect(i18n.t('player.notices.url-refetched')).toBe('Auto playback resumed');
    expect(i18n.t('player.notices.url-refetch-failed')).toBe(
      'Failed to re-fetch audio URL, please click play manually',
    );
  });

  it('picks plural forms per language', async () => {
    const i18n = await createI18n({ language: 'en-US' });
    expect(i18n.t('common.songCount', { count: 1 })).toBe('1 song');
    expect(i18n.t('common.songCount', { count: 12 })).toBe('12 songs');
    await switchLanguage(i18n, 'zh-CN');
    expect(i18n.t('common.songCount', { count: 1 })).toBe('1 首');
    expect(i18n.t('player.sleepTimer.countdown', { time: '0:05:09' })).toBe('0:05:09 后停止播放');
  });
});
