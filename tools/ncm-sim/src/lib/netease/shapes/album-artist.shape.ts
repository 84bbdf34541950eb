import type { SimAlbum, SimArtist } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';

/** An artist as `/top/artists`, album and search answers carry it. */
export function artistShape(world: SimWorld, artist: SimArtist) {
  return {
    name: artist.name,
    id: artist.id,
    picId: artist.imageSeed,
    img1v1Id: artist.imageSeed + 1,
    briefDesc: '',
    picUrl: world.imageUrl(artist.imageSeed),
    img1v1Url: world.imageUrl(artist.imageSeed + 1),
    albumSize: artist.albumSize,
    alias: artist.alias,
    trans: '',
    musicSize: artist.musicSize,
    topicPerson: 0,
    showPrivateMsg: null,
    isSubed: null,
    accountId: 0,
    picId_str: String(artist.imageSeed),
    img1v1Id_str: String(artist.imageSeed + 1),
    transNames: [],
    followed: false,
    mvSize: artist.mvSize,
    publishTime: null,
    identifyTag: null,
    alg: null,
    fansCount: artist.fansCount,
  };
}

/** An album (`/album/newest`, `/album` `album`, `/artist/album`, search type 10). */
export function albumShape(world: SimWorld, album: SimAlbum) {
  const artist = world.artist(album.artistId);
  const picUrl = world.imageUrl(album.imageSeed);
  return {
    songs: [],
    paid: false,
    onSale: false,
    mark: 0,
    awardTags: null,
    name: album.name,
    id: album.id,
    type: album.type,
    size: album.songIds.length,
    picId: album.imageSeed,
    blurPicUrl: picUrl,
    companyId: 0,
    pic: album.imageSeed,
    picUrl,
    publishTime: album.publishTime,
    description: album.description,
    tags: '',
    company: album.company,
    briefDesc: '',
    artist: artist ? artistShape(world, artist) : { name: '', id: 0 },
    alias: [],
    status: 1,
    copyrightId: 1007,
    commentThreadId: `R_AL_3_${album.id}`,
    artists: [
      {
        name: artist?.name ?? '',
        id: album.artistId,
        picUrl: artist ? world.imageUrl(artist.imageSeed) : '',
        img1v1Url: artist ? world.imageUrl(artist.imageSeed + 1) : '',
      },
    ],
    subType: '录音室版',
    transName: null,
    picId_str: String(album.imageSeed),
    isSub: false,
  };
}
