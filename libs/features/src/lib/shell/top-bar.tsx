import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiArrowLeftSLine } from '@remixicon/react';
import { useNavigate } from 'react-router';
import { DownloadButton } from '../downloads/download-button';
import { SearchBox } from '../search/search-box';
import { GatewayStatus } from './gateway-status';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { UserEntry } from './user-entry';

/**
 * The desktop's top bar: back, the search field, the download button (desktop shell, while it
 * has something to show), the service state, theme, language and who is logged in (or the login
 * entry).
 */
export function TopBar() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <header className="cz-frame__topbar">
      <IconButton label={t('nav.back')} icon={<RiArrowLeftSLine />} onClick={() => navigate(-1)} />
      <SearchBox />
      <div className="cz-frame__topbar-end">
        <DownloadButton />
        <GatewayStatus />
        <ThemeToggle />
        <LanguageSwitch />
        <UserEntry />
      </div>
    </header>
  );
}
