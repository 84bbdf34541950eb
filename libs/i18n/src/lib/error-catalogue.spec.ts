import { createI18n, switchLanguage } from './create-i18n';
import { RESOURCES } from './all-resources';
import { flattenResource } from './resource-tree';
import type { ErrorKey } from './translation-key';

/**
 * The messages of spec §8 with their English text: the spec's wording wherever it quotes one
 * (a lower-case quote starts with a capital letter here, as the UI shows it).
 */
const CATALOGUE: ReadonlyArray<[ErrorKey, string]> = [
  // General
  ['errors.general.operationFailed', 'Operation Failed'],
  ['errors.general.copyFailed', 'Copy failed'],
  ['errors.general.unknown', 'Unknown error'],
  ['errors.general.deleteFailed', 'Failed to delete'],
  ['errors.general.searchFailed', 'Search failed'],
  ['errors.general.userPageFailed', 'Failed to load user page'],
  ['errors.general.playHistoryFailed', 'Failed to get play history'],
  // Login
  ['errors.login.loadInfoFailed', 'Error loading login information'],
  ['errors.login.qrCheckFailed', 'Error checking QR code status'],
  // Playback and its toasts
  ['errors.playback.playFailed', 'Playback failed'],
  ['errors.playback.playFailedNext', 'Play Failed, Play Next Song'],
  ['errors.playback.tryAnotherSong', 'Playback failed, try switching to another song'],
  ['errors.playback.autoResumed', 'Auto playback resumed'],
  ['errors.playback.refetchFailed', 'Failed to re-fetch audio URL, please click play manually'],
  ['errors.playback.resumeFailed', 'Failed to resume playback, please click play manually'],
  // Downloads
  ['errors.download.failed', 'Download failed'],
  ['errors.download.fileFailed', '{{filename}} download failed: {{error}}'],
  ['errors.download.unknownError', 'unknown error'],
  ['errors.download.alreadyDownloading', '{{filename}} is already downloading'],
  ['errors.download.urlFailed', 'Failed to get music download URL, please check if logged in'],
  ['errors.download.getUrlFailed', 'Failed to get the download URL'],
  ['errors.download.fileNotFound', 'File not found or moved, removed from records'],
  ['errors.download.deleteFileFailed', 'Failed to delete file, but removed from records'],
  ['errors.download.batchFailed', 'Batch download failed'],
  // Updates
  ['errors.update.checkFailed', 'Failed to check for updates, please try again later'],
  ['errors.update.downloadFailed', 'Download failed, please try again or download manually'],
  ['errors.update.startFailed', 'Start download failed, please try again or download manually'],
  [
    'errors.update.noPackage',
    'No suitable installation package found for the current system, please download manually',
  ],
  ['errors.update.noDownloadUrl', 'No download URL; the releases page has been opened'],
  ['errors.update.copyFailed', 'Failed to copy the path'],
  // Shortcuts and tasks
  ['errors.shortcuts.saveFailed', 'Failed to save shortcuts'],
  ['errors.tasks.fetchFailed', 'Failed to fetch task list'],
  ['errors.tasks.clearFailed', 'Failed to clear task list'],
  // Import and playlists
  ['errors.import.failed', 'Import failed'],
  ['errors.playlist.createFailed', 'Playlist creation failed'],
  ['errors.playlist.addSongFailed', 'Song addition failed'],
  ['errors.playlist.getFailed', 'Get playlist failed'],
  // Video site
  ['errors.video.reparseUnsupported', '{{site}} videos do not support reparsing'],
  ['errors.video.reparseFailed', 'Reparse failed'],
  ['errors.video.resolveTimeout', 'Resolve timeout'],
  ['errors.video.noMatchingVideo', 'No matching video found'],
  ['errors.video.noPageInfo', 'No video page info'],
  ['errors.video.detailFormat', 'The video detail response format is incorrect'],
  ['errors.video.playUrlFormat', 'The play-url response format is incorrect'],
  ['errors.video.noAudioUrl', 'No usable audio address found'],
  // Audio engine
  ['errors.engine.noAudioSupport', 'No audio support.'],
  ['errors.engine.noCodecSupport', 'No codec support for selected audio sources.'],
  ['errors.engine.loadFailedStatus', 'Failed loading audio file with status: {{status}}.'],
  ['errors.engine.decodeFailed', 'Decoding audio data failed.'],
  ['errors.engine.playbackUnableToStart', 'Playback was unable to start'],
  ['errors.engine.audioNodeUnavailable', 'Cannot get the audio node'],
  // Data and lyrics
  ['errors.data.databaseNotInitialised', 'The database is not initialised'],
  ['errors.data.unknownListType', 'Unknown list type'],
  ['errors.data.unblockDisabled', 'Music unblock feature disabled'],
  ['errors.lyrics.noLyrics', 'No lyrics for the current song'],
  ['errors.lyrics.loading', 'Loading lyrics…'],
];

const HAN = /\p{Script=Han}/u;
const englishTexts = flattenResource(RESOURCES['en-US'].common);
const chinese = flattenResource(RESOURCES['zh-CN'].common);

describe('error catalogue (spec §8)', () => {
  it('covers every message of the errors group, and only those', () => {
    expect(Object.keys(flattenResource(RESOURCES['en-US'].common.errors, 'errors')).sort()).toEqual(
      CATALOGUE.map(([key]) => key).sort(),
    );
  });

  it.each(CATALOGUE)('%s reads %p in English and has a Chinese text', (key, english) => {
    expect(englishTexts[key]).toBe(english);
    expect(chinese[key]).toMatch(HAN);
  });

  it('fills the download failure with file name and error in both languages', async () => {
    const i18n = await createI18n({ language: 'en-US' });
    const error = i18n.t('errors.download.unknownError');
    expect(i18n.t('errors.download.fileFailed', { filename: 'a.mp3', error })).toBe(
      'a.mp3 download failed: unknown error',
    );
    await switchLanguage(i18n, 'zh-CN');
    expect(
      i18n.t('errors.download.fileFailed', {
        filename: 'a.mp3',
        error: i18n.t('errors.download.unknownError'),
      }),
    ).toBe('a.mp3 下载失败：未知错误');
  });

  it('names the video site in the reparse refusal', async () => {
    const i18n = await createI18n();
    expect(i18n.t('errors.video.reparseUnsupported', { site: 'B站' })).toBe(
      'B站视频不支持重新解析',
    );
    await switchLanguage(i18n, 'en-US');
    expect(i18n.t('errors.video.reparseUnsupported', { site: 'Bilibili' })).toBe(
      'Bilibili videos do not support reparsing',
    );
  });
});
