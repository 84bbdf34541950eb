import { platformTimers } from '@cadenza/ports';
import { useEffect } from 'react';
import { useToggleFavorite } from '@cadenza/songs';
import { useAppPlayer, usePlatform } from '@cadenza/app-core';
import { createNowPlayingReporter } from './now-playing-reporter';
import { nowPlayingOf } from './remote-now-playing';
import { runRemoteCommand } from './run-remote-command';

/**
 * Joins the desktop shell's remote control to the player: runs the remotes' commands and reports
 * what plays (throttled, only changes). Mounted by the shell only where the platform has
 * remote control. Renders nothing.
 */
export function RemoteControlConnector() {
  const player = useAppPlayer();
  const toggleFavorite = useToggleFavorite();
  const { remoteControl } = usePlatform();

  useEffect(() => {
    if (!remoteControl) return undefined;
    const reporter = createNowPlayingReporter({
      read: () => nowPlayingOf(player.store.getSnapshot(), player.position()),
      report: (nowPlaying) => remoteControl.reportNowPlaying(nowPlaying),
      timers: platformTimers(),
      now: Date.now,
    });
    reporter.changed();
    const stopWatching = player.store.subscribe(() => reporter.changed());
    const stopListening = remoteControl.onCommand(({ id, command }) => {
      let result;
      try {
        result = runRemoteCommand(command, {
          state: () => player.store.getSnapshot(),
          send: (playerCommand) => player.send(playerCommand),
          toggleFavorite,
        });
      } catch (error) {
        console.error('Cadenza: a remote-control command failed', error);
        result = { ok: false, error: 'failed' } as const;
      }
      remoteControl.reply(id, result);
    });
    return () => {
      stopListening();
      stopWatching();
      reporter.dispose();
    };
  }, [player, remoteControl, toggleFavorite]);
  return null;
}
