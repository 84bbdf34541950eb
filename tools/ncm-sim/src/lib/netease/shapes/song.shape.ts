import type { SimSong, SimUser } from '../../catalogue/catalogue.types';
import { NO_COPYRIGHT_ARTIST_ID } from '../../catalogue/generate-catalogue';
import type { SimWorld } from '../../sim-world';

/** `{id, name, tns, alias}` artist references of a Shape A song. */
export function artistRefs(world: SimWorld, song: SimSong) {
  return song.artistIds.map((id) => {
    const artist = world.artist(id);
    return { id, name: artist?.name ?? '', tns: [], alias: artist?.alias ?? [] };
  });
}

/** Whether `user` may play the full song (VIP songs need a VIP). */
export function canPlayFull(song: SimSong, user: SimUser | null): boolean {
  if (song.availability === 'trial') return (user?.vipType ?? 0) !== 0;
  return song.availability === 'full';
}

/** Privilege status: -200 marks a no-copyright song (only together with artist 6452, spec §4). */
export function privilegeStatus(song: SimSong): number {
  if (song.availability === 'no-copyright') return -200;
  if (song.availability === 'unavailable') return -100;
  return 0;
}

/** The privilege object (`privileges[]` sibling or inline `privilege`). */
export function privilegeOf(song: SimSong, user: SimUser | null) {
  const full = canPlayFull(song, user);
  const playable = full || song.availability === 'trial';
  // The catalogue's files are lossy: no song offers more than exhigh.
  const maxbr = 320000;
  const maxLevel = 'exhigh';
  const pl = playable ? (full ? 320000 : 128000) : 0;
  return {
    id: song.id,
    fee: song.fee,
    payed: song.fee === 1 && full ? 1 : 0,
    st: privilegeStatus(song),
    pl,
    dl: full ? 320000 : 0,
    sp: playable ? 7 : 0,
    cp: playable ? 1 : 0,
    subp: playable ? 1 : 0,
    cs: false,
    maxbr,
    fl: playable ? 128000 : 0,
    toast: false,
    flag: song.artistIds.includes(NO_COPYRIGHT_ARTIST_ID) ? 1024 : 260,
    preSell: false,
    playMaxbr: maxbr,
    downloadMaxbr: maxbr,
    maxBrLevel: maxLevel,
    playMaxBrLevel: maxLevel,
    downloadMaxBrLevel: maxLevel,
    plLevel: pl === 0 ? 'none' : pl === 320000 ? 'exhigh' : 'standard',
    dlLevel: full ? 'exhigh' : 'none',
    flLevel: playable ? 'standard' : 'none',
    rscl: null,
    freeTrialPrivilege: {
      resConsumable: false,
      userConsumable: false,
      listenType: null,
      cannotListenReason: null,
      playReason: null,
    },
    rightSource: 0,
    chargeInfoList: [
      { rate: 128000, chargeUrl: null, chargeMessage: null, chargeType: 0 },
      { rate: 320000, chargeUrl: null, chargeMessage: null, chargeType: song.fee === 1 ? 1 : 0 },
    ],
  };
}

function quality(song: SimSong, br: number) {
  return {
    br,
    fid: 0,
    size: Math.round((song.durationMs / 1000) * (br / 8)),
    vd: -30000,
    sr: 44100,
  };
}

/** The `al` reference of a Shape A song. */
export function albumRef(world: SimWorld, song: SimSong) {
  const album = world.album(song.albumId);
  const picId = album?.imageSeed ?? 0;
  return {
    id: song.albumId,
    name: album?.name ?? '',
    picUrl: album ? world.imageUrl(album.imageSeed) : '',
    tns: [],
    pic_str: String(picId),
    pic: picId,
  };
}

/** Shape A, the "new-style track" (`ar`/`al`/`dt`), as `/song/detail` and most lists answer it. */
export function songShapeA(world: SimWorld, song: SimSong) {
  return {
    name: song.name,
    id: song.id,
    pst: 0,
    t: 0,
    ar: artistRefs(world, song),
    alia: song.alias,
    pop: song.pop,
    st: 0,
    rt: '',
    fee: song.fee,
    v: 12,
    crbt: null,
    cf: '',
    al: albumRef(world, song),
    dt: song.durationMs,
    h: quality(song, 320000),
    m: quality(song, 192000),
    l: quality(song, 128000),
    sq: null,
    hr: null,
    a: null,
    cd: '01',
    no: song.no,
    rtUrl: null,
    ftype: 0,
    rtUrls: [],
    djId: 0,
    copyright: song.availability === 'no-copyright' ? 0 : 1,
    s_id: 0,
    mark: 8192,
    originCoverType: 1,
    originSongSimpleData: null,
    tagPicList: null,
    resourceState: true,
    version: 12,
    songJumpInfo: null,
    entertainmentTags: null,
    single: 0,
    noCopyrightRcmd:
      song.availability === 'no-copyright' ? { type: 0, typeDesc: '版权受限', songId: null } : null,
    rtype: 0,
    rurl: null,
    mst: 9,
    cp: 1007,
    mv: song.mvId,
    publishTime: song.publishTime,
  };
}

/** Shape A with the privilege inline, as search results and daily songs carry it. */
export function songShapeAWithPrivilege(world: SimWorld, song: SimSong, user: SimUser | null) {
  return { ...songShapeA(world, song), privilege: privilegeOf(song, user) };
}
