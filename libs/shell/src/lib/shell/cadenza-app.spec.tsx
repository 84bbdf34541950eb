import { buildHealthDto } from '@cadenza/api-client/testing';
import { createI18n } from '@cadenza/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestApp } from '@cadenza/app-core/testing';
import { MemoryAppRouter } from '../routing/app-router';
import { AppShell } from './app-shell';
import { CadenzaApp } from './cadenza-app';
import { startLanguageEffects } from '@cadenza/app-core';

async function renderApp({
  stored = null as unknown,
  health = buildHealthDto() as unknown,
  path = '/search',
  firstPaint = false,
} = {}) {
  const { platform, settingsStorage, store, player, startListening } = createTestApp({
    stored,
    // Every call answers the health (the screens ask for more; the frame is what is tested).
    answer: () => {
      if (health instanceof Error) throw health;
      return health;
    },
  });
  // The first paint: the frame's strings only, the rest and the player still on their way.
  const i18n = await createI18n({
    language: store.getState().settings.values.language,
    frameOnly: firstPaint,
  });
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_languages, _namespace, key) => missing.push(key));
  startLanguageEffects(startListening, i18n, platform);
  // Awaited: parts of the frame suspend (lazy chunks, the player on its way).
  await act(async () => {
    render(
      <CadenzaApp
        store={store}
        i18n={i18n}
        router={<MemoryAppRouter platform={platform} layout={<AppShell />} initialPath={path} />}
        player={firstPaint ? new Promise<never>(() => undefined) : player}
        {...(firstPaint ? { appParts: new Promise<void>(() => undefined) } : {})}
        platform={platform}
      />,
    );
  });
  return { platform, settingsStorage, i18n, missing };
}

describe('CadenzaApp', () => {
  it('renders the frame in Chinese: menu, play bar and the service state', async () => {
    await renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cadenza');
    expect(screen.getByRole('link', { name: '搜索' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '播放控制' })).toBeTruthy();
    expect(await screen.findByText(/服务在线（版本 0\.1\.0）/)).toBeTruthy();
  });

  it('switches to English, saves the choice and tells the platform', async () => {
    const { platform, settingsStorage } = await renderApp();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    });
    expect(await screen.findByRole('link', { name: 'Search' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    expect(settingsStorage.current).toMatchObject({ language: 'en-US', musicApiPort: 30488 });
    expect(platform.notifyLanguageChanged).toHaveBeenCalledWith('en-US');
  });

  it('starts in the stored language', async () => {
    await renderApp({ stored: { language: 'en-US' } });
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('shows the offline-demo banner when the gateway runs on the simulator', async () => {
    await renderApp({
      health: buildHealthDto({ upstream: { kind: 'url', offlineDemo: true } }),
    });
    expect(await screen.findByText(/离线演示曲库/)).toBeTruthy();
  });

  it('says the service is unreachable when the health call fails', async () => {
    await renderApp({ health: new Error('connection refused') });
    // A network failure is retried once after 500 ms (spec §8) before the error shows.
    expect(await screen.findByText(/无法连接服务/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('gateway-status').getAttribute('data-state')).toBe('offline');
  });

  it('treats a malformed health answer as unreachable rather than trusting it', async () => {
    await renderApp({ health: { status: 'ok' } });
    expect(await screen.findByText(/无法连接服务/)).toBeTruthy();
  });

  it('says the whole document was reset when the store could not be read', async () => {
    await renderApp({ stored: 'not an object' });
    expect(screen.getByText('设置已损坏，已恢复默认值。')).toBeTruthy();
  });

  it('reports corrupt stored settings and lets the listener dismiss the notice', async () => {
    await renderApp({ stored: { musicApiPort: 'eighty' } });
    const notice = screen.getByText(/部分设置已损坏/);
    expect(notice.textContent).toContain('musicApiPort');
    fireEvent.click(screen.getByRole('button', { name: '×' }));
    expect(screen.queryByText(/部分设置已损坏/)).toBeNull();
  });

  describe('the first paint, with the frame’s strings only', () => {
    const width = window.innerWidth;
    afterEach(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    });

    it.each([
      ['zh-CN', 1280],
      ['en-US', 1280],
      ['zh-CN', 390],
      ['en-US', 390],
    ])('shows no key without its text (%s, %i px)', async (language, viewportWidth) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: viewportWidth });
      const { missing, i18n } = await renderApp({
        firstPaint: true,
        path: '/',
        stored: { language, musicApiPort: 'eighty' },
      });
      expect(screen.getByTestId('play-bar-placeholder')).toBeTruthy();
      // Home waits for the app's strings: the screen area says it is loading, in words.
      expect(await screen.findByText(i18n.t('screens.loading'))).toBeTruthy();
      expect(screen.getByText(/musicApiPort/)).toBeTruthy();
      expect(missing).toEqual([]);
    });
  });
});
