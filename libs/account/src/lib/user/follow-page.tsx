import type { FollowUser } from '@cadenza/api-client';
import { useGetUserFollowedsQuery, useGetUserFollowsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, CoverImage, SkeletonList, StateMessage } from '@cadenza/ui';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { useWhenVisible } from '@cadenza/songs';

/** Users per page (contract §3.9: `limit=30`). */
export const FOLLOW_PAGE_SIZE = 30;

/** Which list: who the user follows, or who follows them. */
export type FollowKind = 'follows' | 'followers';

/** Props of {@link FollowPage}. */
export interface FollowPageProps {
  kind: FollowKind;
  uid: number;
  /** 0 for the first page. */
  index: number;
  /** This is the last page asked for: it offers the next when there is one. */
  last: boolean;
  /** Asks for at least `count` pages (stable; called with this page's index + 2). */
  onShowPages(count: number): void;
}

/**
 * One page of a follows or followers list: its users as links to their pages, its own loading,
 * error (with a retry) and, for the first page, empty state. The last page, when more follow,
 * ends in a "load more" button that also presses itself as it scrolls into view.
 */
export function FollowPage({ kind, uid, index, last, onShowPages }: FollowPageProps) {
  const { t } = useT();
  const more = useCallback(() => onShowPages(index + 2), [onShowPages, index]);
  const args = { uid, limit: FOLLOW_PAGE_SIZE, offset: index * FOLLOW_PAGE_SIZE };
  // Both hooks are called, one skipped: which list a screen shows never changes while it lives.
  const follows = useGetUserFollowsQuery(args, { skip: kind !== 'follows' });
  const followers = useGetUserFollowedsQuery(args, { skip: kind !== 'followers' });
  const query = kind === 'follows' ? follows : followers;

  if (query.isLoading)
    return <SkeletonList count={index === 0 ? 8 : 3} rowHeight={64} label={t('common.loading')} />;
  if (!query.data) {
    return (
      <StateMessage
        tone="error"
        message={t('errors.general.userPageFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  const { users, hasMore } = query.data;
  if (index === 0 && users.length === 0) {
    return <StateMessage tone="empty" message={t(`user.${kind}.empty`)} />;
  }
  return (
    <>
      <ul className="cz-follow-list">
        {users.map((user) => (
          <li key={user.userId}>
            <FollowRow user={user} />
          </li>
        ))}
      </ul>
      {last && hasMore ? <LoadMore onMore={more} /> : null}
    </>
  );
}

function FollowRow({ user }: { user: FollowUser }) {
  const { t } = useT();
  return (
    <Link className="cz-follow-row" to={`/user/detail/${user.userId}`}>
      <CoverImage size={48} src={user.avatarUrl} alt="" radius="circle" />
      <span className="cz-follow-row__text">
        <span className="cz-follow-row__name">
          {user.nickname}
          {user.isArtist ? <span className="cz-user-badge">{t('user.artistBadge')}</span> : null}
        </span>
        <span className="cz-follow-row__signature">{user.signature || t('user.noSignature')}</span>
      </span>
    </Link>
  );
}

/** "Load more", pressed by the listener or by scrolling it into view. */
function LoadMore({ onMore }: { onMore(): void }) {
  const { t } = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useWhenVisible(sentinel, onMore, onMore, '0px');
  return (
    <div ref={sentinel} className="cz-follow-list__more">
      <Button variant="ghost" onClick={onMore}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
