import {
  bilibiliPlayurlDtoSchema,
  bilibiliSearchDtoSchema,
  bilibiliViewDtoSchema,
} from '@cadenza/contract';
import type { BilibiliAudioUrl, BilibiliSearchPage, BilibiliVideo } from '../lib/models/bilibili';
import {
  bilibiliAudioUrlFrom,
  bilibiliSearchPageFrom,
  bilibiliVideoFrom,
} from '../lib/normalize/bilibili.normalize';
import { BILIBILI_PLAYURL_DEFAULTS } from '../lib/resolve/video-site';
import { domainApi, fetchValidated } from './endpoint-kit';

/** The error of a play-url answer without any audio (spec §5). */
export const NO_AUDIO_ADDRESS_MESSAGE = 'no usable audio address found';

/** A video-site search page: keyword, page from 1, page size (30 on the search page). */
export interface BilibiliSearchArgs {
  keyword: string;
  page?: number;
  pagesize?: number;
}

/** A part to play, with the play-url options (defaults `qn=0&fnval=80&fnver=0&fourk=1`). */
export interface BilibiliPlayUrlArgs {
  bvid: string;
  cid: number;
  qn?: number;
  fnval?: number;
  fnver?: number;
  fourk?: number;
}

/** The video site through the gateway (spec §7 "Video-site calls", contract §4.2). */
export const bilibiliApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /bilibili/search?keyword&page&pagesize`: one page of videos. */
    searchBilibili: builder.query<BilibiliSearchPage, BilibiliSearchArgs>({
      query: ({ keyword, page = 1, pagesize = 30 }) => ({
        path: '/bilibili/search',
        params: { keyword, page, pagesize },
      }),
      rawResponseSchema: bilibiliSearchDtoSchema,
      transformResponse: (dto: Parameters<typeof bilibiliSearchPageFrom>[0], _meta, args) =>
        bilibiliSearchPageFrom(dto, args.pagesize ?? 30),
    }),
    /** `GET /bilibili/video/detail?bvid`: the video with its parts as songs. */
    getBilibiliVideo: builder.query<BilibiliVideo, string>({
      query: (bvid) => ({ path: '/bilibili/video/detail', params: { bvid } }),
      rawResponseSchema: bilibiliViewDtoSchema,
      transformResponse: bilibiliVideoFrom,
    }),
    /**
     * `GET /bilibili/playurl?bvid&cid&qn&fnval&fnver&fourk`: the first DASH audio, else the
     * first durl segment (play it through `bilibiliProxyUrl`).
     */
    getBilibiliPlayUrl: builder.query<BilibiliAudioUrl, BilibiliPlayUrlArgs>({
      async queryFn(args, api, _extra, runQuery) {
        const answer = await fetchValidated(
          runQuery,
          { path: '/bilibili/playurl', params: { ...BILIBILI_PLAYURL_DEFAULTS, ...args } },
          bilibiliPlayurlDtoSchema,
          api.endpoint,
        );
        if ('error' in answer) return answer;
        const audio = bilibiliAudioUrlFrom(answer.data);
        return audio
          ? { data: audio }
          : { error: { status: 'CUSTOM_ERROR', error: NO_AUDIO_ADDRESS_MESSAGE } };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

/** React hooks of {@link bilibiliApi}. */
export const { useSearchBilibiliQuery, useGetBilibiliVideoQuery, useGetBilibiliPlayUrlQuery } =
  bilibiliApi;
