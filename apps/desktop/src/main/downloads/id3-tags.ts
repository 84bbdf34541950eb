import type { DownloadSongInfo } from '../../ipc/downloads.contract';
import NodeID3 from 'node-id3';
import type { CoverArt } from './cover-art';
import { lyricsForTag } from './lyrics-text';

/** ID3v2's "front cover" picture type. */
const FRONT_COVER = 3;
/**
 * The lyrics' language: ISO 639-2 "undetermined". The catalogue mixes languages and a wrong code
 * is worse than none.
 */
const LYRICS_LANGUAGE = 'und';

/**
 * The tags of a downloaded song: title, artists (ID3v2.3 separates several with `/`), album,
 * the front cover when there is one, and the lyrics with their translation (USLT).
 */
export function id3TagsFor(song: DownloadSongInfo, cover: CoverArt | null): NodeID3.Tags {
  const lyrics = lyricsForTag(song.lyric);
  const artists = song.artists.filter((artist) => artist.trim() !== '');
  return {
    title: song.name,
    ...(artists.length > 0 ? { artist: artists.join('/'), performerInfo: artists.join('/') } : {}),
    ...(song.album ? { album: song.album } : {}),
    ...(cover
      ? {
          image: {
            mime: cover.mime,
            type: { id: FRONT_COVER },
            description: 'Cover',
            imageBuffer: cover.bytes,
          },
        }
      : {}),
    ...(lyrics ? { unsynchronisedLyrics: { language: LYRICS_LANGUAGE, text: lyrics } } : {}),
  };
}

/** Writes the tags into the MP3 at `file`, replacing any ID3v2 tag it has. */
export async function writeId3Tags(
  file: string,
  song: DownloadSongInfo,
  cover: CoverArt | null,
): Promise<void> {
  await NodeID3.Promise.write(id3TagsFor(song, cover), file);
}
