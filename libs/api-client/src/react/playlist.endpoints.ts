import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  albumDtoSchema,
  recommendSongsDtoSchema,
  playlistCatlistDtoSchema,
  toplistDtoSchema,
  topPlaylistDtoSchema,
  playlistCreateDtoSchema,
  playlistDetailDtoSchema,
  playlistSubscribeDtoSchema,
  playlistTracksDtoSchema,
  type PlaylistDetailDto,
} from '@cadenza/contract';
import type {
  CreatedPlaylist,
  Playlist,
  PlaylistCard,
  PlaylistCategory,
  PlaylistPage,
  PlaylistTracksResult,
} from '../lib/models/playlist';
import { playlistFromAlbum } from '../lib/normalize/album-artist.normalize';
import { playlistFromDailySongs } from '../lib/normalize/home.normalize';
import {
  categoriesFrom,
  createdPlaylistFrom,
  playlistFromDetail,
  toplistsFrom,
  topPlaylistPageFrom,
  tracksResultFrom,
} from '../lib/normalize/playlist.normalize';
import {
  domainApi,
  fetchValidated,
  loginGate,
  type EndpointResult,
  type RunQuery,
} from './endpoint-kit';

/** The list types of the list page (`/list/:type/:id`). */
export const LIST_TYPES = ['playlist', 'toplist', 'album', 'dailyRecommend'] as const;
/** A list type of {@link LIST_TYPES}. */
export type ListType = (typeof LIST_TYPES)[number];
/** The error of {@link playlistApi}'s `getListByType` for a type it does not know (spec §7). */
export const UNKNOWN_LIST_TYPE_MESSAGE = 'unknown list type';
/** The playlist square's page size (contract §2 row 18). */
export const TOP_PLAYLIST_PAGE_SIZE = 42;

/** A list to open: its type (any string: it comes from the route) and its id. */
export interface ListByTypeArgs {
  type: string;
  /** The playlist, chart or album id; unused by `dailyRecommend`. */
  id?: number;
}

/** A page of the playlist square: category (`''` = all), page size and offset. */
export interface TopPlaylistsArgs {
  cat?: string;
  limit?: number;
  offset?: number;
}

/** Adds (`add`) or removes (`del`) songs of one of the user's playlists. */
export interface PlaylistTracksArgs {
  op: 'add' | 'del';
  pid: number;
  trackIds: readonly number[];
}

function isListType(type: string): type is ListType {
  return (LIST_TYPES as readonly string[]).includes(type);
}

async function fetchPlaylist(
  runQuery: RunQuery,
  id: number,
  endpoint: string,
): Promise<EndpointResult<Playlist>> {
  const answer = await fetchValidated(
    runQuery,
    { path: '/playlist/detail', params: { id } },
    playlistDetailDtoSchema,
    endpoint,
  );
  return 'error' in answer ? answer : { data: withOrderFrozen(playlistFromDetail(answer.data)) };
}

/**
 * The playlist with its complete order frozen. What RTK Query keeps, immer freezes deeply, after
 * walking it for drafts: a frozen array it skips, instead of visiting 10,000 ids twice as the
 * list's detail comes in. The same array, as immer would have left it.
 */
function withOrderFrozen(playlist: Playlist): Playlist {
  Object.freeze(playlist.trackIds);
  return playlist;
}

/** The list page's list of `type` (`'unknown list type'` without a request for other types). */
async function fetchListByType(
  runQuery: RunQuery,
  { type, id = 0 }: ListByTypeArgs,
  endpoint: string,
): Promise<EndpointResult<Playlist>> {
  if (!isListType(type)) {
    return { error: { status: 'CUSTOM_ERROR', error: UNKNOWN_LIST_TYPE_MESSAGE } };
  }
  switch (type) {
    case 'playlist':
    case 'toplist':
      return fetchPlaylist(runQuery, id, endpoint);
    case 'album': {
      const request = { path: '/album', params: { id } };
      const answer = await fetchValidated(runQuery, request, albumDtoSchema, endpoint);
      return 'error' in answer ? answer : { data: playlistFromAlbum(answer.data) };
    }
    case 'dailyRecommend': {
      const answer = await fetchValidated(
        runQuery,
        '/recommend/songs',
        recommendSongsDtoSchema,
        endpoint,
      );
      return 'error' in answer ? answer : { data: playlistFromDailySongs(answer.data) };
    }
  }
}

/** The wrapped `/playlist/tracks` answer: an inner code other than 200 is a failure. */
function tracksOutcome(
  dto: Parameters<typeof tracksResultFrom>[0],
): EndpointResult<PlaylistTracksResult> {
  if (dto.body.code === 200) return { data: tracksResultFrom(dto) };
  const error: FetchBaseQueryError = {
    status: 'CUSTOM_ERROR',
    error: dto.body.message ?? `playlist tracks failed with code ${dto.body.code}`,
    data: dto.body,
  };
  return { error };
}

