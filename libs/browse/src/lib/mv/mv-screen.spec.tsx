import { buildTrack } from '@cadenza/player-core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, withStatus, settle, songUrlAnswer } from '@cadenza/app-core/testing';
import { MvScreen } from './mv-screen';

const mv = (id: number, name: string) => ({
  id,
  name,
  cover: `http://p1.music.126.net/mv/${id}.jpg`,
  playCount: 21_830_000,
  artistName: '林间信号',
  artists: [{ id: 1000001, name: '林间信号' }],
  duration: 4000,
});
const MVS = [mv(4000001, 'Velvet Lights'), mv(4000002, '潮汐灯火')];

function gateway() {
  return (url: URL): unknown => {
    const path = url.pathname;
    if (path.endsWith('/mv/all')) {
      const live = url.searchParams.get('type') === '现场版';
      return { code: 200, hasMore: false, data: live ? [MVS[1]] : MVS };
    }
    if (path.endsWith('/mv/detail')) {
      const found = MVS.find((item) => item.id === Number(url.searchParams.get('mvid')));
      return { code: 200, data: found };
    }
    if (path.endsWith('/mv/url')) {
      const id = Number(url.searchParams.get('id'));
      return { code: 200, data: { id, url: `https://media.test/mv/${id}.mp4`, r: 1080 } };
    }
    if (path.endsWith('/song/url/v1')) return songUrlAnswer(url);
    return withStatus(404, { code: 404 });
  };
}

let paused: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no media playback: a pause is recorded and marks the element paused.
  paused = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

async function withMusicPlaying(at: string) {
  const app = await renderScreen(<MvScreen />, { route: '/mv', at, answer: gateway() });
  await act(async () => {
    app.player.send({ type: 'replace-queue', tracks: [buildTrack({ id: 42 })], startIndex: 0 });
    await settle();
    app.factory.latest().fire('load');
    app.factory.latest().fire('play');
  });
  expect(app.player.store.getSnapshot().status).toBe('playing');
  return app;
}

/** The video starts playing, as the browser says it with its `play` event. */
function videoPlays(video: HTMLElement) {
  Object.defineProperty(video, 'paused', { configurable: true, value: false });
  fireEvent.play(video);
}

describe('MvScreen', () => {
  it('lists the MVs as cards that open the player; the filters ask again', async () => {
    const { player, callsTo } = await renderScreen(<MvScreen />, {
      route: '/mv',
      at: '/mv',
      answer: gateway(),
    });
    const grid = await screen.findByRole('list', { name: 'MV list' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/mv?id=4000001',
      '/mv?id=4000002',
    ]);
    expect(cards[0]?.textContent).toContain('21.8M plays');

    fireEvent.click(screen.getByRole('radio', { name: 'Live' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'MV list' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    const live = callsTo('/mv/all').at(-1);
    expect(live?.searchParams.get('type')).toBe('现场版');
    expect(live?.searchParams.has('order')).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: /潮汐灯火/ }));
    const dialog = await screen.findByRole('dialog', { name: '潮汐灯火' });
    expect((await within(dialog).findByTestId('mv-video')).getAttribute('src')).toBe(
      'https://media.test/mv/4000002.mp4',
    );
    player.dispose();
  });

  it('/mv?id opens that MV by its id (a search result); closing leaves the page', async () => {
    const { player, location } = await renderScreen(<MvScreen />, {
      route: '/mv',
      at: '/mv?id=4000001',
      answer: gateway(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Velvet Lights' });
    expect(within(dialog).getByText('林间信号')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close MV' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.path).toBe('/mv');
    player.dispose();
  });

  it('the MV pauses the music and closing gives it back', async () => {
    const { player } = await withMusicPlaying('/mv?id=4000001');
    const dialog = await screen.findByRole('dialog', { name: 'Velvet Lights' });
    await act(async () => videoPlays(await within(dialog).findByTestId('mv-video')));
    expect(player.store.getSnapshot().status).toBe('paused');
    expect(within(dialog).getByRole('status').textContent).toContain('Music paused');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close MV' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(player.store.getSnapshot().status).not.toBe('paused');
    player.dispose();
  });

  it('"Resume the music" pauses the MV and plays the music at once', async () => {
    const { player } = await withMusicPlaying('/mv?id=4000001');
    const dialog = await screen.findByRole('dialog', { name: 'Velvet Lights' });
    await act(async () => videoPlays(await within(dialog).findByTestId('mv-video')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume the music' }));
    expect(paused).toHaveBeenCalled();
    expect(player.store.getSnapshot().status).not.toBe('paused');
    expect(within(dialog).getByRole('status').textContent).toBe('');
    player.dispose();
  });

  it('music started from the play bar while the MV plays pauses the MV; closing then resumes nothing', async () => {
    const { player, factory } = await withMusicPlaying('/mv?id=4000001');
    const dialog = await screen.findByRole('dialog', { name: 'Velvet Lights' });
    await act(async () => videoPlays(await within(dialog).findByTestId('mv-video')));
    await act(async () => {
      player.send({ type: 'resume' });
      factory.latest().fire('play');
      await settle();
    });
    expect(player.store.getSnapshot().status).toBe('playing');
    expect(paused).toHaveBeenCalled();
    await act(async () => {
      player.send({ type: 'pause' });
      await settle();
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close MV' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(player.store.getSnapshot().status).toBe('paused');
    player.dispose();
  });
});
