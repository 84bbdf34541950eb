import { selectSession } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button } from '@cadenza/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoutConfirm } from '../login/logout-confirm';
import { routeOf, useAppSelector } from '@cadenza/app-core';
import { LoginInvite } from './login-invite';
import { UserPage } from './user-page';
import './user.css';

/**
 * The listener's own page (`/user`, kept alive, no page scroll): their profile, playlists and
 * listening ranking, and logging out. Anonymous, it invites them to log in (and brings them
 * back here after). Either way it leads to the favourites and history, which the phone's menu
 * has no entry for.
 */
export function UserScreen() {
  const { t } = useT();
  const { profile } = useAppSelector(selectSession);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const toLibrary = (
    <Button variant="ghost" onClick={() => void navigate(routeOf('history').path)}>
      {t('user.library')}
    </Button>
  );

  if (!profile) return <LoginInvite from="/user">{toLibrary}</LoginInvite>;
  return (
    <>
      <UserPage
        uid={profile.userId}
        own
        vip={profile.vipType !== 0}
        actions={
          <>
            {toLibrary}
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('user.logout')}
            </Button>
          </>
        }
      />
      <LogoutConfirm open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