/**
 * Playlists, the square, charts and the list page (spec §7, contract §3.4). Creating a playlist,
 * changing its tracks and subscribing are login-gated (spec §6): logged out, they answer
 * `Please login first` without a request.
 */
export const playlistApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /playlist/detail?id`: header, complete order (`trackIds`) and the first rows. */
    getPlaylistDetail: builder.query<Playlist, number>({
      query: (id) => ({ path: '/playlist/detail', params: { id } }),
      rawResponseSchema: playlistDetailDtoSchema,
      transformResponse: (dto: PlaylistDetailDto) => withOrderFrozen(playlistFromDetail(dto)),
      providesTags: (_result, _error, id) => [{ type: 'Playlist', id }],
    }),
    /**
     * The list page: `playlist`/`toplist` (`/playlist/detail`), `album` (`/album`),
     * `dailyRecommend` (`/recommend/songs`); any other type fails with 'unknown list type'.
     */
    getListByType: builder.query<Playlist, ListByTypeArgs>({
      queryFn: (args, api, _extra, runQuery) => fetchListByType(runQuery, args, api.endpoint),
      providesTags: (_result, _error, { type, id }) =>
        type === 'playlist' || type === 'toplist' ? [{ type: 'Playlist', id }] : [],
    }),
    /** `POST /playlist/create {name, privacy}` (login-gated; privacy 10 = private). */
    createPlaylist: builder.mutation<CreatedPlaylist, { name: string; privacy?: 0 | 10 }>({
      async queryFn({ name, privacy = 0 }, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          { path: '/playlist/create', method: 'POST', body: { name, privacy } },
          playlistCreateDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: createdPlaylistFrom(answer.data) };
      },
      invalidatesTags: ['UserPlaylists'],
    }),
    /** `POST /playlist/tracks {op, pid, tracks}` (login-gated). */
    updatePlaylistTracks: builder.mutation<PlaylistTracksResult, PlaylistTracksArgs>({
      async queryFn({ op, pid, trackIds }, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          {
            path: '/playlist/tracks',
            method: 'POST',
            body: { op, pid, tracks: trackIds.join(',') },
          },
          playlistTracksDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : tracksOutcome(answer.data);
      },
      invalidatesTags: (_result, _error, { pid }) => [
        { type: 'Playlist', id: pid },
        'UserPlaylists',
      ],
    }),
    /** `POST /playlist/subscribe?t=1|2&id` (login-gated; the params go in the query). */
    subscribePlaylist: builder.mutation<null, { id: number; subscribe: boolean }>({
      async queryFn({ id, subscribe }, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          { path: '/playlist/subscribe', method: 'POST', params: { t: subscribe ? 1 : 2, id } },
          playlistSubscribeDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: null };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Playlist', id }, 'UserPlaylists'],
    }),
    /** `GET /playlist/catlist`: the category chips. */
    getPlaylistCategories: builder.query<PlaylistCategory[], void>({
      query: () => '/playlist/catlist',
      rawResponseSchema: playlistCatlistDtoSchema,
      transformResponse: categoriesFrom,
    }),
    /** `GET /top/playlist?cat&limit=42&offset`: one page of the square (`more` for paging). */
    getTopPlaylists: builder.query<PlaylistPage, TopPlaylistsArgs | void>({
      query: (args) => ({
        path: '/top/playlist',
        params: {
          cat: args?.cat ?? '',
          limit: args?.limit ?? TOP_PLAYLIST_PAGE_SIZE,
          offset: args?.offset ?? 0,
        },
      }),
      rawResponseSchema: topPlaylistDtoSchema,
      transformResponse: topPlaylistPageFrom,
    }),
    /**
     * The playlist square of one category as pages kept together (the grid scrolls on): offsets
     * of {@link TOP_PLAYLIST_PAGE_SIZE}, a next page while the upstream says there is `more`.
     */
    topPlaylistPages: builder.infiniteQuery<PlaylistPage, { cat?: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) =>
          lastPage.more && lastPage.playlists.length > 0
            ? lastOffset + TOP_PLAYLIST_PAGE_SIZE
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        path: '/top/playlist',
        params: { cat: queryArg.cat ?? '', limit: TOP_PLAYLIST_PAGE_SIZE, offset: pageParam },
      }),
      rawResponseSchema: topPlaylistDtoSchema,
      transformResponse: topPlaylistPageFrom,
    }),
    /** `GET /toplist`: the charts. */
    getToplists: builder.query<PlaylistCard[], void>({
      query: () => '/toplist',
      rawResponseSchema: toplistDtoSchema,
      transformResponse: toplistsFrom,
    }),
  }),
});

/** React hooks of {@link playlistApi}. */
export const {
  useGetPlaylistDetailQuery,
  useGetListByTypeQuery,
  useCreatePlaylistMutation,
  useUpdatePlaylistTracksMutation,
  useSubscribePlaylistMutation,
  useGetPlaylistCategoriesQuery,
  useGetTopPlaylistsQuery,
  useTopPlaylistPagesInfiniteQuery,
  useGetToplistsQuery,
} = playlistApi;
