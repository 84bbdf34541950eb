// The domain models of the endpoints, re-exported by the lib's root in one line.
export type { Album, AlbumDetail, AlbumPage } from './album';
export type { Artist, ArtistSongsPage } from './artist';
export type {
  BilibiliAudioUrl,
  BilibiliSearchPage,
  BilibiliVideo,
  BilibiliVideoCard,
} from './bilibili';
export type { CreatedImportTask, ImportTask } from './import-task';
export type { ListenRecord } from './listen-record';
export type { LoginResult, QrCheck, QrCode, QrLoginStatus } from './login';
export type { Mv, MvPage, MvUrl } from './mv';
export type { Lyric, SongUrl } from './playback';
export type {
  CreatedPlaylist,
  Playlist,
  PlaylistCard,
  PlaylistCategory,
  PlaylistPage,
  PlaylistTracksResult,
} from './playlist';
export type {
  HotSearch,
  SearchDefault,
  SearchResults,
  SearchSuggestion,
  SearchType,
} from './search';
export type { AccountProfile, FollowPage, FollowUser, UserProfile, UserRef } from './user';
