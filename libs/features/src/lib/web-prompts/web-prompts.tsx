import { githubLatestReleasePageUrl, REFERENCE_INSTALLER_NAMING } from '@cadenza/api-client';
import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, Dialog, Drawer, Switch } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isMobileLayout, useIsMobileLayout } from '../layout/mobile-layout';
import { usePlatform } from '../platform/platform-context';
import {
  TRAFFIC_DRAWER_DELAY_MS,
  dismissInstallPrompt,
  installPromptDismissed,
  rememberTrafficAnswer,
  shouldRemindTraffic,
} from './traffic-reminder';
import './web-prompts.css';

/** Where the desktop app is downloaded (the update module's releases). */
const RELEASE_PAGE = githubLatestReleasePageUrl(REFERENCE_INSTALLER_NAMING.repo);
/** The install prompt waits for the page to settle before it asks. */
const INSTALL_PROMPT_DELAY_MS = 1500;

/**
 * The web build's two prompts (spec §2, §4): the install-app dialog (desktop widths, until "do
 * not prompt again") and the traffic drawer 20 s after load (until "I already support it", and
 * not within 24 h of "remind me later"). The desktop app shows neither.
 */
export function WebPrompts() {
  const platform = usePlatform();
  const [installOpen, setInstallOpen] = useState(false);
  const [trafficOpen, setTrafficOpen] = useState(false);
  const web = platform.kind === 'web';

  useEffect(() => {
    if (!web) return;
    const install = setTimeout(() => {
      // A phone cannot install the desktop app: asked at the moment, not at the first render.
      const phone = isMobileLayout(window.innerWidth, navigator.userAgent);
      if (!phone && !installPromptDismissed(platform.storage)) setInstallOpen(true);
    }, INSTALL_PROMPT_DELAY_MS);
    const traffic = setTimeout(() => {
      if (shouldRemindTraffic(platform.storage, Date.now())) setTrafficOpen(true);
    }, TRAFFIC_DRAWER_DELAY_MS);
    return () => {
      clearTimeout(install);
      clearTimeout(traffic);
    };
  }, [web, platform.storage]);

  if (!web) return null;
  return (
    <>
      <InstallDialog open={installOpen} onOpenChange={setInstallOpen} />
      <TrafficDrawer
        open={trafficOpen}
        onOpenChange={setTrafficOpen}
        onDownload={() => {
          setTrafficOpen(false);
          setInstallOpen(true);
        }}
      />
    </>
  );
}

function InstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT();
  const { storage } = usePlatform();
  const { data: health } = useGetHealthQuery();
  const [dontPrompt, setDontPrompt] = useState(false);
  const close = () => {
    if (dontPrompt) dismissInstallPrompt(storage);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('install.title')}
      description={t('install.content')}
      closeLabel={t('common.close')}
      width="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('install.cancel')}
          </Button>
          <Button
            onClick={() => {
              window.open(RELEASE_PAGE, '_blank', 'noopener,noreferrer');
              close();
            }}
          >
            {t('install.install')}
          </Button>
        </>
      }
    >
      <div className="cz-web-prompt">
        {health && <p>{t('install.version', { version: health.version })}</p>}
        <a href={RELEASE_PAGE} target="_blank" rel="noopener noreferrer">
          {t('install.releasePage')}
        </a>
        <Switch
          label={t('install.dontPrompt')}
          checked={dontPrompt}
          onCheckedChange={setDontPrompt}
        />
      </div>
    </Dialog>
  );
}

function TrafficDrawer({
  open,
  onOpenChange,
  onDownload,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDownload(): void;
}) {
  const { t } = useT();
  const { storage } = usePlatform();
  const navigate = useNavigate();
  const mobile = useIsMobileLayout();
  const answer = (choice: 'never' | 'later') => {
    rememberTrafficAnswer(storage, choice, Date.now());
    onOpenChange(false);
  };
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('traffic.title')}
      side={mobile ? 'bottom' : 'right'}
      size={mobile ? 'auto' : '360px'}
      closeLabel={t('common.close')}
    >
      <div className="cz-web-prompt">
        <p>{t('traffic.content')}</p>
        <div className="cz-web-prompt__actions">
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/set');
            }}
          >
            {t('traffic.donate')}
          </Button>
          <Button variant="ghost" onClick={onDownload}>
            {t('traffic.download')}
          </Button>
          <Button variant="ghost" onClick={() => answer('never')}>
            {t('traffic.supported')}
          </Button>
          <Button variant="ghost" onClick={() => answer('later')}>
            {t('traffic.remindLater')}
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
