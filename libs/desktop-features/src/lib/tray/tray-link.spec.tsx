import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { buildTrack } from '@cadenza/player-core/testing';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import { createTestApp, settle } from '@cadenza/app-core/testing';
import type { NowPlaying, TrayCommand } from '@cadenza/platform';
import { TrayLink } from './tray-link';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const songUrl = (url: URL) => ({
  code: 200,
  data: [
    {
      id: Number(url.searchParams.get('id')),
      url: `https://cdn.test/${url.searchParams.get('id')}.mp3`,
      br: 320000,
      size: 1,
      code: 200,
      type: 'mp3',
      freeTrialInfo: null,
    },
  ],
});

async function setup() {
  const { platform, store, player, factory } = createTestApp({
    kind: 'desktop',
    answer: songUrl,
  });
  const reports: Array<NowPlaying | null> = [];
  let click: (command: TrayCommand) => void = () => undefined;
  const desktop = {
    ...platform,
    tray: {
      reportNowPlaying: (nowPlaying: NowPlaying | null) => reports.push(nowPlaying),
      subscribeCommands: (listener: (command: TrayCommand) => void) => {
        click = listener;
        return () => undefined;
      },
    },
  };
  const i18n = await createI18n({ language: 'en-US' });
  render(
    <Provider store={store}>
      <PlatformProvider platform={desktop}>
        <I18nProvider i18n={i18n}>
          <AppPlayerProvider player={player}>
            <TrayLink />
          </AppPlayerProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>,
  );
  return { player, factory, reports, click: (command: TrayCommand) => act(() => click(command)) };
}

describe('TrayLink', () => {
  it('reports the song and its playing state to the tray, on changes only', async () => {
    const { player, factory, reports } = await setup();
    expect(reports).toEqual([null]);
    const tracks = [
      buildTrack({
        id: 1,
        name: 'Blue Hour',
        artists: [
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Bo' },
        ],
      }),
      buildTrack({ id: 2, name: 'Night Bus' }),
    ];
    await act(async () => {
      player.send({ type: 'replace-queue', tracks, startIndex: 0 });
      await settle();
    });
    expect(reports.at(-1)).toEqual({ title: 'Blue Hour', artists: 'Ana / Bo', playing: false });
    await act(async () => {
      factory.latest().fire('load');
      factory.latest().fire('play');
      await settle();
    });
    expect(reports.at(-1)).toEqual({ title: 'Blue Hour', artists: 'Ana / Bo', playing: true });
    const count = reports.length;
    // A change of something the tray does not show (the volume) reports nothing.
    await act(async () => {
      player.send({ type: 'set-volume', volume: 0.4 });
      await settle();
    });
    expect(reports).toHaveLength(count);
    player.dispose();
  });

  it('plays, pauses and skips for the tray menu’s entries', async () => {
    const { player, click } = await setup();
    const send = jest.spyOn(player, 'send');
    click('toggle');
    click('next');
    click('previous');
    expect(send.mock.calls).toEqual([
      [{ type: 'toggle' }],
      [{ type: 'next' }],
      [{ type: 'previous' }],
    ]);
    player.dispose();
  });
});
