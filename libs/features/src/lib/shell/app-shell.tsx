import { useT } from '@cadenza/i18n/react';
import { useSetting } from '@cadenza/settings/react';
import { NavMenu } from '@cadenza/ui';
import { useLocation, useNavigate } from 'react-router';
import { KeepAliveOutlet } from '../routing/keep-alive-outlet';
import { GatewayStatus } from './gateway-status';
import { LanguageSwitch } from './language-switch';
import { MENU_ROUTES, findMenuRoute } from './menu-routes';
import { SettingsLoadNotice } from './settings-load-notice';
import './app-shell.css';

/**
 * The main layout shared by the web and desktop renderers: title bar, menu and the current
 * screen (kept-alive screens stay mounted while hidden). Menu clicks navigate in the page.
 */
export function AppShell() {
  const { t } = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const apiPort = useSetting('musicApiPort');
  const quality = useSetting('musicQuality');
  const items = MENU_ROUTES.map((route) => ({
    id: route.id,
    label: t(route.labelKey),
    href: route.path,
  }));
  return (
    <div className="cz-shell">
      <SettingsLoadNotice />
      <GatewayStatus />
      <header className="cz-shell__titlebar">
        <div>
          <h1 className="cz-shell__title">{t('app.name')}</h1>
          <p className="cz-shell__tagline">{t('app.tagline')}</p>
        </div>
        <LanguageSwitch />
      </header>
      <div className="cz-shell__body">
        <NavMenu
          label={t('nav.label')}
          items={items}
          activeId={findMenuRoute(pathname)?.id}
          onNavigate={(item) => navigate(item.href)}
        />
        <main className="cz-shell__content">
          <dl className="cz-shell__facts">
            <dt>{t('shell.apiPort')}</dt>
            <dd data-testid="api-port">{apiPort}</dd>
            <dt>{t('shell.musicQuality')}</dt>
            <dd data-testid="music-quality">{t(`quality.${quality}`)}</dd>
          </dl>
          <KeepAliveOutlet />
        </main>
      </div>
    </div>
  );
}
