import type { UserProfile } from '@cadenza/api-client';
import { useGetUserDetailQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CoverImage, Skeleton } from '@cadenza/ui';
import { Link } from 'react-router';
import { QueryState, useFormatCount } from '@cadenza/songs';
import { useIsMobileLayout } from '@cadenza/app-core';

/** Props of {@link UserHeader}. */
export interface UserHeaderProps {
  uid: number;
  /** Where the follows and followers counts lead. */
  followsPath: string;
  followersPath: string;
  /** Shows the VIP badge (the own page knows it from the account). */
  vip?: boolean;
}

/**
 * A user page's header: avatar, nickname, level, VIP and artist badges, signature, and the
 * follows and followers counts (万/亿) leading to the two lists. While it loads it keeps its
 * shape; if it fails it says so with a retry, and the rest of the page stays.
 */
export function UserHeader({ uid, followsPath, followersPath, vip }: UserHeaderProps) {
  const query = useGetUserDetailQuery(uid);
  return (
    <QueryState
      query={query}
      loading={<UserHeaderSkeleton />}
      errorKey="errors.general.userPageFailed"
    >
      {(user) => (
        <UserHeaderView
          user={user}
          followsPath={followsPath}
          followersPath={followersPath}
          vip={vip}
        />
      )}
    </QueryState>
  );
}

function UserHeaderView({
  user,
  followsPath,
  followersPath,
  vip,
}: Omit<UserHeaderProps, 'uid'> & { user: UserProfile }) {
  const { t } = useT();
  const count = useFormatCount();
  const avatarSize = useIsMobileLayout() ? 64 : 96;
  return (
    <header className="cz-user-header">
      <CoverImage
        className="cz-user-header__avatar"
        size={avatarSize}
        src={user.avatarUrl}
        alt=""
        radius="circle"
      />
      <div className="cz-user-header__info">
        <h2 className="cz-user-header__name" title={user.nickname}>
          {user.nickname}
        </h2>
        <p className="cz-user-header__badges">
          <span className="cz-user-badge">{t('user.level', { level: user.level })}</span>
          {vip ? (
            <span className="cz-user-badge cz-user-badge--accent">{t('user.vip')}</span>
          ) : null}
          {user.isArtist ? (
            <span className="cz-user-badge cz-user-badge--accent">{t('user.artistBadge')}</span>
          ) : null}
        </p>
        <p className="cz-user-header__signature">{user.signature || t('user.noSignature')}</p>
        <p className="cz-user-header__stats">
          <Link to={followsPath} className="cz-user-header__stat">
            <strong>{count(user.follows)}</strong> {t('user.stats.follows')}
          </Link>
          <Link to={followersPath} className="cz-user-header__stat">
            <strong>{count(user.followeds)}</strong> {t('user.stats.followers')}
          </Link>
        </p>
      </div>
    </header>
  );
}

function UserHeaderSkeleton() {
  const { t } = useT();
  const avatarSize = useIsMobileLayout() ? 64 : 96;
  return (
    <div className="cz-user-header" role="status" aria-label={t('common.loading')}>
      <Skeleton width={avatarSize} radius="circle" />
      <div className="cz-user-header__info" aria-hidden="true">
        <Skeleton width="40%" height={28} />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}
