import { buildTracks } from '../testing/player.builders';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerState, PlayerTrack } from './player.types';

const ids = (state: PlayerState) => state.queue.map((track) => track.id);

function playingAt(queue: PlayerTrack[], index: number): PlayerState {
  return { ...createInitialPlayerState(), queue, index, status: 'playing' };
}

describe('queue edits', () => {
  const [a, b, c, d, e] = buildTracks(5) as [
    PlayerTrack,
    PlayerTrack,
    PlayerTrack,
    PlayerTrack,
    PlayerTrack,
  ];

  it('play next puts tracks right after the current one, moving ones already listed', () => {
    const state = playingAt([a, b, c, d], 1);
    const { state: after, effects } = transition(state, { type: 'insert-next', tracks: [d, e] });
    expect(ids(after)).toEqual([a.id, b.id, d.id, e.id, c.id]);
    expect(after.index).toBe(1);
    expect(after.status).toBe('playing');
    expect(effects).toEqual([
      { type: 'persist', key: 'playList', value: after.queue },
      { type: 'persist', key: 'playListIndex', value: 1 },
    ]);
  });

  it('play next leaves the current song where it plays', () => {
    const state = playingAt([a, b, c], 2);
    const { state: after } = transition(state, { type: 'insert-next', tracks: [c, a] });
    expect(ids(after)).toEqual([b.id, c.id, a.id]);
    expect(after.index).toBe(1);
    expect(after.queue[after.index]?.id).toBe(c.id);
    expect(transition(state, { type: 'insert-next', tracks: [c] }).state).toBe(state);
  });

  it('with nothing listed, play next and add make the list without starting it', () => {
    const empty = createInitialPlayerState();
    const next = transition(empty, { type: 'insert-next', tracks: [a, b] });
    expect(ids(next.state)).toEqual([a.id, b.id]);
    expect(next.state.index).toBe(0);
    expect(next.effects.some((effect) => effect.type === 'load' || effect.type === 'play')).toBe(
      false,
    );
    const added = transition(empty, { type: 'append', tracks: [c, c] });
    expect(ids(added.state)).toEqual([c.id]);
    expect(added.state.index).toBe(0);
  });

  it('add to queue appends only tracks not already listed', () => {
    const state = playingAt([a, b], 0);
    const { state: after } = transition(state, { type: 'append', tracks: [b, c, d, c] });
    expect(ids(after)).toEqual([a.id, b.id, c.id, d.id]);
    expect(after.index).toBe(0);
    expect(transition(state, { type: 'append', tracks: [a, b] }).state).toBe(state);
  });

  it.each([
    [0, 3, [1, 2, 3, 0, 4], 1],
    [3, 0, [3, 0, 1, 2, 4], 3],
    [2, 4, [0, 1, 3, 4, 2], 4],
    [4, 1, [0, 4, 1, 2, 3], 3],
  ])('moving %i to %i keeps the current song current', (from, to, order, currentAt) => {
    const queue = [a, b, c, d, e];
    const state = playingAt(queue, 2);
    const { state: after } = transition(state, { type: 'move', from, to });
    expect(ids(after)).toEqual(order.map((i) => queue[i]?.id));
    expect(after.index).toBe(currentAt);
    expect(after.queue[after.index]?.id).toBe(c.id);
  });

  it('refuses a move out of range or onto itself', () => {
    const state = playingAt([a, b], 0);
    expect(transition(state, { type: 'move', from: 0, to: 2 }).state).toBe(state);
    expect(transition(state, { type: 'move', from: -1, to: 0 }).state).toBe(state);
    expect(transition(state, { type: 'move', from: 1, to: 1 }).state).toBe(state);
  });

  it('clearing stops playback and leaves the player idle with nothing saved', () => {
    const state = playingAt([a, b], 1);
    const { state: after, effects } = transition(state, { type: 'clear-queue' });
    expect(after.queue).toEqual([]);
    expect(after.index).toBe(-1);
    expect(after.status).toBe('idle');
    expect(effects).toContainEqual({ type: 'stop' });
    expect(effects).toContainEqual({ type: 'persist', key: 'playList', value: [] });
    const empty = createInitialPlayerState();
    expect(transition(empty, { type: 'clear-queue' }).state).toBe(empty);
  });
});
