import type {
  LikelistDto,
  LyricNewDto,
  SongDownloadUrlDto,
  SongUrlItemDto,
  SongUrlV1Dto,
} from '@cadenza/contract';
import type { Lyric, SongUrl } from '../models/playback';

/** One song URL item. An empty `url` counts as none. */
export function songUrlFrom(item: SongUrlItemDto): SongUrl {
  return {
    id: item.id,
    url: item.url ? item.url : null,
    br: item.br,
    size: item.size,
    type: item.type,
    level: item.level ?? null,
    freeTrial: item.freeTrialInfo
      ? { start: item.freeTrialInfo.start, end: item.freeTrialInfo.end }
      : null,
  };
}

/** `/song/url/v1`: the first item (the schema guarantees one); `id` names the song otherwise. */
export function songUrlV1From(dto: SongUrlV1Dto, id: number): SongUrl {
  const [first] = dto.data;
  return first
    ? songUrlFrom(first)
    : { id, url: null, br: 0, size: 0, type: null, level: null, freeTrial: null };
}

/** `/song/download/url/v1`: `data` is one item. */
export function songDownloadUrlFrom(dto: SongDownloadUrlDto): SongUrl {
  return songUrlFrom(dto.data);
}

/** A lyric document's text, or null when it is missing or empty. */
function textOrNull(document: { lyric: string } | undefined): string | null {
  const text = document?.lyric ?? '';
  return text === '' ? null : text;
}

/**
 * `/lyric/new` (or `/lyric`): the LRC text, its translation, the word-by-word `yrc` lines and
 * their translation; `noLyric` for instrumental tracks.
 */
export function lyricFrom(dto: LyricNewDto): Lyric {
  return {
    lrc: dto.lrc?.lyric ?? '',
    tlyric: textOrNull(dto.tlyric),
    yrc: textOrNull(dto.yrc),
    ytlrc: textOrNull(dto.ytlrc),
    noLyric: dto.nolyric === true || dto.lrc === undefined,
  };
}

/** `/likelist`: the liked song ids, in the server's order. */
export function likeIdsFrom(dto: LikelistDto): number[] {
  return [...dto.ids];
}
