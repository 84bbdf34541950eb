import type { SeededRandom } from '../seeded-random';
import type { SimSong, SimUser } from './catalogue.types';
import { NICKNAMES } from './words';

/** The account that owns the charts (like NetEase's official account, it cannot log in). */
export const OFFICIAL_USER_ID = 1;

/** The demo account's credentials, printed by `npm run sim` and listed by `/__sim/info`. */
export const DEMO_PHONE = '13800138000';
export const DEMO_PASSWORD = 'cadenza-demo';

/**
 * The accounts: the demo user (VIP, phone login), a user who hides listening records, and six
 * more who follow each other so follows/followers pages have content.
 */
export function generateUsers(random: SeededRandom, songs: SimSong[]): SimUser[] {
  const playable = songs.filter(
    (song) => song.availability === 'full' || song.availability === 'trial',
  );
  const baseTime = Date.UTC(2016, 5, 1);
  const make = (userId: number, nickname: string, extra: Partial<SimUser>): SimUser => ({
    userId,
    nickname,
    phone: null,
    password: null,
    vipType: 0,
    signature: '',
    userType: 0,
    accountType: 1,
    level: random.int(1, 10),
    gender: (userId % 3) as 0 | 1 | 2,
    createTime: baseTime + random.int(0, 1_500) * 86_400_000,
    imageSeed: random.int(1, 2 ** 30),
    showsPlayRecord: true,
    follows: [],
    initialLikes: pickSongs(random, playable, random.int(4, 12)),
    initialRecords: records(random, playable),
    ...extra,
  });
  const users: SimUser[] = [
    make(1001, '演示用户', {
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
      vipType: 11,
      signature: '离线模拟器的演示账号',
      level: 9,
      follows: [1002, 1003, 1004, 1005],
    }),
    make(1002, '不公开记录的人', {
      phone: '13800138001',
      password: DEMO_PASSWORD,
      signature: '听歌排行仅自己可见',
      showsPlayRecord: false,
      follows: [1001, 1006],
    }),
  ];
  NICKNAMES.forEach((nickname, index) => {
    const userId = 1003 + index;
    users.push(
      make(userId, nickname, {
        userType: index === 1 ? 4 : 0,
        follows: [1001, 1003 + ((index + 1) % NICKNAMES.length)].filter((id) => id !== userId),
      }),
    );
  });
  users.push(officialAccount());
  return users;
}

/** The service's own account, which owns the charts; it has no login. Built without random draws. */
function officialAccount(): SimUser {
  return {
    userId: OFFICIAL_USER_ID,
    nickname: '云音乐官方（模拟）',
    phone: null,
    password: null,
    vipType: 11,
    signature: '模拟曲库的官方账号，维护排行榜。',
    userType: 2,
    accountType: 2,
    level: 10,
    gender: 0,
    createTime: Date.UTC(2013, 3, 1),
    imageSeed: 1,
    showsPlayRecord: false,
    follows: [],
    initialLikes: [],
    initialRecords: {},
  };
}

function pickSongs(random: SeededRandom, songs: SimSong[], count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, songs.length)) ids.add(random.pick(songs).id);
  return [...ids];
}

function records(random: SeededRandom, songs: SimSong[]): Record<number, number> {
  const result: Record<number, number> = {};
  for (const id of pickSongs(random, songs, random.int(8, 20))) result[id] = random.int(1, 60);
  return result;
}
