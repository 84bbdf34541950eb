import { selectSession } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, IconButton } from '@cadenza/ui';
import { RiUser3Line } from '@remixicon/react';
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector, AfterAppParts } from '@cadenza/app-core';

// The logged-in entry (avatar, dropdown, logout dialog) is not part of the first paint: it loads
// once a user is logged in; until then an empty pill of its size holds its place.
const UserEntryMenu = lazy(() =>
  import('./user-entry-menu').then((module) => ({ default: module.UserEntryMenu })),
);

/**
 * Who is logged in, at the end of the top bar: the user's avatar and nickname opening the user
 * menu (own page, log out), or a login entry while anonymous, which comes back here after the
 * login. `compact` (the mobile top bar) shows the avatar or a login icon alone.
 */
export function UserEntry({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { profile } = useAppSelector(selectSession);

  if (!profile) {
    const login = () =>
      void navigate('/login', pathname === '/login' ? {} : { state: { from: pathname + search } });
    return compact ? (
      <IconButton label={t('nav.login')} icon={<RiUser3Line />} onClick={login} />
    ) : (
      <Button variant="ghost" onClick={login}>
        {t('nav.login')}
      </Button>
    );
  }
  const placeholder = (
    <span
      className={`cz-user-entry cz-user-entry--placeholder${compact ? ' cz-user-entry--compact' : ''}`}
      aria-hidden="true"
    />
  );
  return (
    <AfterAppParts fallback={placeholder}>
      <UserEntryMenu profile={profile} compact={compact} />
    </AfterAppParts>
  );
}
