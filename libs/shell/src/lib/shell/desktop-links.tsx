import { lazy } from 'react';
import {
  useCloseChoiceRequest,
  loadCloseChoiceDialog,
  loadTrayLink,
} from '@cadenza/desktop-features';
import type { PlatformBridge } from '@cadenza/platform';
import { useGlobalShortcutSync, loadGlobalShortcutActions } from '@cadenza/settings-screen';
import { LoadedOnceShown, PlayerLoadBoundary, AfterAppParts } from '@cadenza/app-core';

// The dialog loads the first time the shell asks; the links to the player load with it.
const CloseChoiceDialog = lazy(loadCloseChoiceDialog);
const TrayLink = lazy(loadTrayLink);
const GlobalShortcutActions = lazy(loadGlobalShortcutActions);

/**
 * The main window's links to the desktop shell (absent on the web): the saved shortcuts handed
 * to it, its close question answered in the close-choice dialog, the tray and the global
 * shortcuts driving the player. Listens from the start, on every route of the main window
 * (mini mode included), so no question or key press is missed while a screen loads.
 */
export function DesktopLinks({ platform }: { platform: PlatformBridge }) {
  const { closeChoice, tray, globalShortcuts } = platform;
  useGlobalShortcutSync(globalShortcuts);
  const { requestId, clear } = useCloseChoiceRequest(closeChoice);
  return (
    <>
      {closeChoice && (
        <LoadedOnceShown shown={requestId !== null}>
          <CloseChoiceDialog port={closeChoice} requestId={requestId} onAnswered={clear} />
        </LoadedOnceShown>
      )}
      {(tray || globalShortcuts) && (
        // Without a player there is nothing for the tray or a shortcut to drive.
        <PlayerLoadBoundary failed={null}>
          <AfterAppParts>
            {tray && <TrayLink />}
            {globalShortcuts && <GlobalShortcutActions />}
          </AfterAppParts>
        </PlayerLoadBoundary>
      )}
    </>
  );
}
