import type { SimUser } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';

/** The `profile` of `/user/account`, `/login/*` and `/user/detail`. */
export function profileShape(world: SimWorld, user: SimUser) {
  return {
    userId: user.userId,
    userType: user.userType,
    nickname: user.nickname,
    avatarImgId: user.imageSeed,
    avatarUrl: world.imageUrl(user.imageSeed),
    backgroundImgId: user.imageSeed + 7,
    backgroundUrl: world.imageUrl(user.imageSeed + 7),
    signature: user.signature,
    createTime: user.createTime,
    userName: `1_${'*'.repeat(8)}`,
    accountType: user.accountType,
    shortUserName: '*'.repeat(8),
    birthday: 0,
    authority: 0,
    gender: user.gender,
    accountStatus: 0,
    province: 110000,
    city: 110101,
    authStatus: 0,
    description: null,
    detailDescription: null,
    defaultAvatar: false,
    expertTags: null,
    experts: null,
    djStatus: 0,
    locationStatus: 30,
    vipType: user.vipType,
    followed: false,
    mutual: false,
    authenticated: false,
    lastLoginTime: world.now(),
    lastLoginIP: '127.0.0.1',
    remarkName: null,
    viptypeVersion: user.createTime,
    authenticationTypes: 0,
    avatarDetail: null,
    anchor: false,
    avatarImgIdStr: String(user.imageSeed),
    backgroundImgIdStr: String(user.imageSeed + 7),
  };
}

/** The `account` of `/user/account` and login answers. */
export function accountShape(user: SimUser) {
  return {
    id: user.userId,
    userName: `1_${'*'.repeat(8)}`,
    type: 1,
    status: 0,
    whitelistAuthority: 0,
    createTime: user.createTime,
    tokenVersion: 4,
    ban: 0,
    baoyueVersion: 1,
    donateVersion: 0,
    vipType: user.vipType,
    anonimousUser: false,
    paidFee: false,
  };
}

/** A playlist `creator` object. */
export function creatorShape(world: SimWorld, user: SimUser | undefined) {
  return {
    userId: user?.userId ?? 0,
    nickname: user?.nickname ?? '',
    avatarUrl: user ? world.imageUrl(user.imageSeed) : '',
    userType: user?.userType ?? 0,
    vipType: user?.vipType ?? 0,
    signature: user?.signature ?? '',
    backgroundUrl: user ? world.imageUrl(user.imageSeed + 7) : '',
    avatarImgIdStr: String(user?.imageSeed ?? 0),
    avatarDetail: null,
    followed: false,
    authStatus: 0,
    expertTags: null,
    experts: null,
  };
}

/** An item of `/user/follows` `follow[]` and `/user/followeds` `followeds[]`. */
export function followShape(world: SimWorld, user: SimUser, viewer: SimUser | null) {
  const followedByViewer = viewer?.follows.includes(user.userId) ?? false;
  return {
    py: null,
    time: -1,
    followeds: world.catalogue.users.filter((other) => other.follows.includes(user.userId)).length,
    follows: user.follows.length,
    userId: user.userId,
    nickname: user.nickname,
    avatarUrl: world.imageUrl(user.imageSeed),
    signature: user.signature,
    gender: user.gender,
    accountStatus: 0,
    vipType: user.vipType,
    userType: user.userType,
    accountType: user.accountType,
    followed: followedByViewer,
    mutual: followedByViewer && user.follows.includes(viewer?.userId ?? -1),
    remarkName: null,
    authStatus: 0,
    expertTags: null,
    experts: null,
    vipRights: null,
    avatarDetail: null,
    blacklist: false,
    playlistCount: world.library.ownedBy(user.userId).length,
    eventCount: 0,
    backgroundUrl: world.imageUrl(user.imageSeed + 7),
  };
}
