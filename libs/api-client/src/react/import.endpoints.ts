import { playlistImportCreateDtoSchema, playlistImportStatusDtoSchema } from '@cadenza/contract';
import type { CreatedImportTask, ImportTask } from '../lib/models/import-task';
import { createdImportTaskFrom, importStatusFrom } from '../lib/normalize/import.normalize';
import { domainApi, fetchValidated, loginGate } from './endpoint-kit';

/** One song to import by its metadata. */
export interface ImportEntry {
  name: string;
  artist: string;
  album: string;
}

/**
 * What to import: links, free text, or metadata entries; into the liked songs
 * (`importStarPlaylist`) or a new playlist named `playlistName`.
 */
export interface CreateImportTaskArgs {
  source: { link: readonly string[] } | { text: string } | { local: readonly ImportEntry[] };
  importStarPlaylist?: boolean;
  playlistName?: string;
}

/** The POST body of `/playlist/import/name/task/create` (contract §2 row 42). */
export function importTaskBody({
  source,
  importStarPlaylist,
  playlistName,
}: CreateImportTaskArgs): Record<string, unknown> {
  const content =
    'link' in source
      ? { link: JSON.stringify(source.link) }
      : 'text' in source
        ? { text: encodeURIComponent(source.text) }
        : { local: JSON.stringify(source.local) };
  return importStarPlaylist
    ? { ...content, importStarPlaylist: true }
    : { ...content, playlistName };
}

/**
 * Playlist import (contract §3.11, desktop). Creating a task is login-gated (it writes to the
 * user's library): logged out, it answers `Please login first` without a request.
 */
export const importApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `POST /playlist/import/name/task/create`: starts an import; poll its status. */
    createImportTask: builder.mutation<CreatedImportTask, CreateImportTaskArgs>({
      async queryFn(args, api, _extra, runQuery) {
        const gate = loginGate(api);
        if (gate) return { error: gate };
        const answer = await fetchValidated(
          runQuery,
          { path: '/playlist/import/name/task/create', method: 'POST', body: importTaskBody(args) },
          playlistImportCreateDtoSchema,
          api.endpoint,
        );
        return 'error' in answer ? answer : { data: createdImportTaskFrom(answer.data) };
      },
      invalidatesTags: ['UserPlaylists', 'LikeList'],
    }),
    /** `GET /playlist/import/task/status?id`: the task's state (poll; never cached). */
    getImportTaskStatus: builder.query<ImportTask, number>({
      query: (id) => ({ path: '/playlist/import/task/status', params: { id } }),
      rawResponseSchema: playlistImportStatusDtoSchema,
      transformResponse: (dto: Parameters<typeof importStatusFrom>[0], _meta, id) =>
        importStatusFrom(dto, id),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** React hooks of {@link importApi}. */
export const { useCreateImportTaskMutation, useGetImportTaskStatusQuery } = importApi;
