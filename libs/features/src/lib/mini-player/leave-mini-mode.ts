import { STORAGE_KEYS } from '@cadenza/settings';
import type { PlatformBridge } from '../platform/platform-bridge';

/**
 * Leaves mini mode for `path`: the mini-mode guard goes back to the route saved on entering
 * (spec §2), so that route is made `path` first; without a path the saved one is kept.
 */
export function leaveMiniMode(
  platform: Pick<PlatformBridge, 'storage' | 'windowControls'>,
  path?: string,
): void {
  if (!platform.windowControls) return;
  if (path !== undefined) platform.storage.setItem(STORAGE_KEYS.currentRoute, path);
  platform.windowControls.setMiniMode(false);
}
