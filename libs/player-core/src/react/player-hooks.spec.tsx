/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createInitialPlayerState } from '../lib/machine/player.state';
import type { PlayerState, PlayerTrack } from '../lib/machine/player.types';
import type { PlayerRuntime } from '../lib/runtime/player-runtime';
import { createExternalStore } from '../lib/store/external-store';
import { PlayerProvider } from './player-context';
import {
  useCurrentTrack,
  useIsFavorite,
  useIsPlaying,
  usePlaybackRate,
  usePlaybackStatus,
  usePlayMode,
  useQueue,
  useVolume,
} from './player-hooks';

const track = (id: number): PlayerTrack => ({
  id,
  name: `Song ${String(id)}`,
  artists: [{ id: 1, name: 'Artist' }],
  album: { name: 'Album' },
  source: 'netease',
});

function mount() {
  const store = createExternalStore<PlayerState>(createInitialPlayerState());
  const runtime: PlayerRuntime = {
    store,
    send: () => undefined,
    restore: () => undefined,
    prepare: () => undefined,
    position: () => 0,
    subscribe: () => () => undefined,
    dispose: () => undefined,
  };
  const renders: Record<string, number> = {};
  const probe = (name: string, read: () => unknown) =>
    function Probe() {
      renders[name] = (renders[name] ?? 0) + 1;
      return <p data-testid={name}>{JSON.stringify(read())}</p>;
    };
  const Track = probe('track', () => useCurrentTrack()?.id ?? null);
  const Status = probe('status', () => [usePlaybackStatus(), useIsPlaying()]);
  const Queue = probe('queue', () => {
    const { tracks, index } = useQueue();
    return [tracks.map((item) => item.id), index];
  });
  const Volume = probe('volume', () => useVolume());
  const Mode = probe('mode', () => [usePlayMode(), usePlaybackRate()]);
  const Favorite = probe('favorite', () => useIsFavorite(2));
  render(
    <PlayerProvider runtime={runtime}>
      <Track />
      <Status />
      <Queue />
      <Volume />
      <Mode />
      <Favorite />
    </PlayerProvider>,
  );
  const text = (name: string) => JSON.parse(screen.getByTestId(name).textContent ?? 'null');
  const update = (change: Partial<PlayerState>) =>
    act(() => store.set({ ...store.getSnapshot(), ...change }));
  return { text, update, renders };
}

describe('player state hooks', () => {
  it('read their slice of the state and follow its changes', () => {
    const { text, update } = mount();
    expect(text('track')).toBeNull();
    expect(text('status')).toEqual(['idle', false]);
    update({ queue: [track(1), track(2)], index: 1, status: 'playing' });
    expect(text('track')).toBe(2);
    expect(text('status')).toEqual(['playing', true]);
    expect(text('queue')).toEqual([[1, 2], 1]);
    update({ volume: 0, volumeBeforeMute: 0.7, playMode: 2, playbackRate: 1.5, favorites: [2] });
    expect(text('volume')).toEqual({ volume: 0, muted: true });
    expect(text('mode')).toEqual([2, 1.5]);
    expect(text('favorite')).toBe(true);
  });

  it('re-render only the components whose slice changed', () => {
    const { update, renders } = mount();
    const before = { ...renders };
    update({ positionSec: 12 });
    expect(renders).toEqual(before);
    update({ playbackRate: 1.25 });
    expect(renders).toEqual({ ...before, mode: (before['mode'] ?? 0) + 1 });
  });
});
