import type { PlaybackStatus, PlayerUserCommand, TrackId } from '@cadenza/player-core';

/**
 * How the music and an MV share the speakers — never both at once, and nothing lost:
 *
 * 1. The MV starts: music that is playing (or starting) pauses, and the handoff remembers the
 *    track it paused.
 * 2. The listener starts the music while the MV plays (play bar, Space, "Resume the music"):
 *    the MV pauses, and the handoff is forgotten — the listener took the music back.
 * 3. The MV player closes (or the listener leaves the MV page): the music resumes where it was,
 *    if the handoff paused it and it is still paused on that same track. A listener who chose
 *    another song, or stopped, meanwhile is left alone.
 *
 * These are the pure steps; `useMusicHandoff` wires them to the video element and the player.
 */
export interface MusicHandoff {
  /** The track the MV paused, or null when the MV paused nothing (or the listener took over). */
  pausedTrackId: TrackId | null;
}

/** What the handoff reads of the player. */
export interface MusicSnapshot {
  status: PlaybackStatus;
  trackId: TrackId | null;
}

/** A step's outcome: the handoff after it, and the player commands to send. */
export interface HandoffStep {
  handoff: MusicHandoff;
  commands: PlayerUserCommand[];
}

/** The handoff of an MV player that has paused nothing yet. */
export const NO_HANDOFF: MusicHandoff = { pausedTrackId: null };

/** Step 1: the MV starts playing. */
export function videoStarted(handoff: MusicHandoff, music: MusicSnapshot): HandoffStep {
  const sounding = music.status === 'playing' || music.status === 'loading';
  if (!sounding || music.trackId === null) return { handoff, commands: [] };
  return { handoff: { pausedTrackId: music.trackId }, commands: [{ type: 'pause' }] };
}

/**
 * Step 2: the music plays while the MV does. Returns whether the MV must pause, and the handoff
 * forgotten.
 */
export function musicTookOver(
  music: MusicSnapshot,
  videoPlaying: boolean,
): { pauseVideo: boolean; handoff: MusicHandoff } {
  return { pauseVideo: videoPlaying && music.status === 'playing', handoff: NO_HANDOFF };
}

/** Step 3: the MV player closes. */
export function playerClosed(handoff: MusicHandoff, music: MusicSnapshot): HandoffStep {
  const resumable =
    handoff.pausedTrackId !== null &&
    music.status === 'paused' &&
    music.trackId === handoff.pausedTrackId;
  return { handoff: NO_HANDOFF, commands: resumable ? [{ type: 'resume' }] : [] };
}
