import {
  bindMediaSession,
  buildMediaMetadata,
  currentTrack,
  updatePlaybackState,
  updatePositionState,
  type MediaMetadataFields,
  type MediaSessionLike,
  type PlayerRuntime,
  type PlayerState,
} from '@cadenza/player-core';

/** The browser's `navigator.mediaSession` and `MediaMetadata`, or stand-ins in specs. */
export interface MediaSessionPorts {
  session: MediaSessionLike & { metadata?: unknown };
  createMetadata(fields: MediaMetadataFields): unknown;
}

/** The browser's media session, when the page has one. */
export function browserMediaSession(): MediaSessionPorts | null {
  const session = globalThis.navigator?.mediaSession;
  const Metadata = globalThis.MediaMetadata;
  if (!session || typeof Metadata !== 'function') return null;
  return { session, createMetadata: (fields) => new Metadata(fields) };
}

/**
 * The system's media controls (keyboard media keys, the lock screen, the headset) drive the
 * player, and show the current song, whether it plays and where it is (spec §4). Returns the
 * function that unbinds it.
 */
export function connectMediaSession(
  player: Pick<PlayerRuntime, 'store' | 'send' | 'position'>,
  { session, createMetadata }: MediaSessionPorts,
): () => void {
  const unbind = bindMediaSession(session, {
    play: () => player.send({ type: 'resume' }),
    pause: () => player.send({ type: 'pause' }),
    stop: () => player.send({ type: 'stop' }),
    seekTo: (seconds) => player.send({ type: 'seek', positionSec: seconds }),
    seekBy: (delta) =>
      player.send({ type: 'seek', positionSec: Math.max(0, player.position() + delta) }),
    previous: () => player.send({ type: 'previous' }),
    next: () => player.send({ type: 'next' }),
  });
  let shown: PlayerState | null = null;
  const show = () => {
    const state = player.store.getSnapshot();
    const before = shown;
    shown = state;
    const track = currentTrack(state);
    if (currentTrack(before ?? state) !== track || before === null) {
      session.metadata = track
        ? createMetadata(
            buildMediaMetadata({
              name: track.name,
              picUrl: track.picUrl ?? track.album.picUrl ?? null,
              ar: track.artists,
              al: { name: track.album.name, picUrl: track.album.picUrl ?? null },
            }),
          )
        : null;
    }
    if (before?.status !== state.status || before === null) {
      updatePlaybackState(
        session,
        state.status === 'playing' ? 'playing' : track ? 'paused' : 'none',
      );
    }
    // The position only when it jumps or the state changes; the system extrapolates between.
    if (
      before?.status !== state.status ||
      before?.resumeAtSec !== state.resumeAtSec ||
      before?.playbackRate !== state.playbackRate
    ) {
      updatePositionState(session, {
        duration: (track?.durationMs ?? 0) / 1000,
        position: player.position(),
        playbackRate: state.playbackRate,
      });
    }
  };
  show();
  const unsubscribe = player.store.subscribe(show);
  return () => {
    unsubscribe();
    unbind();
  };
}
