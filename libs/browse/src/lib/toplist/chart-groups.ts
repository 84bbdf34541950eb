import type { PlaylistCard } from '@cadenza/api-client';

/**
 * NetEase lists its official charts (飙升榜, 新歌榜, 原创榜, 热歌榜) first in `/toplist`, before
 * every other chart; they are shown with their top tracks, the rest as cards.
 */
export const OFFICIAL_CHART_COUNT = 4;
/** The top tracks shown under each official chart. */
export const CHART_TOP_TRACKS = 3;

/** The charts split into the official ones (first) and the others, each in upstream order. */
export function splitCharts(charts: readonly PlaylistCard[]): {
  official: PlaylistCard[];
  others: PlaylistCard[];
} {
  return {
    official: charts.slice(0, OFFICIAL_CHART_COUNT),
    others: charts.slice(OFFICIAL_CHART_COUNT),
  };
}
