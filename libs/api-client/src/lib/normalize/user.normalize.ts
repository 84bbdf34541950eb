import type {
  FollowUserDto,
  UserDetailDto,
  UserPlaylistDto,
  UserRecordDto,
} from '@cadenza/contract';
import type { ListenRecord } from '../models/listen-record';
import type { PlaylistPage } from '../models/playlist';
import type { FollowPage, FollowUser, UserProfile } from '../models/user';
import { playlistCardFrom } from './playlist.normalize';
import { songFromShapeA } from './song.normalize';

/** The artist badge: `userType` 4 or 2, or `accountType` 2 (contract §3.9). */
export function isArtistAccount(userType: number, accountType: number): boolean {
  return userType === 4 || userType === 2 || accountType === 2;
}

/** `/user/detail`: the user page header. */
export function userProfileFrom(dto: UserDetailDto): UserProfile {
  const { profile } = dto;
  return {
    userId: profile.userId,
    nickname: profile.nickname,
    avatarUrl: profile.avatarUrl,
    backgroundUrl: profile.backgroundUrl,
    signature: profile.signature ?? '',
    level: dto.level,
    followeds: profile.followeds,
    follows: profile.follows,
    isArtist: isArtistAccount(profile.userType, profile.accountType),
  };
}

/** A user of `/user/follows` or `/user/followeds`. */
export function followUserFrom(dto: FollowUserDto): FollowUser {
  return {
    userId: dto.userId,
    nickname: dto.nickname,
    avatarUrl: dto.avatarUrl,
    signature: dto.signature ?? '',
    isArtist: isArtistAccount(dto.userType, dto.accountType),
  };
}

/** One page of follows or followers: more follow while the page is full (contract §3.9). */
export function followPageFrom(users: readonly FollowUserDto[], limit: number): FollowPage {
  return { users: users.map(followUserFrom), hasMore: users.length >= limit };
}

/** `/user/playlist`: the user's own and subscribed playlists. */
export function userPlaylistsFrom(dto: UserPlaylistDto): PlaylistPage {
  return {
    playlists: dto.playlist.map(playlistCardFrom),
    more: dto.more ?? false,
    total: null,
  };
}

/** `/user/record`: the listening ranking (all time, or last week). */
export function listenRecordsFrom(dto: UserRecordDto): ListenRecord[] {
  const records = 'allData' in dto ? dto.allData : dto.weekData;
  return records.map((record) => ({
    song: songFromShapeA(record.song),
    playCount: record.playCount,
    score: record.score,
  }));
}
