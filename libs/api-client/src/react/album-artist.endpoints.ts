import {
  albumDtoSchema,
  artistAlbumDtoSchema,
  artistDetailDtoSchema,
  artistSongsDtoSchema,
} from '@cadenza/contract';
import type { AlbumDetail, AlbumPage } from '../lib/models/album';
import type { Artist, ArtistSongsPage } from '../lib/models/artist';
import {
  albumDetailFrom,
  artistAlbumsFrom,
  artistDetailFrom,
} from '../lib/normalize/album-artist.normalize';
import { domainApi, fetchValidated } from './endpoint-kit';
import { fetchSongDetails } from './song.endpoints';

/** A page of an artist's songs: hot first (`order=hot`) or newest first (`time`). */
export interface ArtistSongsArgs {
  id: number;
  limit?: number;
  offset?: number;
  order?: 'hot' | 'time';
}

/** A page of an artist's albums. */
export interface ArtistAlbumsArgs {
  id: number;
  limit?: number;
  offset?: number;
}

/** The artist's albums as pages: the artist, and the page size (default 30). */
export interface ArtistAlbumPagesArgs {
  id: number;
  limit?: number;
}

/** The artist page's album page size. */
export const ARTIST_ALBUM_PAGE_SIZE = 30;

/** Albums and artists (spec §7, contract §3.6–3.7). */
export const albumArtistApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /album?id`: the album and its songs (covers filled from the album). */
    getAlbum: builder.query<AlbumDetail, number>({
      query: (id) => ({ path: '/album', params: { id } }),
      rawResponseSchema: albumDtoSchema,
      transformResponse: albumDetailFrom,
    }),
    /** `GET /artist/detail?id`: the artist header. */
    getArtistDetail: builder.query<Artist, number>({
      query: (id) => ({ path: '/artist/detail', params: { id } }),
      rawResponseSchema: artistDetailDtoSchema,
      transformResponse: artistDetailFrom,
    }),
    /**
     * `GET /artist/songs?id&limit&offset&order` for the ids only, then `/song/detail` for the
     * songs (contract §3.7); `hasMore` is "the page was full".
     */
    getArtistSongs: builder.query<ArtistSongsPage, ArtistSongsArgs>({
      async queryFn({ id, limit = 30, offset = 0, order = 'hot' }, api, _extra, runQuery) {
        const answer = await fetchValidated(
          runQuery,
          { path: '/artist/songs', params: { id, limit, offset, order } },
          artistSongsDtoSchema,
          api.endpoint,
        );
        if ('error' in answer) return answer;
        const ids = answer.data.songs.map((song) => song.id);
        const songs = await fetchSongDetails(runQuery, ids, api.endpoint);
        return 'error' in songs
          ? songs
          : { data: { songs: songs.data, hasMore: songs.data.length >= limit } };
      },
    }),
    /** `GET /artist/album?id&limit&offset`: one page of the artist's albums. */
    getArtistAlbums: builder.query<AlbumPage, ArtistAlbumsArgs>({
      query: ({ id, limit = 30, offset = 0 }) => ({
        path: '/artist/album',
        params: { id, limit, offset },
      }),
      rawResponseSchema: artistAlbumDtoSchema,
      transformResponse: artistAlbumsFrom,
    }),
    /**
     * The artist's albums as pages kept together (the album grid loads on as it scrolls): page
     * params are offsets from 0, a next page while the upstream says `more`.
     */
    getArtistAlbumPages: builder.infiniteQuery<AlbumPage, ArtistAlbumPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) =>
          lastPage.more && lastPage.albums.length > 0
            ? lastOffset + lastPage.albums.length
            : undefined,
      },
      query: ({ queryArg: { id, limit = ARTIST_ALBUM_PAGE_SIZE }, pageParam: offset }) => ({
        path: '/artist/album',
        params: { id, limit, offset },
      }),
      rawResponseSchema: artistAlbumDtoSchema,
      transformResponse: artistAlbumsFrom,
    }),
  }),
});

/** React hooks of {@link albumArtistApi}. */
export const {
  useGetAlbumQuery,
  useGetArtistDetailQuery,
  useGetArtistSongsQuery,
  useGetArtistAlbumsQuery,
  useGetArtistAlbumPagesInfiniteQuery,
} = albumArtistApi;
