import { selectSession } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, StateMessage } from '@cadenza/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoutConfirm } from '../login/logout-confirm';
import { useAppSelector } from '../store/app-hooks';
import { UserPage } from './user-page';
import './user.css';

/**
 * The listener's own page (`/user`, kept alive, no page scroll): their profile, playlists and
 * listening ranking, and logging out. Anonymous, it invites them to log in (and brings them
 * back here after).
 */
export function UserScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const { profile } = useAppSelector(selectSession);
  const [confirming, setConfirming] = useState(false);

  if (!profile) {
    return (
      <div className="cz-user cz-user--anonymous">
        <h2 className="cz-user__anonymous-title">{t('user.title')}</h2>
        <StateMessage
          tone="empty"
          message={t('user.loginPrompt')}
          actionLabel={t('user.login')}
          onAction={() => void navigate('/login', { state: { from: '/user' } })}
        />
      </div>
    );
  }
  return (
    <>
      <UserPage
        uid={profile.userId}
        own
        vip={profile.vipType !== 0}
        actions={
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('user.logout')}
          </Button>
        }
      />
      <LogoutConfirm open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
