import type { z } from 'zod/mini';
import { albumDtoSchema } from './album.dto';
import { gdSearchDtoSchema, gdUrlDtoSchema, musicFallbackDtoSchema } from './alt-source.dto';
import {
  artistAlbumDtoSchema,
  artistDescDtoSchema,
  artistDetailDtoSchema,
  artistSongsDtoSchema,
  artistTopSongDtoSchema,
} from './artist.dto';
import {
  bilibiliPlayurlDtoSchema,
  bilibiliSearchDtoSchema,
  bilibiliViewDtoSchema,
} from './bilibili.dto';
import {
  albumNewestDtoSchema,
  personalizedNewsongDtoSchema,
  playmodeIntelligenceListDtoSchema,
  recommendSongsDtoSchema,
  topAlbumDtoSchema,
  topArtistsDtoSchema,
  topSongDtoSchema,
} from './discovery.dto';
import { playlistImportCreateDtoSchema, playlistImportStatusDtoSchema } from './import.dto';
import { likeDtoSchema, likelistDtoSchema } from './likes.dto';
import {
  loginCellphoneDtoSchema,
  loginQrCheckDtoSchema,
  loginQrCreateDtoSchema,
  loginQrKeyDtoSchema,
  loginStatusDtoSchema,
  logoutDtoSchema,
  userAccountDtoSchema,
} from './login.dto';
import { mvAllDtoSchema, mvDetailDtoSchema, mvUrlDtoSchema } from './mv.dto';
import {
  lyricDtoSchema,
  lyricNewDtoSchema,
  songDetailDtoSchema,
  songDownloadUrlDtoSchema,
  songMusicDetailDtoSchema,
  songUrlDtoSchema,
  songUrlV1DtoSchema,
} from './playback.dto';
import {
  playlistCreateDtoSchema,
  playlistDetailDtoSchema,
  playlistSubscribeDtoSchema,
  playlistTracksDtoSchema,
} from './playlist.dto';
import {
  personalizedDtoSchema,
  playlistCatlistDtoSchema,
  recommendResourceDtoSchema,
  topPlaylistDtoSchema,
  topPlaylistHighqualityDtoSchema,
  toplistDetailDtoSchema,
  toplistDtoSchema,
} from './playlist-catalog.dto';
import {
  cloudsearchDtoSchema,
  searchDefaultDtoSchema,
  searchHotDetailDtoSchema,
  searchSuggestDtoSchema,
} from './search.dto';
import {
  userDetailDtoSchema,
  userFollowedsDtoSchema,
  userFollowsDtoSchema,
  userPlaylistDtoSchema,
  userRecordDtoSchema,
} from './user.dto';

export { errorBodyDtoSchema, type ErrorBodyDto } from './error-body.dto';

// The registries of upstream contract §2: route → schema of its SUCCESS answer. The client
// validates every answer against them; the simulator's tests validate every simulator route
// against them, so the two cannot drift apart. Error answers match `errorBodyDtoSchema`.

/**
 * Every NetEase route of the contract: inventory rows 1–37 and 42–43, the §3.13 routes and the
 * routes "defined but never called" by 4.8.2, each mapped to the zod schema of its success answer.
 * Frozen; keys are the paths as the NCM server mounts them.
 */
