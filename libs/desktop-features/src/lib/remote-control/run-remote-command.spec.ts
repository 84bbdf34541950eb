import {
  createInitialPlayerState,
  type PlayerState,
  type PlayerTrack,
  type PlayerUserCommand,
} from '@cadenza/player-core';
import type { RemoteCommand } from '@cadenza/platform';
import { nowPlayingOf } from './remote-now-playing';
import { runRemoteCommand } from './run-remote-command';

const track = (id: number, name: string): PlayerTrack => ({
  id,
  name,
  artists: [{ id: 7, name: 'Sim Artist' }],
  album: { id: 9, name: 'Sim Album', picUrl: 'https://p.example/album.jpg' },
  durationMs: 200_000,
  source: 'netease',
});
const QUEUE = [track(1, 'One'), track(2, 'Two'), track(3, 'Three')];

function target(overrides: Partial<PlayerState> = {}) {
  const state = createInitialPlayerState({
    queue: QUEUE,
    index: 1,
    status: 'paused',
    ...overrides,
  });
  const sent: PlayerUserCommand[] = [];
  const liked: PlayerTrack[] = [];
  return {
    sent,
    liked,
    state: () => state,
    send: (command: PlayerUserCommand) => void sent.push(command),
    toggleFavorite: (liking: PlayerTrack) => void liked.push(liking),
  };
}

describe('runRemoteCommand', () => {
  it.each<[RemoteCommand, Partial<PlayerState>, PlayerUserCommand[]]>([
    [{ type: 'play-pause' }, {}, [{ type: 'toggle' }]],
    [{ type: 'play' }, { status: 'paused' }, [{ type: 'toggle' }]],
    [{ type: 'play' }, { status: 'stopped' }, [{ type: 'toggle' }]],
    [{ type: 'play' }, { status: 'playing' }, []],
    [{ type: 'pause' }, { status: 'playing' }, [{ type: 'pause' }]],
    [{ type: 'next' }, {}, [{ type: 'next' }]],
    [{ type: 'previous' }, {}, [{ type: 'previous' }]],
    [{ type: 'seek', positionSec: 30 }, {}, [{ type: 'seek', positionSec: 30 }]],
    // Past the end of the song: its end.
    [{ type: 'seek', positionSec: 999 }, {}, [{ type: 'seek', positionSec: 200 }]],
    [{ type: 'set-volume', volume: 0.25 }, {}, [{ type: 'set-volume', volume: 0.25 }]],
  ])('%p in %p sends %p', (command, state, expected) => {
    const player = target(state);
    expect(runRemoteCommand(command, player)).toEqual({ ok: true });
    expect(player.sent).toEqual(expected);
  });

  it('likes through the likes module: toggles, or sets only when different', () => {
    const player = target({ favorites: [2] });
    expect(runRemoteCommand({ type: 'like', liked: true }, player)).toEqual({ ok: true });
    expect(player.liked).toEqual([]);
    runRemoteCommand({ type: 'like', liked: false }, player);
    runRemoteCommand({ type: 'like' }, player);
    expect(player.liked.map((liking) => liking.id)).toEqual([2, 2]);
    expect(player.sent).toEqual([]);
  });

  it('says there is nothing to act on with an empty queue', () => {
    const player = target({ queue: [], index: -1, status: 'idle' });
    for (const command of [
      { type: 'play' },
      { type: 'next' },
      { type: 'seek', positionSec: 1 },
      { type: 'like' },
    ] as const) {
      expect(runRemoteCommand(command, player)).toEqual({ ok: false, error: 'no-track' });
    }
    expect(player.sent).toEqual([]);
  });

  it('pages the queue', () => {
    const result = runRemoteCommand({ type: 'get-queue', offset: 1, limit: 5 }, target());
    expect(result).toEqual({
      ok: true,
      queue: {
        index: 1,
        total: 3,
        offset: 1,
        tracks: [
          expect.objectContaining({ id: 2, name: 'Two', artists: ['Sim Artist'] }),
          expect.objectContaining({ id: 3, name: 'Three' }),
        ],
      },
    });
  });
});

describe('nowPlayingOf', () => {
  it('describes the current song for a remote', () => {
    const state = createInitialPlayerState({
      queue: QUEUE,
      index: 0,
      status: 'playing',
      volume: 0,
      volumeBeforeMute: 0.6,
      favorites: [1],
    });
    expect(nowPlayingOf(state, 12.5)).toEqual({
      track: {
        id: 1,
        name: 'One',
        artists: ['Sim Artist'],
        album: 'Sim Album',
        coverUrl: 'https://p.example/album.jpg',
        durationMs: 200_000,
      },
      status: 'playing',
      positionSec: 12.5,
      volume: 0,
      muted: true,
      liked: true,
      queueIndex: 0,
      queueLength: 3,
    });
  });

  it('says nothing plays when nothing is current', () => {
    expect(nowPlayingOf(createInitialPlayerState(), Number.NaN)).toMatchObject({
      track: null,
      positionSec: 0,
      queueIndex: -1,
      liked: false,
    });
  });
});
