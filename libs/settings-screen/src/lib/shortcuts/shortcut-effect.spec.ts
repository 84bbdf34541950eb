import { buildTrack } from '@cadenza/player-core/testing';
import { shortcutEffect } from './shortcut-effect';

describe('shortcutEffect', () => {
  const playing = { queue: [buildTrack({ id: 1 }), buildTrack({ id: 2 })], index: 1 };

  it('likes the current track, and nothing when there is none', () => {
    expect(shortcutEffect('toggleFavorite', playing)).toEqual({
      kind: 'favorite',
      track: playing.queue[1],
    });
    expect(shortcutEffect('toggleFavorite', { queue: [], index: -1 })).toBeNull();
  });

  it('turns the volume actions into shortcut-sized steps', () => {
    expect(shortcutEffect('volumeDown', playing)).toEqual({
      kind: 'command',
      command: { type: 'step-volume', direction: -1, by: 'shortcut' },
    });
  });

  it('toggles the lyric window through the platform, and leaves mini mode to the shell', () => {
    expect(shortcutEffect('toggleLyricWindow', playing)).toEqual({ kind: 'lyric-window' });
    expect(shortcutEffect('toggleMiniMode', playing)).toBeNull();
  });
});
