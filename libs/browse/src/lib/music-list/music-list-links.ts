// Where the catalogue's cards lead: the music-list page and its list types (the URL scheme agreed
// with the music-list screen; `type` is absent for a playlist).

/** A playlist's page. */
export function playlistLink(id: number): string {
  return `/music-list/${id}`;
}

/** A chart's page (charts are playlists the page shows with their update frequency). */
export function chartLink(id: number): string {
  return `/music-list/${id}?type=toplist`;
}

/** An album's page. */
export function albumLink(id: number): string {
  return `/music-list/${id}?type=album`;
}

/** The daily recommendations as a list (no id: they are the logged-in listener's own). */
export const DAILY_RECOMMEND_LINK = '/music-list?type=dailyRecommend';

/** An artist's page. */
export function artistLink(id: number | string): string {
  return `/artist/detail/${id}`;
}
