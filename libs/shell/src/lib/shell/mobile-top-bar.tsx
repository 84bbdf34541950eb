import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiSearchLine, RiSettings3Line } from '@remixicon/react';
import { useNavigate } from 'react-router';
import { ThemeToggle } from './theme-toggle';
import { UserEntry } from './user-entry';

/**
 * The mobile top bar: the app's name, search, settings (not in the bottom menu; language is
 * there), theme, and the user's avatar (or a login icon).
 */
export function MobileTopBar() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <header className="cz-frame__topbar cz-frame__topbar--mobile">
      <h1 className="cz-frame__brand">{t('app.name')}</h1>
      <div className="cz-frame__topbar-end">
        <IconButton
          label={t('nav.search')}
          icon={<RiSearchLine />}
          onClick={() => navigate('/search')}
        />
        <IconButton
          label={t('nav.set')}
          icon={<RiSettings3Line />}
          onClick={() => navigate('/set')}
        />
        <ThemeToggle />
        <UserEntry compact />
      </div>
    </header>
  );
}
