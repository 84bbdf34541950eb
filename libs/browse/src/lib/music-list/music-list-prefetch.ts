import { LIST_TYPES, playlistApi } from '@cadenza/api-client/react';
import type { ScreenPrefetch } from '@cadenza/app-core';
import { needsId, parseMusicListQuery } from './music-list-location';

/**
 * The music list's first query, asked as the navigation starts: the same arguments the screen
 * asks with, so it finds the answer in the cache. Lists without an id (the daily
 * recommendations, which need a login) and unknown types are left to the screen.
 */
export const prefetchMusicList: ScreenPrefetch = ({ params, search }, dispatch) => {
  const { type, id } = parseMusicListQuery(params['id'], search);
  if (!(LIST_TYPES as readonly string[]).includes(type) || !needsId(type) || id === undefined)
    return;
  void dispatch(playlistApi.util.prefetch('getListByType', { type, id }, {}));
};
