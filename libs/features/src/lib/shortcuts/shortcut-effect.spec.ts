import { buildTrack } from '@cadenza/player-core/testing';
import { shortcutCommand } from './shortcut-commands';

describe('shortcutCommand', () => {
  const playing = { queue: [buildTrack({ id: 1 }), buildTrack({ id: 2 })], index: 1 };

  it('likes the current track, and nothing when there is none', () => {
    expect(shortcutCommand('toggleFavorite', playing)).toEqual({
      type: 'toggle-favorite',
      trackId: 2,
    });
    expect(shortcutCommand('toggleFavorite', { queue: [], index: -1 })).toBeNull();
  });

  it('turns the volume actions into shortcut-sized steps', () => {
    expect(shortcutCommand('volumeDown', playing)).toEqual({
      type: 'step-volume',
      direction: -1,
      by: 'shortcut',
    });
  });

  it('leaves the lyric window and mini mode to the desktop shell', () => {
    expect(shortcutCommand('toggleLyricWindow', playing)).toBeNull();
    expect(shortcutCommand('toggleMiniMode', playing)).toBeNull();
  });
});
