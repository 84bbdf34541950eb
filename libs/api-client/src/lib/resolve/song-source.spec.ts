import { MUSIC_SOURCES } from '@cadenza/settings';
import { RESOLUTION_MESSAGES } from './resolution-messages';
import type { KeyValueStorage } from '@cadenza/ports';
import { memoryStorage } from './sim.spec-harness';
import {
  clearSongSource,
  isMusicSource,
  readSongSourceOverride,
  reparseSong,
  songSourceKey,
} from './song-source';

const broken: KeyValueStorage = {
  getItem: () => {
    throw new Error('private mode');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('private mode');
  },
};

describe('song_source_<id>', () => {
  it('names the key and the known sources', () => {
    expect(songSourceKey(33894312)).toBe('song_source_33894312');
    expect(MUSIC_SOURCES).toEqual(['migu', 'kugou', 'pyncmd', 'bilibili', 'gdmusic']);
    expect([isMusicSource('kugou'), isMusicSource('qq'), isMusicSource(1)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('reads a JSON array of known sources', () => {
    const storage = memoryStorage({ song_source_7: '["kugou","qq","gdmusic"]' });
    expect(readSongSourceOverride(7, storage)).toEqual(['kugou', 'gdmusic']);
  });

  it.each([
    ['nothing stored', {}],
    ['not JSON', { song_source_7: 'kugou' }],
    ['not an array', { song_source_7: '{"a":1}' }],
    ['no known source', { song_source_7: '["qq"]' }],
  ])('ignores %s', (_what, initial: Record<string, string>) => {
    expect(readSongSourceOverride(7, memoryStorage(initial))).toBeNull();
  });

  it('ignores missing or unreadable storage', () => {
    expect(readSongSourceOverride(7, undefined)).toBeNull();
    expect(readSongSourceOverride(7, broken)).toBeNull();
  });

  it('clears the choice, quietly when storage fails', () => {
    const storage = memoryStorage({ song_source_7: '["kugou"]' });
    clearSongSource(7, storage);
    expect(storage.values.size).toBe(0);
    expect(() => clearSongSource(7, broken)).not.toThrow();
  });
});

describe('reparseSong', () => {
  it('stores the chosen source as a one-item list', () => {
    const storage = memoryStorage();
    expect(reparseSong({ id: 7 }, 'kugou', storage)).toEqual({ ok: true, key: 'song_source_7' });
    expect(storage.values.get('song_source_7')).toBe('["kugou"]');
  });

  it("refuses video-site songs with '{{site}} videos do not support reparsing'", () => {
    const storage = memoryStorage();
    for (const song of [{ id: 'BV117411r7R1--1--5' }, { id: 5, source: 'bilibili' }]) {
      expect(reparseSong(song, 'kugou', storage)).toEqual({
        ok: false,
        reason: 'refused',
        message: RESOLUTION_MESSAGES.reparseUnsupported,
        params: { site: 'Bilibili' },
      });
    }
    expect(storage.values.size).toBe(0);
  });

  it("answers 'Reparse failed' when the choice cannot be stored", () => {
    expect(reparseSong({ id: 7 }, 'kugou', broken)).toMatchObject({
      ok: false,
      message: RESOLUTION_MESSAGES.reparseFailed,
    });
  });
});
