import { albumArtistApi } from '@cadenza/api-client/react';
import type { ScreenPrefetch } from '@cadenza/app-core';
import { artistIdOf } from './artist-location';

/** The artist page's detail (header and hot songs), asked as the navigation starts. */
export const prefetchArtist: ScreenPrefetch = ({ params }, dispatch) => {
  const id = artistIdOf(params['id']);
  if (id !== null) void dispatch(albumArtistApi.util.prefetch('getArtistDetail', id, {}));
};
