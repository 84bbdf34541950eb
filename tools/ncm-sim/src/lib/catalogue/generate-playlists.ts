import type { SeededRandom } from '../seeded-random';
import type { PlaylistCategory, SimPlaylist, SimSong, SimUser } from './catalogue.types';
import { BIG_PLAYLIST_SIZE, CORPUS_SONG_ID_BASE } from './corpus';
import { OFFICIAL_USER_ID } from './generate-users';
import { TITLE_PARTS_ZH } from './words';

/** Public playlists: enough for two pages of the playlist square (limit 42). */
export const PUBLIC_PLAYLIST_COUNT = 60;

const TOPLISTS: readonly (readonly [string, string, string])[] = [
  ['飙升榜', '每天更新', '模拟曲库中热度上升最快的歌曲。'],
  ['新歌榜', '每天更新', '模拟曲库中最新发布的歌曲。'],
  ['原创榜', '每周四更新', '模拟曲库中的原创作品。'],
  ['热歌榜', '每周四更新', '模拟曲库中播放最多的歌曲。'],
];

/**
 * Public playlists across the categories, the charts, and the 10,000-track scale fixture
 * (corpus songs, so every track resolves through `/song/detail`).
 */
export function generatePlaylists(
  random: SeededRandom,
  songs: SimSong[],
  users: SimUser[],
  categories: PlaylistCategory[],
) {
  const listable = songs.filter(
    (song) => song.availability !== 'no-copyright' || random.next() < 0.5,
  );
  const baseTime = Date.UTC(2020, 0, 1);
  const creators = users.filter((user) => user.phone === null && user.userId !== OFFICIAL_USER_ID);
  const playlists: SimPlaylist[] = Array.from({ length: PUBLIC_PLAYLIST_COUNT }, (_, index) => {
    const category = categories[index % categories.length];
    const second = categories[(index * 7 + 3) % categories.length];
    const createTime = baseTime + random.int(0, 1_500) * 86_400_000;
    const creator = creators[index % creators.length];
    return {
      id: 8000001 + index,
      name: `${category?.name ?? ''}·${random.pick(TITLE_PARTS_ZH)}${random.pick(TITLE_PARTS_ZH)}`,
      creatorUserId: creator?.userId ?? 1001,
      trackIds: sample(random, listable, random.int(8, 30)),
      description: `一张${category?.name ?? ''}歌单（模拟数据）。`,
      tags: [...new Set([category?.name ?? '', second?.name ?? ''])].filter(Boolean),
      playCount: random.int(1_000, 900_000_000),
      subscribedCount: random.int(0, 2_000_000),
      createTime,
      updateTime: createTime + random.int(1, 300) * 86_400_000,
      imageSeed: random.int(1, 2 ** 30),
      specialType: 0,
      updateFrequency: null,
      privacy: 0,
      highQuality: index % 5 === 0,
    };
  });
  const toplists: SimPlaylist[] = TOPLISTS.map(([name, updateFrequency, description], index) => ({
    id: 7000001 + index,
    name,
    creatorUserId: OFFICIAL_USER_ID,
    trackIds: sample(random, listable, random.int(20, 40)),
    description,
    tags: [],
    playCount: random.int(100_000_000, 3_900_000_000),
    subscribedCount: random.int(100_000, 4_000_000),
    createTime: Date.UTC(2014, 5, 30),
    updateTime: Date.UTC(2026, 0, 1) + index * 3_600_000,
    imageSeed: random.int(1, 2 ** 30),
    specialType: 10,
    updateFrequency,
    privacy: 0,
    highQuality: false,
  }));
  const bigPlaylistId = 9000001;
  playlists.push({
    id: bigPlaylistId,
    name: '一万首（规模测试歌单）',
    creatorUserId: 1003,
    trackIds: Array.from({ length: BIG_PLAYLIST_SIZE }, (_, i) => CORPUS_SONG_ID_BASE + i),
    description: '10,000 首曲目的规模测试歌单：trackIds 全量，tracks 只有开头部分。',
    tags: ['华语'],
    playCount: 123_456,
    subscribedCount: 42,
    createTime: Date.UTC(2024, 0, 1),
    updateTime: Date.UTC(2025, 0, 1),
    imageSeed: random.int(1, 2 ** 30),
    specialType: 0,
    updateFrequency: null,
    privacy: 0,
    highQuality: false,
  });
  return { playlists, toplists, bigPlaylistId };
}

function sample(random: SeededRandom, songs: SimSong[], count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, songs.length)) ids.add(random.pick(songs).id);
  return [...ids];
}
