import type { Song } from '@cadenza/api-client';

/**
 * A song the download-URL call can be made for: catalogue songs only (a video-site item has no
 * download URL).
 */
export function isDownloadable(song: Song): song is Song & { id: number } {
  return song.source === 'netease' && typeof song.id === 'number';
}
