/** A user as lists embed them (playlist creators, followers). */
export interface UserRef {
  userId: number;
  nickname: string;
  avatarUrl: string;
}

/** The logged-in user's account (`/user/account`, login answers): what the session keeps. */
export interface AccountProfile extends UserRef {
  backgroundUrl: string;
  /** `!== 0` enables downloads (spec §6). */
  vipType: number;
}

/** A user page's header (`/user/detail`). */
export interface UserProfile extends UserRef {
  backgroundUrl: string;
  signature: string;
  level: number;
  /** Follower count. */
  followeds: number;
  /** Following count. */
  follows: number;
  /** The artist badge: `userType` 4 or 2, or `accountType` 2. */
  isArtist: boolean;
}

/** A user in a follows or followers list. */
export interface FollowUser extends UserRef {
  signature: string;
  isArtist: boolean;
}

/** One page of follows or followers; `hasMore` is `users.length >= limit` (contract §3.9). */
export interface FollowPage {
  users: FollowUser[];
  hasMore: boolean;
}
