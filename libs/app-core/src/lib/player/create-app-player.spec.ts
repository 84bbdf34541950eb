import type { PlayerTrack } from '@cadenza/player-core';
import { buildTrack } from '@cadenza/player-core/testing';
import { createTestApp, settle } from '../../testing/test-app.spec-harness';
import { songUrlAnswer } from '../../testing/song-url.spec-fixtures';

/** The store and the player as a renderer joins them, over a gateway answered by `answer`. */
function setup(
  stored: unknown,
  answer: (url: URL) => unknown,
  onTrial?: (track: PlayerTrack) => void,
) {
  return createTestApp({ stored, answer, ...(onTrial ? { onTrial } : {}) });
}

describe('createAppPlayer', () => {
  it('resolves a track through the gateway at the quality of the settings and loads it', async () => {
    const { player, factory, calls } = setup({ musicQuality: 'exhigh' }, songUrlAnswer);
    player.send({ type: 'replace-queue', tracks: [buildTrack({ id: 42 })], startIndex: 0 });
    await settle();
    const call = calls.find((url) => url.pathname === '/api/song/url/v1');
    expect(call?.searchParams.get('id')).toBe('42');
    expect(call?.searchParams.get('level')).toBe('exhigh');
    expect(factory.latest().options.src).toBe('https://cdn.test/42.mp3');
    player.dispose();
  });

  it("tells why a track could not be played, with the chain's message", async () => {
    const { player } = setup({ enableMusicUnblock: false }, (url) =>
      songUrlAnswer(url, { url: null }),
    );
    const notices: unknown[] = [];
    player.subscribe((event) => {
      if (event.type === 'notice') notices.push(event.notice);
    });
    player.send({ type: 'replace-queue', tracks: [buildTrack({ id: 7 })], startIndex: 0 });
    await settle();
    expect(notices[0]).toMatchObject({
      trackId: 7,
      reason: { message: 'errors.data.unblockDisabled' },
    });
    player.dispose();
  });

  it("on desktop, asks the shell's unblock bridge when the catalogue has no URL", async () => {
    const unblockMusic = jest.fn(async () => ({
      data: { data: { url: 'https://other.test/7.mp3', br: 320000, size: 1, source: 'kugou' } },
    }));
    const { player, factory } = createTestApp({
      kind: 'desktop',
      platform: { unblockMusic },
      answer: (url) => songUrlAnswer(url, { url: null }),
    });
    player.send({ type: 'replace-queue', tracks: [buildTrack({ id: 7 })], startIndex: 0 });
    await settle();
    expect(unblockMusic).toHaveBeenCalledWith(7, expect.anything(), [
      'migu',
      'kugou',
      'pyncmd',
      'bilibili',
    ]);
    expect(factory.latest().options.src).toBe('https://other.test/7.mp3');
    player.dispose();
  });

  it('plays the trial clip when nothing else was found, and says it is only a preview', async () => {
    const trials: PlayerTrack[] = [];
    const { player, factory } = setup(
      { enableMusicUnblock: false },
      (url) =>
        songUrlAnswer(url, {
          url: 'https://cdn.test/clip.mp3',
          freeTrialInfo: { start: 0, end: 30 },
        }),
      (track) => trials.push(track),
    );
    player.send({ type: 'replace-queue', tracks: [buildTrack({ id: 9 })], startIndex: 0 });
    await settle();
    expect(factory.latest().options.src).toBe('https://cdn.test/clip.mp3');
    expect(trials.map((track) => track.id)).toEqual([9]);
    player.dispose();
  });

  it('stops when the sleep timer counted its songs: the song ends and playback pauses', async () => {
    const { player, factory } = setup({}, songUrlAnswer);
    player.send({
      type: 'replace-queue',
      tracks: [buildTrack({ id: 1 }), buildTrack({ id: 2 })],
      startIndex: 0,
    });
    await settle();
    factory.latest().fire('load');
    factory.latest().fire('play');
    expect(player.store.getSnapshot().status).toBe('playing');
    player.sleepTimer.setSongs(1, player.store.getSnapshot().index);
    factory.latest().fire('end');
    await settle();
    expect(player.store.getSnapshot().status).toBe('paused');
    expect(player.sleepTimer.getSnapshot()).toMatchObject({ type: 'none' });
    player.dispose();
  });

  it('stops on the last song when the timer "at the list\'s end" is set: no wrap to the first', async () => {
    const { player, factory } = setup({}, songUrlAnswer);
    const tracks = [buildTrack({ id: 1 }), buildTrack({ id: 2 })];
    player.send({ type: 'replace-queue', tracks, startIndex: 1 });
    await settle();
    factory.latest().fire('load');
    factory.latest().fire('play');
    player.sleepTimer.setPlaylistEnd(player.store.getSnapshot().index);
    factory.latest().fire('end');
    await settle();
    expect(player.store.getSnapshot()).toMatchObject({ status: 'stopped', index: 1 });
    // The first song was not even loaded on the way.
    expect(factory.soundsFor('https://cdn.test/1.mp3')).toEqual([]);
    expect(player.sleepTimer.getSnapshot()).toMatchObject({ type: 'none' });
    player.dispose();
  });

  it('keeps the equalizer in the platform storage', () => {
    const { player, platform } = setup({}, () => ({}));
    player.equalizer.setBand(1000, 6);
    expect(JSON.parse(platform.storage.getItem('eqSettings') ?? '{}')['1000']).toBe(6);
    player.dispose();
  });
});
