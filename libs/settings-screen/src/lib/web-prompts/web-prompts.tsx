import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isMobileLayout } from '@cadenza/platform';
import { usePlatform, AfterAppParts } from '@cadenza/app-core';
import {
  TRAFFIC_DRAWER_DELAY_MS,
  installPromptDismissed,
  shouldRemindTraffic,
} from './traffic-reminder';

// Most visits never see a prompt open (or see it seconds later): the dialogs load then.
const WebPromptDialogs = lazy(() =>
  import('./web-prompt-dialogs').then((module) => ({ default: module.WebPromptDialogs })),
);

/** The install prompt waits for the page to settle before it asks. */
const INSTALL_PROMPT_DELAY_MS = 1500;

/** Set in the tab's session storage once the install prompt has been shown: once a session. */
const INSTALL_PROMPTED_KEY = 'cadenza.installPrompted';

function promptedThisSession(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(INSTALL_PROMPTED_KEY) === 'true';
  } catch {
    // Storage refused (a privacy mode): asking again next load is the lesser evil.
    return false;
  }
}

function rememberPrompted(): void {
  try {
    globalThis.sessionStorage?.setItem(INSTALL_PROMPTED_KEY, 'true');
  } catch {
    // As above: without session storage the prompt may come back next load.
  }
}

/**
 * The web build's two prompts (spec §2, §4): the install-app dialog (desktop widths, until "do
 * not prompt again") and the traffic drawer 20 s after load (until "I already support it", and
 * not within 24 h of "remind me later"). The desktop app shows neither. The install dialog asks
 * at most once a browser session, and only on home: a listener who followed a link to a list or
 * a song came for that page, so it waits until they are on home.
 */
export function WebPrompts() {
  const platform = usePlatform();
  const onHome = useLocation().pathname === '/';
  const [installOpen, setInstallOpen] = useState(false);
  const [trafficOpen, setTrafficOpen] = useState(false);
  const web = platform.kind === 'web';

  useEffect(() => {
    if (!web || !onHome) return;
    const install = setTimeout(() => {
      // A phone cannot install the desktop app: asked at the moment, not at the first render.
      const phone = isMobileLayout(window.innerWidth, navigator.userAgent);
      if (phone || installPromptDismissed(platform.storage) || promptedThisSession()) return;
      rememberPrompted();
      setInstallOpen(true);
    }, INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(install);
  }, [web, onHome, platform.storage]);

  useEffect(() => {
    if (!web) return;
    const traffic = setTimeout(() => {
      if (shouldRemindTraffic(platform.storage, Date.now())) setTrafficOpen(true);
    }, TRAFFIC_DRAWER_DELAY_MS);
    return () => clearTimeout(traffic);
  }, [web, platform.storage]);

  const [opened, setOpened] = useState(false);
  if (!opened && (installOpen || trafficOpen)) setOpened(true);
  if (!web || !opened) return null;
  return (
    <AfterAppParts>
      <WebPromptDialogs
        installOpen={installOpen}
        onInstallOpenChange={setInstallOpen}
        trafficOpen={trafficOpen}
        onTrafficOpenChange={setTrafficOpen}
      />
    </AfterAppParts>
  );
}
