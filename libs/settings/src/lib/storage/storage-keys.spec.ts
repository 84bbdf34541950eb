import { MUSIC_DB, songSourceKey, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('lists every key of spec §3 and contract §6.1 with its exact spelling, and our own', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'settings',
        'appSettings',
        'token',
        'user',
        'favoriteList',
        'dislikeList',
        'playList',
        'playListIndex',
        'currentPlayMusic',
        'currentPlayMusicUrl',
        'isPlaying',
        'playProgress',
        'playMode',
        'playbackRate',
        'volume',
        'sleepTimer',
        'searchHistory',
        'musicHistory',
        'musicListLayout',
        'lyric-correction-map',
        'theme',
        'lyricData',
        'lyricFontSize',
        'music-full-config',
        'eqSettings',
        'eqBypass',
        'currentPreset',
        'downloadedList',
        'currentRoute',
        'audioOperationLock',
        'trafficDonated4RemindLater',
        'trafficDonated4Never',
        'installPromptDismissed',
        'donationListVisible',
        'importTasks',
        'github_proxy_nodes',
        'lyricCache',
        'musicUrlCache',
      ].sort(),
    );
  });

  it('names the per-song source key', () => {
    expect(songSourceKey(1824020871)).toBe('song_source_1824020871');
    expect(songSourceKey('BV1xx--1--2')).toBe('song_source_BV1xx--1--2');
  });

  it('describes the local database', () => {
    expect(MUSIC_DB).toEqual({
      name: 'musicDB',
      version: 2,
      stores: {
        music: 'music',
        musicLyric: 'music_lyric',
        apiCache: 'api_cache',
        musicLoudness: 'music_loudness',
      },
    });
  });
});
