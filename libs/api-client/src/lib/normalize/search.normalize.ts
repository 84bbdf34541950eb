import type {
  BilibiliSearchDto,
  CloudsearchDto,
  SearchDefaultDto,
  SearchHotDetailDto,
  SearchSuggestDto,
} from '@cadenza/contract';
import type { HotSearch, SearchDefault, SearchResults, SearchSuggestion } from '../models/search';
import { albumCardFrom } from './album-artist.normalize';
import { bilibiliSearchPageFrom } from './bilibili.normalize';
import { mvFrom } from './mv.normalize';
import { playlistCardFrom } from './playlist.normalize';
import { songFromShapeA } from './song.normalize';

/** The NetEase search types (2000 goes to the video site). */
export type CloudsearchType = 1 | 10 | 1000 | 1004;

/** `/search/default`: the placeholder and the keyword of an empty search. */
export function searchDefaultFrom(dto: SearchDefaultDto): SearchDefault {
  return { showKeyword: dto.data.showKeyword, realkeyword: dto.data.realkeyword };
}

const SUGGESTION_SECTIONS = ['songs', 'artists', 'albums', 'playlists'] as const;
const SUGGESTION_KIND = {
  songs: 'song',
  artists: 'artist',
  albums: 'album',
  playlists: 'playlist',
} as const;

/**
 * `/search/suggest`: the suggestions in the answer's section order (songs, artists, albums,
 * playlists when it gives none); a song carries its artists as its detail.
 */
export function searchSuggestionsFrom(dto: SearchSuggestDto): SearchSuggestion[] {
  const { result } = dto;
  const ordered = (result.order ?? []).filter(
    (name): name is (typeof SUGGESTION_SECTIONS)[number] =>
      (SUGGESTION_SECTIONS as readonly string[]).includes(name),
  );
  const sections = [...new Set([...ordered, ...SUGGESTION_SECTIONS])];
  return sections.flatMap((section): SearchSuggestion[] =>
    section === 'songs'
      ? (result.songs ?? []).map((song) => ({
          kind: 'song' as const,
          id: Number(song.id),
          name: song.name,
          detail: song.artists.map((artist) => artist.name).join(' / '),
        }))
      : (result[section] ?? []).map((entry) => ({
          kind: SUGGESTION_KIND[section],
          id: Number(entry.id),
          name: entry.name,
        })),
  );
}

/** `/search/hot/detail`: the hot searches. */
export function hotSearchesFrom(dto: SearchHotDetailDto): HotSearch[] {
  return dto.data.map((item) => ({
    searchWord: item.searchWord,
    score: item.score ?? null,
    content: item.content ?? null,
  }));
}

/** `/cloudsearch`: the list of `type`; more follow while the page is full (contract §3.8). */
export function cloudsearchFrom(
  dto: CloudsearchDto,
  type: CloudsearchType,
  limit: number,
): SearchResults {
  const { result } = dto;
  switch (type) {
    case 1: {
      const songs = (result.songs ?? []).map((song) => songFromShapeA(song));
      return { type, songs, total: result.songCount ?? null, hasMore: songs.length >= limit };
    }
    case 10: {
      const albums = (result.albums ?? []).map(albumCardFrom);
      return { type, albums, total: result.albumCount ?? null, hasMore: albums.length >= limit };
    }
    case 1000: {
      const playlists = (result.playlists ?? []).map((playlist) =>
        playlistCardFrom({
          ...playlist,
          creator: {
            userId: playlist.creator.userId ?? 0,
            nickname: playlist.creator.nickname,
            avatarUrl: playlist.creator.avatarUrl ?? '',
          },
        }),
      );
      return {
        type,
        playlists,
        total: result.playlistCount ?? null,
        hasMore: playlists.length >= limit,
      };
    }
    case 1004: {
      const mvs = (result.mvs ?? []).map(mvFrom);
      return { type, mvs, total: result.mvCount ?? null, hasMore: mvs.length >= limit };
    }
  }
}

/** `/bilibili/search` as search type 2000. */
export function videoSearchResultsFrom(dto: BilibiliSearchDto, pagesize: number): SearchResults {
  const page = bilibiliSearchPageFrom(dto, pagesize);
  return { type: 2000, ...page, total: dto.data.numResults ?? null };
}
