import type { ScreenEarlyRequest } from '@cadenza/app-core';
import { parseMusicListQuery } from './music-list-location';

/**
 * The music list's first call for a deep link (`getListByType`'s): a playlist's or chart's
 * detail, or an album. The daily recommendations need the session's check first, and an
 * unknown type asks nothing.
 */
export const earlyMusicListRequest: ScreenEarlyRequest = ({ params, search }) => {
  const { type, id } = parseMusicListQuery(params['id'], search);
  if (id === undefined) return null;
  if (type === 'playlist' || type === 'toplist')
    return { path: '/playlist/detail', params: { id } };
  if (type === 'album') return { path: '/album', params: { id } };
  return null;
};
