import { PLAYER_LIMITS } from '../constants/timing';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerState } from './player.types';

const at = (volume: number, extra: Partial<PlayerState> = {}) =>
  createInitialPlayerState({ volume, ...extra });

describe('volume steps and mute (spec §9)', () => {
  it('starts at the default playback rate', () => {
    expect(createInitialPlayerState().playbackRate).toBe(PLAYER_LIMITS.defaultPlaybackRate);
  });

  it.each([
    ['wheel', 1, 0.5, 0.5 + PLAYER_LIMITS.volumeWheelStep],
    ['wheel', -1, 0.5, 0.5 - PLAYER_LIMITS.volumeWheelStep],
    ['shortcut', 1, 0.5, 0.5 + PLAYER_LIMITS.volumeShortcutStep],
    ['shortcut', -1, 0.5, 0.5 - PLAYER_LIMITS.volumeShortcutStep],
    ['shortcut', 1, 0.95, 1],
    ['wheel', -1, 0.02, 0],
  ] as const)(
    'a %s step %p from %p gives %p, persisted and applied',
    (by, direction, from, expected) => {
      const { state, effects } = transition(at(from), { type: 'step-volume', direction, by });
      expect(state.volume).toBeCloseTo(expected, 10);
      expect(effects).toEqual([
        { type: 'set-volume', volume: state.volume },
        { type: 'persist', key: 'volume', value: state.volume },
      ]);
    },
  );

  it('does not drift over many steps', () => {
    let state = at(0);
    for (let i = 0; i < 7; i++)
      state = transition(state, { type: 'step-volume', direction: 1, by: 'shortcut' }).state;
    expect(state.volume).toBe(0.7);
  });

  it('mutes remembering the volume, and unmutes back to it', () => {
    const muted = transition(at(0.8), { type: 'toggle-mute' }).state;
    expect(muted).toMatchObject({ volume: 0, volumeBeforeMute: 0.8 });
    const unmuted = transition(muted, { type: 'toggle-mute' }).state;
    expect(unmuted).toMatchObject({ volume: 0.8, volumeBeforeMute: null });
  });

  it('unmutes to the default volume when no earlier volume is known', () => {
    const { state } = transition(at(0), { type: 'toggle-mute' });
    expect(state.volume).toBe(PLAYER_LIMITS.unmuteDefaultVolume);
  });
});
