import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  userDetailDtoSchema,
  userFollowedsDtoSchema,
  userFollowsDtoSchema,
  userPlaylistDtoSchema,
  userRecordDtoSchema,
  userRecordHiddenDtoSchema,
} from '@cadenza/contract';
import type { ListenRecord } from '../lib/models/listen-record';
import type { PlaylistPage } from '../lib/models/playlist';
import type { FollowPage, UserProfile } from '../lib/models/user';
import {
  followPageFrom,
  listenRecordsFrom,
  userPlaylistsFrom,
  userProfileFrom,
} from '../lib/normalize/user.normalize';
import { domainApi } from './endpoint-kit';

/** The error of `getUserRecord` for a user who hides their listening ranking (code -2). */
export const LISTENING_HISTORY_HIDDEN_MESSAGE =
  'the user does not allow viewing their listening history';

/** A page of a user's lists: the user, page size and offset. */
export interface UserPageArgs {
  uid: number;
  limit?: number;
  offset?: number;
}

/** Whether `error` is `getUserRecord`'s "hidden" error (spec §6). */
export function isListeningHistoryHidden(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { error?: unknown }).error === LISTENING_HISTORY_HIDDEN_MESSAGE
  );
}

/**
 * The `/user/record` failure as the screens see it: the hidden case (HTTP 400 `{code:-2}`,
 * contract §3.9) becomes {@link LISTENING_HISTORY_HIDDEN_MESSAGE}; other errors pass unchanged.
 */
export function recordError(error: FetchBaseQueryError): FetchBaseQueryError {
  const hidden =
    typeof error.status === 'number' && userRecordHiddenDtoSchema.safeParse(error.data).success;
  return hidden
    ? { status: 'CUSTOM_ERROR', error: LISTENING_HISTORY_HIDDEN_MESSAGE, data: error.data }
    : error;
}

/** User pages (spec §7, contract §3.9). */
export const userApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /user/detail?uid`: the user page header. */
    getUserDetail: builder.query<UserProfile, number>({
      query: (uid) => ({ path: '/user/detail', params: { uid } }),
      rawResponseSchema: userDetailDtoSchema,
      transformResponse: userProfileFrom,
    }),
    /** `GET /user/playlist?uid&limit&offset` (the drawer asks for 999). */
    getUserPlaylists: builder.query<PlaylistPage, UserPageArgs>({
      query: ({ uid, limit = 30, offset = 0 }) => ({
        path: '/user/playlist',
        params: { uid, limit, offset },
      }),
      rawResponseSchema: userPlaylistDtoSchema,
      transformResponse: userPlaylistsFrom,
      providesTags: ['UserPlaylists'],
    }),
    /**
     * `GET /user/record?uid&type=0` with `noRetry`: the listening ranking (type 1: last week).
     * A hidden ranking fails with {@link LISTENING_HISTORY_HIDDEN_MESSAGE}.
     */
    getUserRecord: builder.query<ListenRecord[], { uid: number; type?: 0 | 1 }>({
      query: ({ uid, type = 0 }) => ({
        path: '/user/record',
        params: { uid, type },
        noRetry: true,
      }),
      rawResponseSchema: userRecordDtoSchema,
      transformResponse: listenRecordsFrom,
      transformErrorResponse: recordError,
    }),
    /** `GET /user/follows?uid&limit=30&offset`: who the user follows. */
    getUserFollows: builder.query<FollowPage, UserPageArgs>({
      query: ({ uid, limit = 30, offset = 0 }) => ({
        path: '/user/follows',
        params: { uid, limit, offset },
      }),
      rawResponseSchema: userFollowsDtoSchema,
      transformResponse: (dto: { follow: Parameters<typeof followPageFrom>[0] }, _meta, args) =>
        followPageFrom(dto.follow, args.limit ?? 30),
    }),
    /** `POST /user/followeds {uid, limit, offset}`: the user's followers. */
    getUserFolloweds: builder.query<FollowPage, UserPageArgs>({
      query: ({ uid, limit = 30, offset = 0 }) => ({
        path: '/user/followeds',
        method: 'POST',
        body: { uid, limit, offset },
      }),
      rawResponseSchema: userFollowedsDtoSchema,
      transformResponse: (dto: { followeds: Parameters<typeof followPageFrom>[0] }, _meta, args) =>
        followPageFrom(dto.followeds, args.limit ?? 30),
    }),
  }),
});

/** React hooks of {@link userApi}. */
export const {
  useGetUserDetailQuery,
  useGetUserPlaylistsQuery,
  useGetUserRecordQuery,
  useGetUserFollowsQuery,
  useGetUserFollowedsQuery,
} = userApi;
