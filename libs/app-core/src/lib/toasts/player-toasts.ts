import type { PlayerNotice, PlayerRuntime } from '@cadenza/player-core';
import { toastShown, type ToastRequest } from './toasts.slice';

/** The translation keys of the player's notices. */
const NOTICE_KEYS = {
  'play-failed': 'player.notices.play-failed',
  'play-failed-next': 'player.notices.play-failed-next',
  'url-refetched': 'player.notices.url-refetched',
  'url-refetch-failed': 'player.notices.url-refetch-failed',
  'restore-failed': 'player.notices.restore-failed',
} as const satisfies Record<PlayerNotice['type'], string>;

/**
 * The toast of a player notice: what happened as the title, and why (the resolver's reason, a
 * translation key with its values) as the description when the player knows it.
 */
export function noticeToast(notice: PlayerNotice): ToastRequest {
  const titleKey = NOTICE_KEYS[notice.type];
  switch (notice.type) {
    case 'url-refetched':
      return { tone: 'success', titleKey };
    case 'restore-failed':
      return { tone: 'warning', titleKey };
    case 'url-refetch-failed':
      return { tone: 'error', titleKey };
    case 'play-failed':
    case 'play-failed-next':
      return {
        tone: notice.type === 'play-failed' ? 'error' : 'warning',
        titleKey,
        ...(notice.reason
          ? {
              descriptionKey: notice.reason.message,
              descriptionParams: { ...notice.reason.params },
            }
          : {}),
      };
  }
}

/** Shows every notice of the player as a toast; returns the unsubscribe. */
export function startPlayerToasts(
  player: Pick<PlayerRuntime, 'subscribe'>,
  dispatch: (action: ReturnType<typeof toastShown>) => unknown,
): () => void {
  return player.subscribe((event) => {
    if (event.type === 'notice') dispatch(toastShown(noticeToast(event.notice)));
  });
}
