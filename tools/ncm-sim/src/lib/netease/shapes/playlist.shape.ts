import type { SimPlaylist, SimUser } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import { creatorShape } from './user.shape';

/** A playlist summary (`/top/playlist`, `/user/playlist`, `/toplist`, search type 1000). */
export function playlistSummaryShape(
  world: SimWorld,
  playlist: SimPlaylist,
  viewer: SimUser | null,
) {
  const creator = world.user(playlist.creatorUserId);
  return {
    subscribers: [],
    subscribed: viewer ? world.library.isSubscribed(viewer.userId, playlist.id) : false,
    creator: creatorShape(world, creator),
    artists: null,
    tracks: null,
    updateFrequency: playlist.updateFrequency,
    backgroundCoverId: 0,
    backgroundCoverUrl: null,
    titleImage: 0,
    titleImageUrl: null,
    englishTitle: null,
    opRecommend: false,
    recommendInfo: null,
    subscribedCount: playlist.subscribedCount,
    cloudTrackCount: 0,
    userId: playlist.creatorUserId,
    totalDuration: 0,
    coverImgId: playlist.imageSeed,
    privacy: playlist.privacy,
    trackUpdateTime: playlist.updateTime,
    trackCount: playlist.trackIds.length,
    updateTime: playlist.updateTime,
    commentThreadId: `A_PL_0_${playlist.id}`,
    coverImgUrl: world.imageUrl(playlist.imageSeed),
    specialType: playlist.specialType,
    anonimous: false,
    createTime: playlist.createTime,
    highQuality: playlist.highQuality,
    newImported: false,
    trackNumberUpdateTime: playlist.updateTime,
    playCount: playlist.playCount,
    adType: 0,
    description: playlist.description || null,
    tags: playlist.tags,
    ordered: true,
    status: 0,
    name: playlist.name,
    id: playlist.id,
    coverImgId_str: String(playlist.imageSeed),
    shareCount: 0,
    commentCount: 0,
    copywriter: null,
    tag: playlist.tags.join(','),
  };
}
