import { useT } from '@cadenza/i18n/react';
import { IconButton } from '@cadenza/ui';
import { RiArrowLeftSLine } from '@remixicon/react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@cadenza/app-core';
import { SearchBox } from '@cadenza/browse';
import { GatewayStatus } from './gateway-status';
import { LanguageSwitch } from './language-switch';
import { LazyDownloadButton } from './lazy-download-button';
import { LazyTopActions } from './lazy-top-actions';
import { ThemeToggle } from './theme-toggle';
import { UserEntry } from './user-entry';
import { WindowControls } from './window-controls';

/**
 * The desktop's top bar: back, the search field, the download button (desktop shell, while it
 * has something to show), the service state, theme, language and who is logged in (or the login
 * entry). In the desktop app it is also the window's title bar: it drags the window, and ends
 * with the window's own buttons.
 */
export function TopBar() {
  const { t } = useT();
  const navigate = useNavigate();
  const { windowControls } = usePlatform();
  return (
    <header
      className={
        windowControls ? 'cz-frame__topbar cz-frame__topbar--title-bar' : 'cz-frame__topbar'
      }
      onDoubleClick={(event) => {
        // A double click on the bar itself (not a control) maximises, as on a native title bar.
        if (event.target === event.currentTarget) windowControls?.toggleMaximize();
      }}
    >
      <IconButton label={t('nav.back')} icon={<RiArrowLeftSLine />} onClick={() => navigate(-1)} />
      <SearchBox />
      <div className="cz-frame__topbar-end">
        <LazyTopActions />
        <LazyDownloadButton />
        <GatewayStatus />
        <ThemeToggle />
        <LanguageSwitch />
        <UserEntry />
        <WindowControls />
      </div>
    </header>
  );
}
