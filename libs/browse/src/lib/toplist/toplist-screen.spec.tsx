import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FAILED,
  installFakeGateway,
  type FakeGateway,
  renderScreen,
  sizeViewportsForEachSpec,
} from '@cadenza/app-core/testing';
import { fakeSongs, playlistCard, shapeA } from '../../testing/catalogue.spec-fixtures';
import { ToplistScreen } from './toplist-screen';

const CHARTS = [
  playlistCard(71, 'Soaring', { updateFrequency: '每天更新' }),
  playlistCard(72, 'New', { updateFrequency: '每天更新' }),
  playlistCard(73, 'Original', { updateFrequency: '每周四更新' }),
  playlistCard(74, 'Hot', { updateFrequency: '每周四更新' }),
  playlistCard(75, 'Rap', { updateFrequency: '每周更新', playCount: 25_000 }),
  playlistCard(76, 'Electronic', { updateFrequency: null }),
];

function chartsGateway(failingChart?: number): FakeGateway {
  return installFakeGateway({
    '/toplist': () => ({ code: 200, list: CHARTS }),
    '/playlist/detail': (url) => {
      const id = Number(url.searchParams.get('id'));
      if (id === failingChart) return FAILED;
      const tracks = fakeSongs(`Chart ${id} song`, 10, id * 100);
      return {
        code: 200,
        playlist: {
          ...playlistCard(id, `Chart ${id}`),
          description: null,
          subscribed: null,
          creator: { userId: 1, nickname: 'NetEase', avatarUrl: 'http://img.test/u.jpg' },
          trackCount: tracks.length,
          tracks: tracks.map(shapeA),
          trackIds: tracks.map((track) => ({ id: track.id })),
        },
      };
    },
  });
}

sizeViewportsForEachSpec();

const chart = (name: string) => screen.getByRole('article', { name });
const rowNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('group')
    .map((row) => row.getAttribute('aria-label')?.split(' — ')[0]);

describe('the toplists', () => {
  it('shows the official charts with their top three tracks, the others as cards', async () => {
    const gateway = chartsGateway();
    await renderScreen(<ToplistScreen />, { route: '/toplist', at: '/toplist', gateway });
    const official = await screen.findByRole('region', { name: 'Official charts' });
    expect(within(official).getAllByRole('article')).toHaveLength(4);

    const soaring = chart('Soaring');
    expect(within(soaring).getByRole('link', { name: 'Soaring' }).getAttribute('href')).toBe(
      '/music-list/71?type=toplist',
    );
    expect(soaring.textContent).toContain('Updated daily');
    expect(chart('Hot').textContent).toContain('Updated Thursdays');
    const top = await within(soaring).findByRole('list', { name: 'Top 3 of Soaring' });
    expect(rowNames(top)).toEqual(['Chart 71 song 1', 'Chart 71 song 2', 'Chart 71 song 3']);
    expect(
      gateway
        .callsTo('/playlist/detail')
        .map((url) => url.searchParams.get('id'))
        .sort(),
    ).toEqual(['71', '72', '73', '74']);

    const others = screen.getByRole('list', { name: 'More charts' });
    const cards = within(others).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/music-list/75?type=toplist',
      '/music-list/76?type=toplist',
    ]);
    expect(cards[0]?.textContent).toContain('Updated weekly');
  });

  it('a chart whose tracks fail says so with a retry; the other charts show theirs', async () => {
    await renderScreen(<ToplistScreen />, {
      route: '/toplist',
      at: '/toplist',
      gateway: chartsGateway(72),
    });
    const alert = await within(await screen.findByRole('article', { name: 'New' })).findByRole(
      'alert',
      {},
      { timeout: 3000 },
    );
    expect(alert.textContent).toContain("The chart's songs failed to load");
    expect(
      await within(chart('Soaring')).findByRole('list', { name: 'Top 3 of Soaring' }),
    ).toBeTruthy();
    expect(within(chart('Hot')).queryByRole('alert')).toBeNull();
  });

  it('charts that fail to load say so; retry shows them', async () => {
    const gateway = chartsGateway();
    gateway.failing.add('/toplist');
    await renderScreen(<ToplistScreen />, { route: '/toplist', at: '/toplist', gateway });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Charts failed to load');
    gateway.failing.delete('/toplist');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  });
});
