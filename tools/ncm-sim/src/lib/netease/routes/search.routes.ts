import type { SimSong } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import { requireParam, type NcmHandler } from '../ncm-transport';
import { albumShape, artistShape } from '../shapes/album-artist.shape';
import { playlistSummaryShape } from '../shapes/playlist.shape';
import { songShapeB } from '../shapes/song-b.shape';
import { songShapeAWithPrivilege } from '../shapes/song.shape';
import { mvShape } from './mv.routes';
import { page, paging } from './paging';

/**
 * Songs matching a keyword: catalogue songs by name, artist or album first, then the
 * 100,000-song corpus by name, so search and long result lists can be measured.
 */
export function searchSongs(world: SimWorld, keyword: string): number[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return [];
  const own = world.catalogue.songs.filter((song) => {
    const names = [
      song.name,
      world.album(song.albumId)?.name ?? '',
      ...song.artistIds.map((id) => world.artist(id)?.name ?? ''),
    ];
    return names.some((name) => name.toLowerCase().includes(needle));
  });
  return [...own.map((song) => song.id), ...world.corpus.search(needle)];
}

/** Search routes (contract §3.8). */
export function searchRoutes(world: SimWorld): Record<string, NcmHandler> {
  const contains = (text: string, keyword: string) =>
    text.toLowerCase().includes(keyword.trim().toLowerCase());
  const songsPage = (keyword: string, limit: number, offset: number) => {
    const ids = searchSongs(world, keyword);
    const songs = ids
      .slice(offset, offset + limit)
      .map((id) => world.song(id))
      .filter((song): song is SimSong => song !== undefined);
    return { songs, total: ids.length };
  };
  const cloudsearch: NcmHandler = ({ params, user }) => {
    const keyword = requireParam(params, 'keywords');
    const type = Number(params['type'] ?? 1);
    const { limit, offset } = paging(params, 30);
    switch (type) {
      case 10: {
        const albums = world.catalogue.albums.filter(
          (album) =>
            contains(album.name, keyword) ||
            contains(world.artist(album.artistId)?.name ?? '', keyword),
        );
        const { items, total } = page(albums, limit, offset);
        return {
          body: {
            result: {
              albums: items.map((album) => ({
                ...albumShape(world, album),
                alg: 'alg_album_basic',
                containedSong: '',
              })),
              albumCount: total,
            },
            code: 200,
          },
        };
      }
      case 100: {
        const artists = world.catalogue.artists.filter(
          (artist) =>
            contains(artist.name, keyword) ||
            artist.alias.some((alias) => contains(alias, keyword)),
        );
        const { items, total } = page(artists, limit, offset);
        return {
          body: {
            result: {
              artists: items.map((artist) => artistShape(world, artist)),
              artistCount: total,
            },
            code: 200,
          },
        };
      }
      case 1000: {
        const lists = world.catalogue.playlists.filter(
          (playlist) =>
            contains(playlist.name, keyword) || playlist.tags.some((tag) => contains(tag, keyword)),
        );
        const { items, total } = page(lists, limit, offset);
        return {
          body: {
            result: {
              playlists: items.map((playlist) => ({
                ...playlistSummaryShape(world, playlist, user),
                bookCount: playlist.subscribedCount,
                officialTags: null,
                action: null,
                actionType: null,
                recommendText: null,
                score: null,
              })),
              playlistCount: total,
            },
            code: 200,
          },
        };
      }
      case 1004:
      case 1014: {
        const mvs = world.catalogue.mvs.filter(
          (mv) =>
            contains(mv.name, keyword) || contains(world.artist(mv.artistId)?.name ?? '', keyword),
        );
        const { items, total } = page(mvs, limit, offset);
        const shaped = items.map((mv) => ({
          ...mvShape(world, mv),
          alg: 'alg_mv_basic',
          arTransName: null,
        }));
        return {
          body: {
            result:
              type === 1004
                ? { mvs: shaped, mvCount: total }
                : { videos: shaped, videoCount: total },
            code: 200,
          },
        };
      }
      case 1018: {
        const { songs, total } = songsPage(keyword, 10, 0);
        return {
          body: {
            result: {
              song: {
                songs: songs.map((song) => songShapeAWithPrivilege(world, song, user)),
                more: total > 10,
              },
              order: ['song'],
            },
            code: 200,
          },
        };
      }
      default: {
        const { songs, total } = songsPage(keyword, limit, offset);
        return {
          body: {
            result: {
              searchQcReminder: null,
              songs: songs.map((song) => songShapeAWithPrivilege(world, song, user)),
              songCount: total,
            },
            code: 200,
          },
        };
      }
    }
  };
  return {
    '/cloudsearch': cloudsearch,

    '/search/default': () => ({
      body: {
        code: 200,
        message: null,
        data: {
          showKeyword: world.catalogue.defaultKeyword.show,
          realkeyword: world.catalogue.defaultKeyword.real,
          searchType: 1,
          action: 1,
          alg: 'alg_search_rec_default',
          gap: 0,
          source: null,
          bizQueryInfo: '',
        },
      },
    }),

    '/search/hot/detail': () => ({
      body: {
        code: 200,
        message: 'success',
        data: world.catalogue.hotSearches.map((searchWord, index) => ({
          searchWord,
          score: 3_580_000 - index * 217_000,
          content: index === 0 ? '模拟曲库里的热门搜索' : '',
          source: 0,
          iconType: index < 3 ? 1 : 0,
          iconUrl: index < 3 ? world.imageUrl(7) : null,
          url: '',
          alg: 'featured',
        })),
      },
    }),

    '/search/suggest': ({ params }) => {
      const keyword = requireParam(params, 'keywords');
      const songs = searchSongs(world, keyword)
        .slice(0, 4)
        .map((id) => world.song(id))
        .filter((song): song is SimSong => song !== undefined);
      const artists = world.catalogue.artists
        .filter((artist) => contains(artist.name, keyword))
        .slice(0, 2);
      const albums = world.catalogue.albums
        .filter((album) => contains(album.name, keyword))
        .slice(0, 2);
      const result: Record<string, unknown> = {};
      const order: string[] = [];
      if (songs.length) {
        result['songs'] = songs.map((song) => {
          const shape = songShapeB(world, song, null);
          return {
            id: song.id,
            name: song.name,
            artists: shape.artists,
            album: shape.album,
            duration: song.durationMs,
            copyrightId: 1007,
            status: 0,
            alias: [],
            fee: song.fee,
          };
        });
        order.push('songs');
      }
      if (artists.length) {
        result['artists'] = artists.map((artist) => artistShape(world, artist));
        order.push('artists');
      }
      if (albums.length) {
        result['albums'] = albums.map((album) => albumShape(world, album));
        order.push('albums');
      }
      result['order'] = order;
      return { body: { result, code: 200 } };
    },
  };
}
