import type { PlaylistCard, PlaylistPage } from '@cadenza/api-client';
import { squareCards, squareEnd } from './square-paging';

const card = (id: number): PlaylistCard => ({
  id,
  name: `List ${id}`,
  coverImgUrl: '',
  playCount: 0,
  trackCount: null,
  creator: null,
  ownerId: null,
  specialType: null,
  updateFrequency: null,
});
const page = (ids: number[], more: boolean): PlaylistPage => ({
  playlists: ids.map(card),
  more,
  total: null,
});

describe('paging the square', () => {
  it('keeps the loaded pages in order, each playlist once', () => {
    expect(squareCards(undefined)).toEqual([]);
    const cards = squareCards([page([1, 2, 3], true), page([3, 4, 5], true), page([6], false)]);
    expect(cards.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ends the grid with loading, the error, more, or the end', () => {
    const state = { hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false };
    expect(squareEnd(state)).toBe('more');
    expect(squareEnd({ ...state, isFetchingNextPage: true })).toBe('loading');
    expect(squareEnd({ ...state, isFetchNextPageError: true })).toBe('error');
    // A retry in flight shows as loading, not as the error it is retrying.
    expect(squareEnd({ ...state, isFetchingNextPage: true, isFetchNextPageError: true })).toBe(
      'loading',
    );
    expect(squareEnd({ ...state, hasNextPage: false })).toBe('end');
  });
});
