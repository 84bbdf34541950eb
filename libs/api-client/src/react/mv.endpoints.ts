import { mvAllDtoSchema, mvDetailDtoSchema, mvUrlDtoSchema } from '@cadenza/contract';
import type { Mv, MvPage, MvUrl } from '../lib/models/mv';
import { mvFrom, mvPageFrom, mvUrlFrom } from '../lib/normalize/mv.normalize';
import { domainApi } from './endpoint-kit';

/** The MV page's page size (contract §2 row 36). */
export const MV_PAGE_SIZE = 42;

/** The areas of `/mv/all` (`''` for all). */
export const MV_AREAS = ['', '内地', '港台', '欧美', '日本', '韩国'] as const;
/** The types of `/mv/all` (`''` for all; NCM-A's `类型` tag). */
export const MV_TYPES = ['', '官方版', '原生', '现场版', '网易出品'] as const;
/** The orders of `/mv/all` (NCM-A's `排序` tag; `''` is its default, 上升最快). */
export const MV_ORDERS = ['', '最热', '最新'] as const;

/** An MV area, type or order, as `/mv/all` takes it. */
export type MvArea = (typeof MV_AREAS)[number];
/** An MV type of `/mv/all`. */
export type MvType = (typeof MV_TYPES)[number];
/** An MV order of `/mv/all`. */
export type MvOrder = (typeof MV_ORDERS)[number];

/** The filters of the MV page: area, type and order (each `''` for the upstream's default). */
export interface MvFilters {
  area?: string;
  type?: string;
  order?: string;
}

/** A page of MVs: page size, offset and the filters. */
export interface MvAllArgs extends MvFilters {
  limit?: number;
  offset?: number;
}

/** The query of one `/mv/all` page: the filters are sent only when chosen. */
function mvAllRequest({ limit = MV_PAGE_SIZE, offset = 0, area, type, order }: MvAllArgs) {
  return {
    path: '/mv/all',
    params: {
      limit,
      offset,
      area: area ?? '',
      ...(type ? { type } : {}),
      ...(order ? { order } : {}),
    },
  };
}

/** MVs (spec §7, contract §3.10). */
export const mvApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /mv/all?limit=42&offset&area[&type][&order]`: one page of MVs. */
    getMvAll: builder.query<MvPage, MvAllArgs | void>({
      query: (args) => mvAllRequest(args ?? {}),
      rawResponseSchema: mvAllDtoSchema,
      transformResponse: (dto: Parameters<typeof mvPageFrom>[0], _meta, args) =>
        mvPageFrom(dto, args?.limit ?? MV_PAGE_SIZE),
    }),
    /**
     * The MVs of a filter as pages kept together (the grid loads on as it scrolls): page params
     * are offsets from 0, a next page while the last one was full.
     */
    getMvPages: builder.infiniteQuery<MvPage, MvFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastOffset) =>
          lastPage.hasMore ? lastOffset + MV_PAGE_SIZE : undefined,
      },
      query: ({ queryArg, pageParam }) => mvAllRequest({ ...queryArg, offset: pageParam }),
      rawResponseSchema: mvAllDtoSchema,
      transformResponse: (dto: Parameters<typeof mvPageFrom>[0]) => mvPageFrom(dto, MV_PAGE_SIZE),
    }),
    /**
     * `GET /mv/detail?mvid`: one MV's card (name, artists, cover), for an MV opened by its id
     * alone (a search result's link).
     */
    getMvDetail: builder.query<Mv, number>({
      query: (mvid) => ({ path: '/mv/detail', params: { mvid } }),
      rawResponseSchema: mvDetailDtoSchema,
      transformResponse: (dto: { data: Parameters<typeof mvFrom>[0] }) => mvFrom(dto.data),
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
export const {
  useGetMvAllQuery,
  useGetMvPagesInfiniteQuery,
  useGetMvDetailQuery,
  useGetMvUrlQuery,
} = mvApi;
