import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack, useIsPlaying, usePlayerSend } from '@cadenza/player-core/react';
import { useEffect } from 'react';
import { usePlatform } from '@cadenza/app-core';

/**
 * Desktop: tells the tray the current song and whether it plays (its tooltip and play/pause
 * entry) on changes only, and plays, pauses and skips for the tray menu's entries. Renders
 * nothing.
 */
export function TrayLink() {
  const { t } = useT();
  const tray = usePlatform().tray;
  const send = usePlayerSend();
  const track = useCurrentTrack();
  const playing = useIsPlaying();
  const title = track?.name ?? null;
  const artists =
    track?.artists.map((artist) => artist.name).join(t('common.artistSeparator')) ?? '';

  // Only the values: a new track object of the same song, or a render, reports nothing.
  useEffect(() => {
    tray?.reportNowPlaying(title === null ? null : { title, artists, playing });
  }, [tray, title, artists, playing]);

  useEffect(() => tray?.subscribeCommands((command) => send({ type: command })), [tray, send]);
  return null;
}
