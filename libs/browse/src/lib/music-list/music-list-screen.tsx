import {
  LIST_TYPES,
  playlistApi,
  selectIsLoggedIn,
  UNKNOWN_LIST_TYPE_MESSAGE,
  useGetListByTypeQuery,
} from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Skeleton, SkeletonList, StateMessage } from '@cadenza/ui';
import { Suspense, useDeferredValue } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppPlayerPending, useAppSelector } from '@cadenza/app-core';
import { usePrefetchHold } from '../use-prefetch-hold';
import { needsId, parseMusicListQuery } from './music-list-location';
import { MusicListView } from './music-list-view';
import './music-list.css';

/** Whether an RTK Query error is the api-client's answer to a list type it does not know. */
function isUnknownType(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    (error as { error: unknown }).error === UNKNOWN_LIST_TYPE_MESSAGE
  );
}

/**
 * The music list (`/music-list/{id?}`): a playlist, a chart (`?type=toplist`), an album
 * (`?type=album`) or the daily recommendations (`?type=dailyRecommend`, logged in). Another type
 * says it is unknown; a list that fails to load says so with a retry.
 */
export function MusicListScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const { type, id } = parseMusicListQuery(idParam, params);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loginNeeded = type === 'dailyRecommend' && !loggedIn;
  // An unknown type is asked anyway: the api-client answers it with 'unknown list type'.
  const known = (LIST_TYPES as readonly string[]).includes(type);
  const missingId = known && needsId(type) && id === undefined;
  const skip = loginNeeded || missingId;
  const query = useGetListByTypeQuery({ type, id }, { skip });
  // A list opened from a link has its detail asked on the click: its rows come in the
  // navigation's one render when the answer is quick.
  usePrefetchHold(
    skip || query.currentData
      ? null
      : playlistApi.util.getRunningQueryThunk('getListByType', { type, id }),
  );
  // The list's answer is a store update, which React renders at once: had the view suspended
  // there (its rows need the player, which may still be starting on a deep link), the skeleton
  // would have been committed as a fallback, and React holds a boundary's reveal back until
  // 300 ms after a fallback. While the player is on its way, the view renders deferred, in a
  // transition under the boundary already showing the skeleton: a suspension keeps the skeleton
  // as it is, and the rows commit as soon as what they wait for is in. With the player there,
  // nothing can suspend, and the rows render with the answer, in one pass, not sliced.
  const deferred = useDeferredValue(query.data);
  const list = useAppPlayerPending() ? deferred : query.data;

  if (loginNeeded) {
    return (
      <StateMessage
        className="cz-music-list__state"
        tone="empty"
        message={t('home.loginForDaily')}
        actionLabel={t('login.title')}
        onAction={() => navigate('/login')}
      />
    );
  }
  if (missingId) {
    return (
      <StateMessage
        className="cz-music-list__state"
        tone="error"
        message={t('errors.playlist.getFailed')}
      />
    );
  }
  if (query.isError && isUnknownType(query.error)) {
    return (
      <StateMessage
        className="cz-music-list__state"
        tone="error"
        message={t('errors.data.unknownListType')}
      />
    );
  }
  if (!list && query.isError) {
    return (
      <StateMessage
        className="cz-music-list__state"
        tone="error"
        message={t('errors.playlist.getFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  // One boundary for the skeleton and the view, so it is already showing when the view comes.
  const skeleton = <MusicListSkeleton label={t('common.loading')} />;
  return (
    <Suspense fallback={skeleton}>
      {list ? <MusicListView key={`${type}:${list.id}`} list={list} type={type} /> : skeleton}
    </Suspense>
  );
}

/** The list's shape while its detail loads: header placeholders, then row placeholders. */
function MusicListSkeleton({ label }: { label: string }) {
  return (
    <div className="cz-music-list" aria-busy="true">
      <div className="cz-music-list__header" aria-hidden="true">
        <Skeleton className="cz-music-list__cover cz-music-list__cover--placeholder" radius="md" />
        <div className="cz-music-list__facts">
          <Skeleton lines={3} />
        </div>
      </div>
      <div className="cz-music-list__tracks">
        <SkeletonList count={8} label={label} />
      </div>
    </div>
  );
}
