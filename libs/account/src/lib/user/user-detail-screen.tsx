import { useT } from '@cadenza/i18n/react';
import { StateMessage } from '@cadenza/ui';
import { useParams } from 'react-router';
import { parseUid } from './parse-uid';
import { UserPage } from './user-page';
import './user.css';

/**
 * Another user's page (`/user/detail/{uid}`). A uid that is not a positive whole number says
 * 'Invalid User ID' (spec §5) without asking the server.
 */
export function UserDetailScreen() {
  const { t } = useT();
  const uid = parseUid(useParams().uid);
  if (uid === null) {
    return (
      <div className="cz-user">
        <StateMessage tone="error" message={t('validation.invalidUserId')} />
      </div>
    );
  }
  // Keyed by uid: going from one user to another starts on the first tab.
  return <UserPage key={uid} uid={uid} />;
}
