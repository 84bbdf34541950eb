import { useT } from '@cadenza/i18n/react';
import { useIsMobileLayout } from '@cadenza/app-core';
import { KeepAliveOutlet } from '../routing/keep-alive-outlet';
import { WebPrompts } from '@cadenza/settings-screen';
import { LazyOverlays } from './lazy-overlays';
import { LazyPlayBar } from './lazy-play-bar';
import { LazyUpdatePrompt } from './lazy-update-prompt';
import { MainMenu } from './main-menu';
import { MobileTopBar } from './mobile-top-bar';
import { NetworkOfflineBanner } from './network-offline-banner';
import { OfflineDemoBanner } from './offline-demo-banner';
import { SettingsLoadNotice } from './settings-load-notice';
import { TopBar } from './top-bar';
import './frame.css';

/**
 * The main layout shared by the web and desktop renderers. Desktop: the menu rail, the top bar,
 * the screen in a rounded panel, the play bar and the queue drawer. Mobile (spec §2, under 500 px
 * or a mobile agent): a compact top bar, the screen, the mobile play bar and the bottom menu.
 * Kept-alive screens stay mounted while hidden.
 */
export function AppShell() {
  const { t } = useT();
  const mobile = useIsMobileLayout();
  return (
    <div className={`cz-frame ${mobile ? 'cz-frame--mobile' : 'cz-frame--desktop'}`}>
      <a className="cz-frame__skip" href="#cz-main">
        {t('shell.skipToContent')}
      </a>
      {mobile ? (
        <MobileTopBar />
      ) : (
        <aside className="cz-frame__rail">
          <h1 className="cz-frame__brand">{t('app.name')}</h1>
          <MainMenu variant="rail" />
        </aside>
      )}
      {mobile ? null : <TopBar />}
      <main className="cz-frame__content" id="cz-main" tabIndex={-1}>
        <SettingsLoadNotice />
        <NetworkOfflineBanner />
        <OfflineDemoBanner />
        <KeepAliveOutlet />
      </main>
      <LazyPlayBar mobile={mobile} />
      {mobile ? <MainMenu variant="bar" /> : null}
      <LazyOverlays />
      <WebPrompts />
      <LazyUpdatePrompt />
    </div>
  );
}
