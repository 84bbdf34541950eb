import type { SimCatalogue, SimPlaylist, SimUser } from '../catalogue/catalogue.types';

/** Id of a user's "liked songs" playlist (`specialType` 5). */
export function likedPlaylistId(userId: number): number {
  return 24_000_000 + userId;
}

/** A playlist a user owns: the liked-songs list or one they created. */
export interface OwnedPlaylist extends SimPlaylist {
  /** For the liked list, tracks mirror the likes; for created lists they are edited. */
  liked: boolean;
}

/**
 * What users change: likes, their own playlists and subscriptions to others' playlists (listening
 * records are the catalogue's, read-only). Built from the catalogue's initial values; `reset()`
 * returns to them.
 */
export class LibraryState {
  private likes = new Map<number, number[]>();
  private owned = new Map<number, OwnedPlaylist[]>();
  private subscribed = new Map<number, Set<number>>();
  private nextPlaylistId = 8_500_001;

  constructor(
    private readonly catalogue: SimCatalogue,
    private readonly startedAt: number,
  ) {
    this.reset();
  }

  reset(): void {
    this.nextPlaylistId = 8_500_001;
    this.likes = new Map(this.catalogue.users.map((user) => [user.userId, [...user.initialLikes]]));
    this.owned = new Map(
      this.catalogue.users.map((user) => [user.userId, this.initialPlaylists(user)]),
    );
    this.subscribed = new Map(this.catalogue.users.map((user) => [user.userId, new Set<number>()]));
  }

  /** Liked song ids, most recent first (as `/likelist` answers). */
  likesOf(userId: number): number[] {
    return [...(this.likes.get(userId) ?? [])].reverse();
  }

  /** Likes or unlikes; the liked-songs playlist follows. */
  setLike(userId: number, songId: number, like: boolean, nowMs: number): void {
    const current = (this.likes.get(userId) ?? []).filter((id) => id !== songId);
    if (like) current.push(songId);
    this.likes.set(userId, current);
    const liked = this.owned.get(userId)?.find((playlist) => playlist.liked);
    if (liked) {
      liked.trackIds = this.likesOf(userId);
      liked.updateTime = nowMs;
    }
  }

  /** Playlists a user owns, the liked list first. */
  ownedBy(userId: number): OwnedPlaylist[] {
    return this.owned.get(userId) ?? [];
  }

  /** An owned playlist by id, with its owner. */
  findOwned(playlistId: number): OwnedPlaylist | undefined {
    for (const playlists of this.owned.values()) {
      const found = playlists.find((playlist) => playlist.id === playlistId);
      if (found) return found;
    }
    return undefined;
  }

  createPlaylist(user: SimUser, name: string, privacy: 0 | 10, nowMs: number): OwnedPlaylist {
    const playlist: OwnedPlaylist = {
      id: this.nextPlaylistId++,
      name,
      creatorUserId: user.userId,
      trackIds: [],
      description: '',
      tags: [],
      playCount: 0,
      subscribedCount: 0,
      createTime: nowMs,
      updateTime: nowMs,
      imageSeed: user.imageSeed + this.nextPlaylistId,
      specialType: 0,
      updateFrequency: null,
      privacy,
      highQuality: false,
      liked: false,
    };
    this.owned.get(user.userId)?.push(playlist);
    return playlist;
  }

  isSubscribed(userId: number, playlistId: number): boolean {
    return this.subscribed.get(userId)?.has(playlistId) ?? false;
  }

  setSubscribed(userId: number, playlistId: number, subscribe: boolean): void {
    const set = this.subscribed.get(userId) ?? new Set<number>();
    if (subscribe) set.add(playlistId);
    else set.delete(playlistId);
    this.subscribed.set(userId, set);
  }

  subscribedBy(userId: number): number[] {
    return [...(this.subscribed.get(userId) ?? [])];
  }

  private initialPlaylists(user: SimUser): OwnedPlaylist[] {
    const base = {
      creatorUserId: user.userId,
      description: '',
      tags: [],
      subscribedCount: 0,
      createTime: user.createTime,
      updateTime: this.startedAt,
      updateFrequency: null,
      highQuality: false,
    };
    const likedList: OwnedPlaylist = {
      ...base,
      id: likedPlaylistId(user.userId),
      name: `${user.nickname}喜欢的音乐`,
      trackIds: [...user.initialLikes].reverse(),
      playCount: 1024,
      imageSeed: user.imageSeed,
      specialType: 5,
      privacy: 0,
      liked: true,
    };
    const records = Object.keys(user.initialRecords).map(Number);
    const created: OwnedPlaylist = {
      ...base,
      id: this.nextPlaylistId++,
      name: `${user.nickname}的私藏`,
      trackIds: records.slice(0, 8),
      playCount: 12 + user.level,
      imageSeed: user.imageSeed + 1,
      specialType: 0,
      privacy: user.userId === this.catalogue.fixtures.demoUserId ? 10 : 0,
      liked: false,
    };
    return [likedList, created];
  }
}
