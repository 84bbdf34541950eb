import { bilibiliApi } from '@cadenza/api-client/react';
import type { ScreenPrefetch } from '@cadenza/app-core';

/** The video-site page's video detail (header and parts), asked as the navigation starts. */
export const prefetchVideoSite: ScreenPrefetch = ({ params }, dispatch) => {
  const bvid = params['bvid'] ?? '';
  if (bvid !== '') void dispatch(bilibiliApi.util.prefetch('getBilibiliVideo', bvid, {}));
};
