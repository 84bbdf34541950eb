import { selectSessionUserId } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { IconButton, StateMessage } from '@cadenza/ui';
import { RiArrowLeftSLine } from '@remixicon/react';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsMobileLayout, useAppSelector } from '@cadenza/app-core';
import { FollowPage, type FollowKind } from './follow-page';
import { LoginInvite } from './login-invite';
import { parseUid } from './parse-uid';
import './user.css';

/**
 * Whose list a follows page shows: the `uid` of the query (from another user's page), else the
 * logged-in user's. `invalid` for a uid that is not a positive whole number; null when nobody
 * is named and nobody is logged in.
 */
export function followListOwner(
  queryUid: string | null,
  sessionUid: number | null,
): number | 'invalid' | null {
  if (queryUid === null) return sessionUid;
  return parseUid(queryUid) ?? 'invalid';
}

/**
 * `/user/follows` or `/user/followers`: the title (after a back button on mobile), and the users
 * page after page (30 each) as the list scrolls, each linking to their page.
 */
export function FollowListScreen({ kind }: { kind: FollowKind }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const owner = followListOwner(params.get('uid'), useAppSelector(selectSessionUserId));
  const mobile = useIsMobileLayout();

  let body;
  if (owner === 'invalid') {
    body = <StateMessage tone="error" message={t('validation.invalidUserId')} />;
  } else if (owner === null) {
    body = <LoginInvite from={`/user/${kind}`} />;
  } else {
    // Keyed by the owner: another user's list starts again from its first page.
    body = <FollowPages key={owner} kind={kind} uid={owner} />;
  }

  return (
    <div className="cz-follows">
      <div className="cz-follows__header">
        {/* The desktop's top bar has its back button; the mobile one has none. */}
        {mobile ? (
          <IconButton
            label={t('nav.back')}
            icon={<RiArrowLeftSLine />}
            onClick={() => void navigate(-1)}
          />
        ) : null}
        <h2 className="cz-follows__title">{t(`user.${kind}.title`)}</h2>
      </div>
      {body}
    </div>
  );
}

/** The pages of one user's list asked for so far, one more each time the end comes into view. */
function FollowPages({ kind, uid }: { kind: FollowKind; uid: number }) {
  const [pages, setPages] = useState(1);
  const showPages = useCallback((count: number) => setPages((shown) => Math.max(shown, count)), []);
  return Array.from({ length: pages }, (_, index) => (
    <FollowPage
      key={index}
      kind={kind}
      uid={uid}
      index={index}
      last={index === pages - 1}
      onShowPages={showPages}
    />
  ));
}

/** `/user/follows`: who the user follows. */
export function UserFollowsScreen() {
  return <FollowListScreen kind="follows" />;
}

/** `/user/followers`: who follows the user. */
export function UserFollowersScreen() {
  return <FollowListScreen kind="followers" />;
}
