import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  likeDtoSchema,
  likelistDtoSchema,
  lyricNewDtoSchema,
  songDetailDtoSchema,
  songDownloadUrlDtoSchema,
  songUrlV1DtoSchema,
} from '@cadenza/contract';
import { createLyricCache, loadLyric } from '../lib/cache/lyric-cache';
import type { Lyric, SongUrl } from '../lib/models/playback';
import type { Song } from '../lib/models/song';
import {
  likeIdsFrom,
  lyricFrom,
  songDownloadUrlFrom,
  songUrlV1From,
} from '../lib/normalize/playback.normalize';
import { songFromShapeA } from '../lib/normalize/song.normalize';
import { DEFAULT_SONG_URL_LEVEL } from '../lib/resolve/song-url-chain';
import {
  chunk,
  domainApi,
  fetchValidated,
  loginGate,
  mapLimited,
  type EndpointResult,
  type RunQuery,
} from './endpoint-kit';
import type { ApiContext } from './cadenza-api';
import { selectSessionToken, selectSessionUserId } from './session.slice';

/** `/song/detail` takes at most this many ids per call (contract §2 row 9). */
export const SONG_DETAIL_BATCH_SIZE = 500;
/** Batches of one `getSongDetails` call in flight at once. */
export const SONG_DETAIL_CONCURRENCY = 4;

/** A song URL request: the song and the quality (`musicQuality`, default `higher`). */
export interface SongUrlArgs {
  id: number;
  level?: string;
}

/**
 * The songs of `ids` through `/song/detail`, in batches of {@link SONG_DETAIL_BATCH_SIZE}, in the
 * order of `ids` (ids the server does not know are left out). The first failing batch fails all.
 */
export async function fetchSongDetails(
  runQuery: RunQuery,
  ids: readonly number[],
  endpoint: string,
): Promise<EndpointResult<Song[]>> {
  if (ids.length === 0) return { data: [] };
  let failure: FetchBaseQueryError | null = null;
  const batches = await mapLimited(
    chunk(ids, SONG_DETAIL_BATCH_SIZE),
    SONG_DETAIL_CONCURRENCY,
    async (batch) => {
      if (failure) return [];
      const answer = await fetchValidated(
        runQuery,
        { path: '/song/detail', params: { ids: batch.join(',') } },
        songDetailDtoSchema,
        endpoint,
      );
      if ('error' in answer) {
        failure ??= answer.error;
        return [];
      }
      return answer.data.songs.map((song) => songFromShapeA(song));
    },
  );
  if (failure) return { error: failure };
  const byId = new Map<number | string, Song>();
  for (const song of batches.flat()) byId.set(song.id, song);
  return { data: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * Playback, song detail, lyrics and likes (spec §7 "Songs and lists", contract §3.2–3.3).
 * `getSongDownloadUrl`, `likeSong` and `getLikeList` are login-gated (spec §6): logged out, they
 * answer `Please login first` without a request.
 */
export const songApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /song/url/v1?id&level`: the song's audio address. */
    getSongUrl: builder.query<SongUrl, SongUrlArgs>({
      query: ({ id, level = DEFAULT_SONG_URL_LEVEL }) => ({
        path: '/song/url/v1',
        params: { id, level },
      }),
      rawResponseSchema: songUrlV1DtoSchema,
      transformResponse: (dto: Parameters<typeof songUrlV1From>[0], _meta, { id }) =>
        songUrlV1From(dto, id),
      keepUnusedDataFor: 0,
    }),
    /**
     * `GET /song/download/url/v1?id&level&cookie="<token> os=pc;"` (login-gated; the server
     * answers a usable URL only to a VIP, spec §6).
     */
    getSongDownloadUrl: builder.query<SongUrl, SongUrlArgs>({
      async queryFn({ id, level = DEFAULT_SONG_URL_LEVEL }, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const token = selectSessionToken(api.getState());
        const answer = await fetchValidated(
          runQuery,
          {
            path: '/song/download/url/v1',
            params: { id, level, cookie: token ? `${token} os=pc;` : undefined },
          },
          songDownloadUrlDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: songDownloadUrlFrom(answer.data) };
      },
      keepUnusedDataFor: 0,
    }),
    /** `GET /song/detail?ids=…`: any number of ids, in batches of 500, in order. */
    getSongDetails: builder.query<Song[], readonly number[]>({
      queryFn: (ids, api, _extra, runQuery) => fetchSongDetails(runQuery, ids, api.endpoint),
    }),
    /**
     * `GET /lyric/new?id`: the LRC text, its translation, and word-by-word lines when any. Kept
     * in `musicDB.music_lyric` for 10 days when the store has the database: a fresh copy
     * answers without a request, and a stale one still answers when the refetch fails.
     */
    getLyric: builder.query<Lyric, number>({
      async queryFn(id, api, _extra, runQuery) {
        const context = api.extra as ApiContext;
        const cache = createLyricCache<Lyric>(
          (await context.musicDb) ?? null,
          context.now ?? Date.now,
        );
        try {
          return {
            data: await loadLyric(cache, id, async () => {
              const answer = await fetchValidated(
                runQuery,
                { path: '/lyric/new', params: { id } },
                lyricNewDtoSchema,
                api.endpoint,
              );
              if ('error' in answer) throw new LyricFetchError(answer.error);
              return lyricFrom(answer.data);
            }),
          };
        } catch (error) {
          if (error instanceof LyricFetchError) return { error: error.queryError };
          throw error;
        }
      },
    }),
    /** `GET /like?id&like` (login-gated): likes or unlikes a catalogue song. */
    likeSong: builder.mutation<null, { id: number; like: boolean }>({
      async queryFn({ id, like }, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          { path: '/like', params: { id, like } },
          likeDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: null };
      },
      invalidatesTags: ['LikeList'],
    }),
    /**
     * `GET /likelist?uid` with `noLogin` (login-gated): the liked song ids of `uid`, by default
     * the logged-in user's.
     */
    getLikeList: builder.query<number[], number | void>({
      async queryFn(uid, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          {
            path: '/likelist',
            params: { uid: uid ?? selectSessionUserId(api.getState()) ?? undefined },
            noLogin: true,
          },
          likelistDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: likeIdsFrom(answer.data) };
      },
      providesTags: ['LikeList'],
    }),
  }),
});

/** React hooks of {@link songApi}. */
export const {
  useGetSongUrlQuery,
  useGetSongDownloadUrlQuery,
  useGetSongDetailsQuery,
  useGetLyricQuery,
  useLikeSongMutation,
  useGetLikeListQuery,
} = songApi;

/** A failed lyric request inside the cache's fetch: carries the query error back out. */
class LyricFetchError extends Error {
  constructor(readonly queryError: FetchBaseQueryError) {
    super('the lyric request failed');
  }
}
