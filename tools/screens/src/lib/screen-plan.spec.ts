import { APP_ROUTES } from '@cadenza/app-core/routes';
import type { SimInfoSong } from '@cadenza/ncm-sim/client';
import { screenPlan, type SimFacts } from './screen-plan';

const song = (id: number, name: string, availability: SimInfoSong['availability']) => ({
  id,
  name,
  availability,
  frequencyHz: 440,
  format: 'mp3' as const,
  durationMs: 60_000,
});

const facts: SimFacts = {
  fixtures: {
    demoUserId: 42,
    hiddenRecordsUserId: 43,
    demoPhone: '13800138000',
    demoPassword: 'pw',
    bigPlaylistId: 9001,
    bigPlaylistSize: 10_000,
    noCopyrightSongId: 1,
    trialSongIds: [3],
    unavailableSongIds: [4],
    yrcSongIds: [2],
    noLyricSongIds: [4],
    aacSongIds: [5],
    longSongIds: [6],
    searchCorpusSize: 100_000,
  },
  // As in the simulator's catalogue, the first songs cannot be played.
  songs: [
    song(1, 'Gone', 'no-copyright'),
    song(4, 'Lost', 'unavailable'),
    song(2, '风起 微光', 'full'),
  ],
  artists: [
    { id: 6452, name: '静默乐团' },
    { id: 1000001, name: '林间信号' },
  ],
  mvs: [{ id: 4000001, name: 'MV', frequencyHz: 500 }],
  bilibili: [{ bvid: 'BV1xx', title: 'Video', streamForm: 'dash', pages: [] }],
};

describe('screenPlan', () => {
  const plan = screenPlan(facts);

  it('takes a picture of every route of the table, with real sample parameters', () => {
    for (const route of APP_ROUTES) {
      expect(plan.map((shot) => shot.name)).toContain(route.screen);
    }
    const paths = plan.map((shot) => shot.path);
    expect(paths).toContain('/user/detail/42');
    expect(paths).toContain('/music-list/9001');
    expect(paths).toContain('/bilibili/BV1xx');
    expect(paths).toContain('/artist/detail/1000001');
    expect(paths).toContain('/mv?id=4000001');
    expect(paths.every((path) => !path.includes(':'))).toBe(true);
  });

  it('searches for a playable song of the catalogue for the result and player scenes', () => {
    const playing = plan.find((shot) => shot.scene === 'playing');
    expect(playing?.path).toBe('/search?keyword=%E9%A3%8E%E8%B5%B7%20%E5%BE%AE%E5%85%89&type=1');
    expect(plan.find((shot) => shot.scene === 'player-sheet')?.mobileOnly).toBe(true);
    expect(plan.find((shot) => shot.scene === 'favorited')?.path).toBe(playing?.path);
    expect(plan.find((shot) => shot.scene === 'song-menu')?.desktopOnly).toBe(true);
    expect(new Set(plan.map((shot) => shot.name)).size).toBe(plan.length);
  });

  it('pictures the donation tab, the offline frame and the install prompt', () => {
    expect(plan.find((shot) => shot.name === 'set-donation')?.path).toBe('/set?tab=donation');
    expect(plan.find((shot) => shot.scene === 'offline')?.path).toBe('/');
    expect(plan.find((shot) => shot.scene === 'install-prompt')).toMatchObject({
      path: '/',
      desktopOnly: true,
    });
  });

  it('pictures the account pages logged in, after every anonymous picture', () => {
    const scenes = plan.map((shot) => shot.scene);
    const first = scenes.indexOf('logged-in');
    expect(plan.filter((shot) => shot.scene === 'logged-in').map((shot) => shot.path)).toEqual([
      '/user',
      '/user/follows',
      '/user/detail/43',
    ]);
    expect(scenes.slice(first).every((scene) => scene === 'logged-in')).toBe(true);
  });
});
