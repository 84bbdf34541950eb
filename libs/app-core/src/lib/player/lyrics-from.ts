import type { Lyric } from '@cadenza/api-client';
import { buildLyrics, type LyricSourceDto, type Lyrics } from '@cadenza/player-core';

/** api-client's `Lyric` in the shape player-core's `buildLyrics` reads (the wire's documents). */
function lyricSourceOf(lyric: Lyric): LyricSourceDto {
  const document = (text: string | null) => (text === null ? null : { lyric: text });
  return {
    lrc: lyric.noLyric ? null : { lyric: lyric.lrc },
    tlyric: document(lyric.tlyric),
    yrc: document(lyric.yrc),
    ytlrc: document(lyric.ytlrc),
    nolyric: lyric.noLyric,
  };
}

/**
 * The lyrics a screen shows for a song: word-by-word lines when the song has them, else the
 * LRC lines, each with its translation; null for an instrumental or a song without lyrics.
 */
export function lyricsFrom(lyric: Lyric): Lyrics | null {
  return buildLyrics(lyricSourceOf(lyric));
}
