import type { AccountProfile } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { Menu } from '@cadenza/ui';
import { RiLogoutBoxRLine, RiUser3Line } from '@remixicon/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoutConfirm } from '@cadenza/account';
import { UserEntryButton } from './user-entry-button';

/** The logged-in user's menu: their own page, and logging out (after a confirmation). */
export function UserEntryMenu({ profile, compact }: { profile: AccountProfile; compact: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu
        label={profile.nickname}
        align="end"
        trigger={<UserEntryButton profile={profile} compact={compact} />}
        items={[
          {
            id: 'profile',
            label: t('searchBar.userMenu.profile'),
            icon: <RiUser3Line />,
            onSelect: () => void navigate('/user'),
          },
          {
            id: 'logout',
            label: t('searchBar.userMenu.logout'),
            icon: <RiLogoutBoxRLine />,
            danger: true,
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      <LogoutConfirm open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
