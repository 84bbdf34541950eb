import { mvApi } from '@cadenza/api-client/react';
import type { ScreenPrefetch } from '@cadenza/app-core';
import { mvIdOf } from './mv-location';

/** An MV opened by its link (`/mv?id=`): its detail and its stream, asked as the navigation starts. */
export const prefetchMv: ScreenPrefetch = ({ search }, dispatch) => {
  const id = mvIdOf(search.get('id'));
  if (id === null) return;
  void dispatch(mvApi.util.prefetch('getMvDetail', id, {}));
  void dispatch(mvApi.util.prefetch('getMvUrl', id, {}));
};
