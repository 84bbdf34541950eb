import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen, settle, sizeViewportsForEachSpec } from '@cadenza/app-core/testing';
import { songDetailAnswer } from '../music-list/music-list.spec-fixtures';
import { HistoryScreen } from './history-screen';

sizeViewportsForEachSpec(800, 690);

const realWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = realWidth;
});

const PLAYED = {
  track: {
    id: 8,
    name: 'Played once',
    artists: [{ id: 9, name: 'Mira Vale' }],
    album: { id: 4, name: 'Neon Road' },
    durationMs: 200_000,
    source: 'netease' as const,
  },
  count: 1,
};

async function open() {
  const app = await renderScreen(<HistoryScreen />, {
    route: '/history',
    at: '/history',
    saved: { favoriteList: [3], musicHistory: [PLAYED] },
    answer: (url: URL) => (url.pathname.endsWith('/song/detail') ? songDetailAnswer(url) : {}),
  });
  await act(settle);
  return app;
}

describe('HistoryScreen', () => {
  it('shows the favourites beside the history on a wide screen', async () => {
    window.innerWidth = 1280;
    await open();
    expect(screen.getByRole('region', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Play history' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows one at a time on a phone, the favourites first', async () => {
    window.innerWidth = 390;
    await open();
    expect(screen.getByRole('region', { name: 'Favourites' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Play history' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Play history' }));
    expect(screen.getByRole('region', { name: 'Play history' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Played once — / })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
  });
});
