import type { TranslationKey } from '@cadenza/i18n';
import type { MenuItemConstructorOptions } from 'electron';
import type { NowPlaying, TrayCommand } from '../../ipc/tray.contract';

/** Windows cuts a tray tooltip at 127 characters; longer ones are shortened here, visibly. */
export const TRAY_TOOLTIP_MAX = 127;

/** Translates a key into the interface language main follows. */
export type Translate = (key: TranslationKey) => string;

/** The tray's tooltip: the current song and its artists, or the app's name when none. */
export function trayTooltip(nowPlaying: NowPlaying | null, t: Translate): string {
  if (!nowPlaying) return t('app.name');
  const text = nowPlaying.artists
    ? `${nowPlaying.title} - ${nowPlaying.artists}`
    : nowPlaying.title;
  return text.length > TRAY_TOOLTIP_MAX ? `${text.slice(0, TRAY_TOOLTIP_MAX - 1)}…` : text;
}

/** What the tray menu's entries do. */
export interface TrayMenuActions {
  command: (command: TrayCommand) => void;
  show: () => void;
  quit: () => void;
}

/**
 * The tray menu in the interface language: play or pause (whichever the player would do), the
 * previous and next song (disabled when nothing is current), show the window, quit.
 */
export function trayMenuTemplate(
  nowPlaying: NowPlaying | null,
  t: Translate,
  actions: TrayMenuActions,
): MenuItemConstructorOptions[] {
  const hasSong = nowPlaying !== null;
  return [
    {
      id: 'toggle',
      label: nowPlaying?.playing ? t('tray.pause') : t('tray.play'),
      enabled: hasSong,
      click: () => actions.command('toggle'),
    },
    {
      id: 'previous',
      label: t('tray.previous'),
      enabled: hasSong,
      click: () => actions.command('previous'),
    },
    { id: 'next', label: t('tray.next'), enabled: hasSong, click: () => actions.command('next') },
    { type: 'separator' },
    { id: 'show', label: t('tray.show'), click: actions.show },
    { type: 'separator' },
    { id: 'quit', label: t('tray.quit'), click: actions.quit },
  ];
}
