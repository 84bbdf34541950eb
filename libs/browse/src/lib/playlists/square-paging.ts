import type { PlaylistCard, PlaylistPage } from '@cadenza/api-client';

/** What the end of the square's grid shows. */
export type SquareEnd = 'loading' | 'error' | 'more' | 'end';

/** The parts of the square's infinite query its end depends on. */
export interface SquarePaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

/**
 * The end of the grid: skeleton cards while the next page loads, its error with a retry, a way
 * to load more while there is more (the scroll usually asks first), or the end of the square.
 */
export function squareEnd({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
}: SquarePaging): SquareEnd {
  if (isFetchingNextPage) return 'loading';
  if (isFetchNextPageError) return 'error';
  return hasNextPage ? 'more' : 'end';
}

/**
 * The cards of the loaded pages in order, each playlist once (the square is ordered by play
 * count upstream and may shift between two pages; a card seen on an earlier page stays there).
 */
export function squareCards(pages: readonly PlaylistPage[] | undefined): PlaylistCard[] {
  const seen = new Set<number>();
  const cards: PlaylistCard[] = [];
  for (const page of pages ?? []) {
    for (const card of page.playlists) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}
