import { createMemoryStorage } from '@cadenza/ports';
import {
  createAudioEngine,
  createPlayerRuntime,
  type MediaSessionAction,
  type MediaSessionHandler,
  type UrlResolver,
} from '@cadenza/player-core';
import { buildTrack, createFakeSoundFactory } from '@cadenza/player-core/testing';
import { connectMediaSession } from './media-session';

function fakeSession() {
  const handlers = new Map<MediaSessionAction, MediaSessionHandler | null>();
  return {
    handlers,
    metadata: undefined as unknown,
    playbackState: undefined as 'none' | 'paused' | 'playing' | undefined,
    positions: [] as unknown[],
    setActionHandler(action: MediaSessionAction, handler: MediaSessionHandler | null) {
      handlers.set(action, handler);
    },
    setPositionState(state?: unknown) {
      this.positions.push(state);
    },
  };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('connectMediaSession', () => {
  function setup() {
    const factory = createFakeSoundFactory();
    const timers = { setTimeout, clearTimeout, setInterval, clearInterval };
    const engine = createAudioEngine({ factory, scheduler: timers, now: Date.now });
    const resolver: UrlResolver = { resolve: async (track) => `https://cdn.test/${track.id}.mp3` };
    const player = createPlayerRuntime({
      engine,
      resolver,
      scheduler: timers,
      now: Date.now,
      storage: createMemoryStorage(),
    });
    const session = fakeSession();
    const disconnect = connectMediaSession(player, {
      session,
      createMetadata: (fields) => ({ built: fields }),
    });
    return { player, factory, session, disconnect };
  }

  it('shows the current song and whether it plays', async () => {
    const { player, factory, session, disconnect } = setup();
    expect(session.playbackState).toBe('none');
    const track = buildTrack({
      id: 7,
      name: 'Neon Road',
      artists: [{ id: 1, name: 'Aster Lane' }],
    });
    player.send({ type: 'replace-queue', tracks: [track], startIndex: 0 });
    await settle();
    factory.latest().fire('load');
    factory.latest().fire('play');
    expect(session.metadata).toMatchObject({ built: { title: 'Neon Road', artist: 'Aster Lane' } });
    expect(session.playbackState).toBe('playing');
    expect(session.positions.at(-1)).toMatchObject({ duration: 180, playbackRate: 1 });
    player.send({ type: 'pause' });
    expect(session.playbackState).toBe('paused');
    disconnect();
    player.dispose();
  });

  it('lets the system keys drive the player, and unbinds on disconnect', async () => {
    const { player, factory, session, disconnect } = setup();
    player.send({
      type: 'replace-queue',
      tracks: [buildTrack({ id: 1 }), buildTrack({ id: 2 })],
      startIndex: 0,
    });
    await settle();
    factory.latest().fire('load');
    factory.latest().fire('play');
    session.handlers.get('pause')?.({});
    expect(player.store.getSnapshot().status).toBe('paused');
    session.handlers.get('seekto')?.({ seekTime: 42 });
    expect(player.store.getSnapshot().resumeAtSec).toBe(42);
    session.handlers.get('nexttrack')?.({});
    expect(player.store.getSnapshot().index).toBe(1);
    disconnect();
    expect([...session.handlers.values()].every((handler) => handler === null)).toBe(true);
    player.dispose();
  });
});
