import { currentTrack, type PlayerState } from '@cadenza/player-core';
import { usePlaybackStatus, usePlayerRuntime } from '@cadenza/player-core/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  musicTookOver,
  NO_HANDOFF,
  playerClosed,
  videoStarted,
  type MusicHandoff,
  type MusicSnapshot,
} from './music-handoff';

function snapshotOf(state: PlayerState): MusicSnapshot {
  return { status: state.status, trackId: currentTrack(state)?.id ?? null };
}

/** What the MV player gets from {@link useMusicHandoff}. */
export interface MusicHandoffControls {
  /** Call from the video's `play` event. */
  onVideoPlay(): void;
  /** True while the MV holds music it paused (the player says so and offers it back). */
  musicPaused: boolean;
  /** Gives the music back now: the MV pauses, the music resumes. */
  resumeMusic(): void;
}

/**
 * The music handoff of one MV player (see `music-handoff.ts`): the MV pauses the music when it
 * starts, pauses itself when the listener starts the music, and gives the music back when the
 * player unmounts (closed, or the listener left the page).
 */
export function useMusicHandoff(video: RefObject<HTMLVideoElement | null>): MusicHandoffControls {
  const runtime = usePlayerRuntime();
  const status = usePlaybackStatus();
  const handoff = useRef<MusicHandoff>(NO_HANDOFF);
  const [musicPaused, setMusicPaused] = useState(false);
  const update = useCallback((next: MusicHandoff) => {
    handoff.current = next;
    setMusicPaused(next.pausedTrackId !== null);
  }, []);
  const music = useCallback(() => snapshotOf(runtime.store.getSnapshot()), [runtime]);

  const onVideoPlay = useCallback(() => {
    const step = videoStarted(handoff.current, music());
    update(step.handoff);
    for (const command of step.commands) runtime.send(command);
  }, [music, runtime, update]);

  // The listener started the music while the MV plays: the MV yields.
  useEffect(() => {
    if (status !== 'playing') return;
    const element = video.current;
    const took = musicTookOver(music(), element ? !element.paused : false);
    if (took.pauseVideo) element?.pause();
    update(took.handoff);
  }, [status, video, music, update]);

  // Closing the player gives the music back.
  useEffect(
    () => () => {
      const step = playerClosed(handoff.current, music());
      handoff.current = step.handoff;
      for (const command of step.commands) runtime.send(command);
    },
    [music, runtime],
  );

  const resumeMusic = useCallback(() => {
    video.current?.pause();
    const step = playerClosed(handoff.current, music());
    update(step.handoff);
    for (const command of step.commands) runtime.send(command);
  }, [video, music, runtime, update]);

  return { onVideoPlay, musicPaused, resumeMusic };
}
