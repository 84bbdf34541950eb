/**
 * Which list `/music-list/{id?}?type=` names. The scheme the other screens link with:
 * `/music-list/{id}` a playlist, `?type=toplist` a chart, `?type=album` an album,
 * `/music-list?type=dailyRecommend` the daily recommendations. Any other type is kept as given:
 * the api-client answers it with 'unknown list type'.
 */
export interface MusicListQuery {
  type: string;
  /** The playlist, chart or album id; undefined when absent or not a positive integer. */
  id: number | undefined;
}

/** The list type when the URL names none. */
export const DEFAULT_LIST_TYPE = 'playlist';

/** Reads the route's `id` param and the `type` query parameter. */
export function parseMusicListQuery(
  idParam: string | undefined,
  params: URLSearchParams,
): MusicListQuery {
  const type = params.get('type')?.trim() || DEFAULT_LIST_TYPE;
  const id = idParam !== undefined && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  return { type, id: id !== undefined && id > 0 ? id : undefined };
}

/** Whether a list of `type` needs an id in its URL (all but the daily recommendations). */
export function needsId(type: string): boolean {
  return type !== 'dailyRecommend';
}

/** The path of a list, in the scheme above. */
export function musicListPath({ type, id }: MusicListQuery): string {
  const path = id === undefined ? '/music-list' : `/music-list/${id}`;
  return type === DEFAULT_LIST_TYPE ? path : `${path}?type=${encodeURIComponent(type)}`;
}
