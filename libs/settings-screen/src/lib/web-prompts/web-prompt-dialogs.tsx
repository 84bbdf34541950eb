import { CADENZA_INSTALLER_NAMING, githubLatestReleasePageUrl } from '@cadenza/updater';
import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, Dialog, Drawer, Switch } from '@cadenza/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobileLayout, usePlatform } from '@cadenza/app-core';
import { dismissInstallPrompt, rememberTrafficAnswer } from './traffic-reminder';
import './web-prompts.css';

/** Where the desktop app is downloaded: the releases it also updates from. */
const RELEASE_PAGE = githubLatestReleasePageUrl(CADENZA_INSTALLER_NAMING.repo);

/** Props of {@link WebPromptDialogs}: which prompt is open, and the way to open or close each. */
export interface WebPromptDialogsProps {
  installOpen: boolean;
  onInstallOpenChange(open: boolean): void;
  trafficOpen: boolean;
  onTrafficOpenChange(open: boolean): void;
}

/** The install-app dialog and the traffic drawer; their own chunk, loaded when one first opens. */
export function WebPromptDialogs({
  installOpen,
  onInstallOpenChange,
  trafficOpen,
  onTrafficOpenChange,
}: WebPromptDialogsProps) {
  return (
    <>
      <InstallDialog open={installOpen} onOpenChange={onInstallOpenChange} />
      <TrafficDrawer
        open={trafficOpen}
        onOpenChange={onTrafficOpenChange}
        onDownload={() => {
          onTrafficOpenChange(false);
          onInstallOpenChange(true);
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
              navigate('/set?tab=donation');
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
