import { useT } from '@cadenza/i18n/react';
import { Tabs } from '@cadenza/ui';
import { useState, type ReactNode } from 'react';
import { UserHeader } from './user-header';
import { UserPlaylists } from './user-playlists';
import { UserRecords } from './user-records';
import './user.css';

/** Props of {@link UserPage}. */
export interface UserPageProps {
  uid: number;
  /** The own page: its follows lists are `/user/follows` and `/user/followers`. */
  own?: boolean;
  vip?: boolean;
  actions?: ReactNode;
}

/**
 * A user's page (own or another's): the header, then the playlists and the listening ranking
 * as tabs. Each part loads and fails on its own; the page fills the screen and each tab
 * scrolls by itself.
 */
export function UserPage({ uid, own = false, vip, actions }: UserPageProps) {
  const { t } = useT();
  const [tab, setTab] = useState('playlists');
  const query = own ? '' : `?uid=${uid}`;
  return (
    <div className="cz-user">
      <div className="cz-user__top">
        <UserHeader
          uid={uid}
          followsPath={`/user/follows${query}`}
          followersPath={`/user/followers${query}`}
          vip={vip}
        />
        {/* Beside the header, not in it: logging out never waits for the profile to load. */}
        {actions ? <div className="cz-user__actions">{actions}</div> : null}
      </div>
      <Tabs
        className="cz-user__tabs"
        label={t('user.title')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            id: 'playlists',
            label: t('user.tabs.playlists'),
            content: tab === 'playlists' ? <UserPlaylists uid={uid} own={own} /> : null,
          },
          {
            id: 'records',
            label: t('user.tabs.records'),
            content: tab === 'records' ? <UserRecords uid={uid} /> : null,
          },
        ]}
      />
    </div>
  );
}
