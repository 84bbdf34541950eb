import type { PlayerTrack, PlayerUserCommand } from '@cadenza/player-core';
import { platformTimers } from '@cadenza/ports';
import { useCurrentTrack, useIsPlaying, usePlayerSend } from '@cadenza/player-core/react';
import { useEffect, useRef } from 'react';
import { useAppPlayer, useLyricWindowOpen } from '@cadenza/app-core';
import type { LyricWindowControl, LyricWindowHost, LyricWindowSong } from '@cadenza/platform';
import { createLyricWindowSync, type LyricWindowSync } from './lyric-window-sync';
import { useCurrentLyrics } from './use-current-lyrics';

/** The player command of each lyric window control (spec §7). */
const CONTROL_COMMANDS: Record<LyricWindowControl, PlayerUserCommand> = {
  playpause: { type: 'toggle' },
  prev: { type: 'previous' },
  next: { type: 'next' },
};

/** The song as the lyric window shows it. */
export function lyricWindowSong(track: PlayerTrack | null): LyricWindowSong | null {
  if (!track) return null;
  return { id: String(track.id), name: track.name, artists: track.artists.map((a) => a.name) };
}

/** Feeds the open lyric window; mounted only while it is open (its lyrics query too). */
function LyricWindowFeed({ host }: { host: LyricWindowHost }) {
  const player = useAppPlayer();
  const track = useCurrentTrack();
  const lyrics = useCurrentLyrics(track);
  const playing = useIsPlaying();
  const latest = useRef({ track, lyrics, playing });
  latest.current = { track, lyrics, playing };
  // Made in an effect, not at render: StrictMode's second mount gets a feed of its own.
  const sync = useRef<LyricWindowSync | null>(null);
  useEffect(() => {
    const running = createLyricWindowSync({
      host,
      timers: platformTimers(),
      read: () => {
        const now = latest.current;
        const offsetMs = now.track ? player.lyricOffsets.get(now.track.id) : 0;
        return {
          song: lyricWindowSong(now.track),
          lyrics: now.lyrics,
          playing: now.playing,
          timeMs: player.position() * 1000 + offsetMs,
        };
      },
    });
    sync.current = running;
    return () => {
      running.dispose();
      sync.current = null;
    };
  }, [host, player]);
  useEffect(() => sync.current?.changed(), [track, lyrics, playing]);
  return null;
}

/**
 * The main window's side of the lyric window: its controls reach the player, and while it is
 * open it is fed the song, the lines and the time (spec §7). Renders nothing.
 */
export function LyricWindowLink({ host }: { host: LyricWindowHost }) {
  const send = usePlayerSend();
  const open = useLyricWindowOpen(host);
  useEffect(
    () => host.subscribeControl((control) => send(CONTROL_COMMANDS[control])),
    [host, send],
  );
  return open ? <LyricWindowFeed host={host} /> : null;
}
