import { mvAllDtoSchema, mvUrlDtoSchema } from '@cadenza/contract';
import type { MvPage, MvUrl } from '../lib/models/mv';
import { mvPageFrom, mvUrlFrom } from '../lib/normalize/mv.normalize';
import { domainApi } from './endpoint-kit';

/** The MV page's page size (contract §2 row 36). */
export const MV_PAGE_SIZE = 42;

/** A page of MVs: page size, offset and area (`''` for all, else 内地/港台/欧美/日本/韩国). */
export interface MvAllArgs {
  limit?: number;
  offset?: number;
  area?: string;
}

/** MVs (spec §7, contract §3.10). */
export const mvApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /mv/all?limit=42&offset&area`: one page of MVs. */
    getMvAll: builder.query<MvPage, MvAllArgs | void>({
      query: (args) => ({
        path: '/mv/all',
        params: {
          limit: args?.limit ?? MV_PAGE_SIZE,
          offset: args?.offset ?? 0,
          area: args?.area ?? '',
        },
      }),
      rawResponseSchema: mvAllDtoSchema,
      transformResponse: (dto: Parameters<typeof mvPageFrom>[0], _meta, args) =>
        mvPageFrom(dto, args?.limit ?? MV_PAGE_SIZE),
    }),
    /** `GET /mv/url?id`: the video address. */
    getMvUrl: builder.query<MvUrl, number>({
      query: (id) => ({ path: '/mv/url', params: { id } }),
      rawResponseSchema: mvUrlDtoSchema,
      transformResponse: mvUrlFrom,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** React hooks of {@link mvApi}. */
export const { useGetMvAllQuery, useGetMvUrlQuery } = mvApi;
