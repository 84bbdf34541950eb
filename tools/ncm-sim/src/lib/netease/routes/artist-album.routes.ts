import type { SimSong } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import { requireParam, type NcmHandler } from '../ncm-transport';
import { albumShape, artistShape } from '../shapes/album-artist.shape';
import { albumRef, artistRefs, privilegeOf, songShapeA } from '../shapes/song.shape';
import { page, paging } from './paging';

/** Album and artist routes (contract §3.6, §3.7). */
export function artistAlbumRoutes(world: SimWorld): Record<string, NcmHandler> {
  const songsOf = (artistId: number) =>
    world.catalogue.songs.filter((song) => song.artistIds.includes(artistId));
  const artistParam = (params: Record<string, unknown>) =>
    world.artist(Number(requireParam(params, 'id')));
  const notFound = { body: { code: 404, msg: '艺人不存在', message: '艺人不存在' } };
  return {
    '/album': ({ params, user }) => {
      const album = world.album(Number(requireParam(params, 'id')));
      if (!album)
        return {
          body: { resourceState: true, code: 404, msg: '专辑不存在', message: '专辑不存在' },
        };
      const songs = album.songIds
        .map((id) => world.song(id))
        .filter((song): song is SimSong => song !== undefined);
      return {
        body: {
          resourceState: true,
          songs: songs.map((song) => ({
            ...songShapeA(world, song),
            privilege: privilegeOf(song, user),
          })),
          code: 200,
          album: albumShape(world, album),
        },
      };
    },

    '/artist/detail': ({ params }) => {
      const artist = artistParam(params);
      if (!artist) return notFound;
      return {
        body: {
          code: 200,
          message: 'ok',
          data: {
            videoCount: artist.mvSize,
            identify: { imageUrl: null, imageDesc: '歌手、作词、作曲', actionUrl: '' },
            artist: {
              id: artist.id,
              cover: world.imageUrl(artist.imageSeed + 2),
              avatar: world.imageUrl(artist.imageSeed),
              name: artist.name,
              transNames: [],
              alias: artist.alias,
              identities: ['作曲'],
              identifyTag: null,
              briefDesc: artist.briefDesc,
              rank: { rank: (artist.id % 50) + 1, type: 1 },
              albumSize: artist.albumSize,
              musicSize: artist.musicSize,
              mvSize: artist.mvSize,
            },
            blacklist: false,
            preferShow: 0,
            showPriMsg: false,
            secondaryExpertIdentiy: [],
            eventCount: 0,
            user: null,
          },
        },
      };
    },

    '/artist/songs': ({ params, user }) => {
      const artist = artistParam(params);
      if (!artist) return notFound;
      const { limit, offset } = paging(params, 50);
      const sorted = [...songsOf(artist.id)].sort((a, b) =>
        params['order'] === 'time' ? b.publishTime - a.publishTime : b.pop - a.pop,
      );
      const { items, more, total } = page(sorted, limit, offset);
      return {
        body: {
          songs: items.map((song) => {
            const album = albumRef(world, song);
            return {
              id: song.id,
              name: song.name,
              ar: artistRefs(world, song),
              al: { id: album.id, name: album.name },
              dt: song.durationMs,
              privilege: privilegeOf(song, user),
            };
          }),
          more,
          total,
          code: 200,
        },
      };
    },

    '/artist/top/song': ({ params }) => {
      const artist = artistParam(params);
      if (!artist) return notFound;
      const songs = [...songsOf(artist.id)].sort((a, b) => b.pop - a.pop).slice(0, 50);
      return {
        body: { songs: songs.map((song) => songShapeA(world, song)), more: false, code: 200 },
      };
    },

    '/artist/album': ({ params }) => {
      const artist = artistParam(params);
      if (!artist) return notFound;
      const { limit, offset } = paging(params, 30);
      const albums = world.catalogue.albums.filter((album) => album.artistId === artist.id);
      const { items, more } = page(albums, limit, offset);
      return {
        body: {
          artist: artistShape(world, artist),
          hotAlbums: items.map((album) => albumShape(world, album)),
          more,
          code: 200,
        },
      };
    },

    '/artist/desc': ({ params }) => {
      const artist = artistParam(params);
      if (!artist) return notFound;
      return {
        body: {
          introduction: [{ ti: '简介', txt: artist.briefDesc }],
          briefDesc: artist.briefDesc,
          count: 1,
          topicData: null,
          code: 200,
        },
      };
    },
  };
}
