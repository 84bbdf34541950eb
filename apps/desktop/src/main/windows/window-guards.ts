import type { BrowserWindow, Shell } from 'electron';
import type { OriginCheck } from '../security/origin-check';

/** Links the app may hand to the system browser: https only (checklist: vet `shell.openExternal`). */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Permissions the renderer may have; everything else (camera, geolocation, …) is refused. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  'clipboard-sanitized-write',
  'fullscreen',
]);

/** What {@link guardWindow} needs besides the window. */
export interface WindowGuardDeps {
  /** True for URLs of the app's own origin. */
  isAppUrl: OriginCheck;
  shell: Pick<Shell, 'openExternal'>;
  /** Where a link the system could not open is reported. */
  log: (message: string, error: unknown) => void;
}

/**
 * The guards every window of the app gets (Electron security checklist): permissions outside
 * {@link ALLOWED_PERMISSIONS} refused, new windows denied (https links go to the system browser),
 * and navigation or redirects away from the app's origin blocked.
 */
export function guardWindow(
  window: Pick<BrowserWindow, 'webContents'>,
  { isAppUrl, shell, log }: WindowGuardDeps,
): void {
  const { webContents } = window;
  webContents.session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  );
  webContents.session.setPermissionCheckHandler((_contents, permission) =>
    ALLOWED_PERMISSIONS.has(permission),
  );
  webContents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) {
      shell.openExternal(url).catch((error: unknown) => log(`could not open ${url}`, error));
    }
    return { action: 'deny' };
  });
  const keepOnApp = (navigation: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) navigation.preventDefault();
  };
  webContents.on('will-navigate', keepOnApp);
  webContents.on('will-redirect', keepOnApp);
}