export const NETEASE_RESPONSE_SCHEMAS = Object.freeze({
  // §3.1 login and session
  '/login/qr/key': loginQrKeyDtoSchema,
  '/login/qr/create': loginQrCreateDtoSchema,
  '/login/qr/check': loginQrCheckDtoSchema,
  '/user/account': userAccountDtoSchema,
  '/logout': logoutDtoSchema,
  '/login/cellphone': loginCellphoneDtoSchema,
  '/login/status': loginStatusDtoSchema,
  // §3.2 playback
  '/song/url/v1': songUrlV1DtoSchema,
  '/song/url': songUrlDtoSchema,
  '/song/download/url/v1': songDownloadUrlDtoSchema,
  '/song/detail': songDetailDtoSchema,
  '/song/music/detail': songMusicDetailDtoSchema,
  '/lyric': lyricDtoSchema,
  '/lyric/new': lyricNewDtoSchema,
  // §3.3 likes
  '/like': likeDtoSchema,
  '/likelist': likelistDtoSchema,
  // §3.4 playlists
  '/playlist/detail': playlistDetailDtoSchema,
  '/playlist/create': playlistCreateDtoSchema,
  '/playlist/tracks': playlistTracksDtoSchema,
  '/playlist/subscribe': playlistSubscribeDtoSchema,
  '/playlist/catlist': playlistCatlistDtoSchema,
  '/top/playlist': topPlaylistDtoSchema,
  '/top/playlist/highquality': topPlaylistHighqualityDtoSchema,
  '/toplist': toplistDtoSchema,
  '/toplist/detail': toplistDetailDtoSchema,
  '/personalized': personalizedDtoSchema,
  '/recommend/resource': recommendResourceDtoSchema,
  // §3.5 home / discovery
  '/recommend/songs': recommendSongsDtoSchema,
  '/personalized/newsong': personalizedNewsongDtoSchema,
  '/top/artists': topArtistsDtoSchema,
  '/album/newest': albumNewestDtoSchema,
  '/top/song': topSongDtoSchema,
  '/top/album': topAlbumDtoSchema,
  '/playmode/intelligence/list': playmodeIntelligenceListDtoSchema,
  // §3.6 album, §3.7 artist
  '/album': albumDtoSchema,
  '/artist/detail': artistDetailDtoSchema,
  '/artist/songs': artistSongsDtoSchema,
  '/artist/album': artistAlbumDtoSchema,
  '/artist/top/song': artistTopSongDtoSchema,
  '/artist/desc': artistDescDtoSchema,
  // §3.8 search
  '/search/default': searchDefaultDtoSchema,
  '/search/hot/detail': searchHotDetailDtoSchema,
  '/cloudsearch': cloudsearchDtoSchema,
  '/search/suggest': searchSuggestDtoSchema,
  // §3.9 user
  '/user/detail': userDetailDtoSchema,
  '/user/playlist': userPlaylistDtoSchema,
  '/user/record': userRecordDtoSchema,
  '/user/follows': userFollowsDtoSchema,
  '/user/followeds': userFollowedsDtoSchema,
  // §3.10 MV
  '/mv/all': mvAllDtoSchema,
  '/mv/url': mvUrlDtoSchema,
  '/mv/detail': mvDetailDtoSchema,
  // §3.11 playlist import
  '/playlist/import/name/task/create': playlistImportCreateDtoSchema,
  '/playlist/import/task/status': playlistImportStatusDtoSchema,
} as const satisfies Readonly<Record<string, z.ZodMiniType>>);

/** A NetEase route that has a registered success schema. */
export type NeteaseRoute = keyof typeof NETEASE_RESPONSE_SCHEMAS;

/** The validated success answer of a NetEase route. */
export type NeteaseResponseDto<R extends NeteaseRoute> = z.infer<
  (typeof NETEASE_RESPONSE_SCHEMAS)[R]
>;

/**
 * The three Bilibili routes the client uses, keyed by their REAL upstream paths on
 * `api.bilibili.com` (the simulator serves them there; the gateway relays them verbatim under
 * `/bilibili/search`, `/bilibili/video/detail` and `/bilibili/playurl`). Frozen.
 */
export const BILIBILI_RESPONSE_SCHEMAS = Object.freeze({
  '/x/web-interface/wbi/search/type': bilibiliSearchDtoSchema,
  '/x/web-interface/wbi/view': bilibiliViewDtoSchema,
  '/x/player/wbi/playurl': bilibiliPlayurlDtoSchema,
} as const satisfies Readonly<Record<string, z.ZodMiniType>>);

/** A Bilibili upstream path that has a registered success schema. */
export type BilibiliRoute = keyof typeof BILIBILI_RESPONSE_SCHEMAS;

/** The validated success answer of a Bilibili route. */
export type BilibiliResponseDto<R extends BilibiliRoute> = z.infer<
  (typeof BILIBILI_RESPONSE_SCHEMAS)[R]
>;

/**
 * The alternative audio sources of §5.3–5.4: GD Studio's `api.php` keyed by its `types` value
 * (`search`, `url`) and the web-only fallback route `/music`. Frozen.
 */
export const ALT_SOURCE_RESPONSE_SCHEMAS = Object.freeze({
  search: gdSearchDtoSchema,
  url: gdUrlDtoSchema,
  '/music': musicFallbackDtoSchema,
} as const satisfies Readonly<Record<string, z.ZodMiniType>>);

/** A key of the alternative-source registry. */
export type AltSourceRoute = keyof typeof ALT_SOURCE_RESPONSE_SCHEMAS;

/** The validated answer of an alternative-source call. */
export type AltSourceResponseDto<R extends AltSourceRoute> = z.infer<
  (typeof ALT_SOURCE_RESPONSE_SCHEMAS)[R]
>;
