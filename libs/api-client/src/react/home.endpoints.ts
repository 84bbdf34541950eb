import {
  albumNewestDtoSchema,
  personalizedNewsongDtoSchema,
  recommendSongsDtoSchema,
  topArtistsDtoSchema,
  topSongDtoSchema,
  personalizedDtoSchema,
} from '@cadenza/contract';
import type { Album } from '../lib/models/album';
import type { Artist } from '../lib/models/artist';
import type { PlaylistCard } from '../lib/models/playlist';
import type { Song } from '../lib/models/song';
import {
  dailySongsFrom,
  newestAlbumsFrom,
  newSongsFrom,
  topArtistsFrom,
  topSongsFrom,
} from '../lib/normalize/home.normalize';
import { personalizedFrom } from '../lib/normalize/playlist.normalize';
import { domainApi } from './endpoint-kit';

/**
 * The home page (spec §7, contract §3.5). `getRecommendSongs` is not gated: the reference home
 * page calls it for anonymous users too (contract §7.1).
 */
export const homeApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /recommend/songs`: the daily songs (Shape A). */
    getRecommendSongs: builder.query<Song[], void>({
      query: () => '/recommend/songs',
      rawResponseSchema: recommendSongsDtoSchema,
      transformResponse: dailySongsFrom,
    }),
    /** `GET /personalized/newsong?limit=10`: recommended new songs (Shape B). */
    getPersonalizedNewsongs: builder.query<Song[], { limit?: number } | void>({
      query: (args) => ({ path: '/personalized/newsong', params: { limit: args?.limit ?? 10 } }),
      rawResponseSchema: personalizedNewsongDtoSchema,
      transformResponse: newSongsFrom,
    }),
    /**
     * `GET /top/song?type=0` (not called by 4.8.2): the newest releases of every region
     * (NetEase's 新歌速递), for the home page's "new songs".
     */
    getTopSongs: builder.query<Song[], void>({
      query: () => ({ path: '/top/song', params: { type: 0 } }),
      rawResponseSchema: topSongDtoSchema,
      transformResponse: topSongsFrom,
    }),
    /** `GET /top/artists?offset=0&limit=5`: the hot artists. */
    getTopArtists: builder.query<Artist[], { offset?: number; limit?: number } | void>({
      query: (args) => ({
        path: '/top/artists',
        params: { offset: args?.offset ?? 0, limit: args?.limit ?? 5 },
      }),
      rawResponseSchema: topArtistsDtoSchema,
      transformResponse: topArtistsFrom,
    }),
    /** `GET /album/newest`: the new albums. */
    getNewestAlbums: builder.query<Album[], void>({
      query: () => '/album/newest',
      rawResponseSchema: albumNewestDtoSchema,
      transformResponse: newestAlbumsFrom,
    }),
    /** `GET /personalized?limit=30` (not called by the reference client): recommended playlists. */
    getPersonalizedPlaylists: builder.query<PlaylistCard[], { limit?: number } | void>({
      query: (args) => ({ path: '/personalized', params: { limit: args?.limit ?? 30 } }),
      rawResponseSchema: personalizedDtoSchema,
      transformResponse: personalizedFrom,
    }),
  }),
});

/** React hooks of {@link homeApi}. */
export const {
  useGetRecommendSongsQuery,
  useGetPersonalizedNewsongsQuery,
  useGetTopSongsQuery,
  useGetTopArtistsQuery,
  useGetNewestAlbumsQuery,
  useGetPersonalizedPlaylistsQuery,
} = homeApi;
