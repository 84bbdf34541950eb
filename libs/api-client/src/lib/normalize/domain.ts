// The normalizers of the endpoints, re-exported by the lib's root in one line.
export {
  albumCardFrom,
  albumDetailFrom,
  artistAlbumsFrom,
  artistDetailFrom,
  playlistFromAlbum,
  topArtistFrom,
} from './album-artist.normalize';
export {
  bilibiliAudioUrlFrom,
  bilibiliSearchPageFrom,
  bilibiliVideoCardFrom,
  bilibiliVideoFrom,
} from './bilibili.normalize';
export {
  DAILY_RECOMMEND_NAME,
  dailySongsFrom,
  newestAlbumsFrom,
  newSongsFrom,
  playlistFromDailySongs,
  topArtistsFrom,
} from './home.normalize';
export { createdImportTaskFrom, importStatusFrom, importTaskFrom } from './import.normalize';
export {
  accountFrom,
  accountProfileFrom,
  loginResultFrom,
  loginStatusFrom,
  qrCheckFrom,
  qrCodeFrom,
  qrKeyFrom,
} from './login.normalize';
export { mvFrom, mvPageFrom, mvUrlFrom } from './mv.normalize';
export {
  likeIdsFrom,
  lyricFrom,
  songDownloadUrlFrom,
  songUrlFrom,
  songUrlV1From,
} from './playback.normalize';
export {
  categoriesFrom,
  createdPlaylistFrom,
  personalizedFrom,
  playlistCardFrom,
  playlistFromDetail,
  playlistOfSongs,
  toplistsFrom,
  topPlaylistPageFrom,
  tracksResultFrom,
  userRefFrom,
  type PlaylistCardSource,
} from './playlist.normalize';
export {
  cloudsearchFrom,
  hotSearchesFrom,
  searchDefaultFrom,
  searchSuggestionsFrom,
  videoSearchResultsFrom,
  type CloudsearchType,
} from './search.normalize';
export {
  followPageFrom,
  followUserFrom,
  isArtistAccount,
  listenRecordsFrom,
  userPlaylistsFrom,
  userProfileFrom,
} from './user.normalize';
