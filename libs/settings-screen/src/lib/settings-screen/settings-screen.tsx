import { useT } from '@cadenza/i18n/react';
import { IconButton, Tabs } from '@cadenza/ui';
import { RiArrowLeftSLine } from '@remixicon/react';
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsMobileLayout } from '@cadenza/app-core';
import { AboutTab } from './about-tab';
import { ApplicationTab } from './application-tab';
import { BasicTab } from './basic-tab';
import { DonationTab } from './donation-tab';
import { NetworkTab } from './network-tab';
import { PlaybackTab } from './playback-tab';
import { SystemTab } from './system-tab';
import './settings.css';

/** The settings tabs of spec §2, in order. */
export const SETTINGS_TABS = [
  'basic',
  'playback',
  'application',
  'network',
  'system',
  'donation',
  'about',
] as const;

function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

/** One settings tab. */
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  basic: BasicTab,
  playback: PlaybackTab,
  application: ApplicationTab,
  network: NetworkTab,
  system: SystemTab,
  donation: DonationTab,
  about: AboutTab,
};

/**
 * The settings page (`/set`, kept alive, no page scroll, with a back button): a heading and
 * the seven tabs; each panel scrolls by itself. Every control is bound to its setting and saved
 * by the settings middleware as it changes; desktop-only options are disabled on the web with
 * the reason. Panels stay mounted, so an unsaved shortcut or proxy draft survives a tab switch.
 * `?tab=donation` (the traffic drawer's "donate") opens on that tab.
 */
export function SettingsScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<string>(isSettingsTab(asked) ? asked : 'basic');
  // Kept alive: a later link to another tab switches the page already open.
  useEffect(() => {
    if (isSettingsTab(asked)) setTab(asked);
  }, [asked]);
  // The desktop top bar has a back button; the mobile one does not, so the page brings its own.
  const mobile = useIsMobileLayout();
  return (
    <div className="cz-settings">
      <div className="cz-settings__head">
        {mobile && (
          <IconButton
            label={t('nav.back')}
            icon={<RiArrowLeftSLine />}
            onClick={() => navigate(-1)}
          />
        )}
        <h2 className="cz-settings__title">{t('settings.title')}</h2>
      </div>
      <Tabs
        className="cz-settings__tabs"
        label={t('settings.title')}
        value={tab}
        onValueChange={setTab}
        keepMounted
        tabs={SETTINGS_TABS.map((tab) => {
          const Content = TAB_CONTENT[tab];
          return {
            id: tab,
            label: t(`settings.tabs.${tab}`),
            content: (
              <div className="cz-settings__panel">
                <Content />
              </div>
            ),
          };
        })}
      />
    </div>
  );
}
