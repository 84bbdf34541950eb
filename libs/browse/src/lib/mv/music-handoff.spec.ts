import {
  musicTookOver,
  NO_HANDOFF,
  playerClosed,
  videoStarted,
  type MusicSnapshot,
} from './music-handoff';

const music = (status: MusicSnapshot['status'], trackId: MusicSnapshot['trackId'] = 7) => ({
  status,
  trackId,
});

describe('the music handoff of an MV', () => {
  it('pauses music that plays (or starts) when the MV starts, and gives it back on close', () => {
    for (const status of ['playing', 'loading'] as const) {
      const started = videoStarted(NO_HANDOFF, music(status));
      expect(started).toEqual({ handoff: { pausedTrackId: 7 }, commands: [{ type: 'pause' }] });
      expect(playerClosed(started.handoff, music('paused'))).toEqual({
        handoff: NO_HANDOFF,
        commands: [{ type: 'resume' }],
      });
    }
  });

  it('leaves silent music alone, and has nothing to give back', () => {
    for (const status of ['idle', 'paused', 'stopped'] as const) {
      const started = videoStarted(NO_HANDOFF, music(status));
      expect(started).toEqual({ handoff: NO_HANDOFF, commands: [] });
      expect(playerClosed(started.handoff, music('paused')).commands).toEqual([]);
    }
    expect(videoStarted(NO_HANDOFF, music('playing', null)).commands).toEqual([]);
  });

  it('a restarted MV keeps what it paused the first time', () => {
    const first = videoStarted(NO_HANDOFF, music('playing'));
    const again = videoStarted(first.handoff, music('paused'));
    expect(again).toEqual({ handoff: { pausedTrackId: 7 }, commands: [] });
    expect(playerClosed(again.handoff, music('paused')).commands).toEqual([{ type: 'resume' }]);
  });

  it('music the listener starts meanwhile pauses the MV, and then closing resumes nothing', () => {
    const { handoff } = videoStarted(NO_HANDOFF, music('playing'));
    expect(handoff.pausedTrackId).toBe(7);
    const took = musicTookOver(music('playing'), true);
    expect(took).toEqual({ pauseVideo: true, handoff: NO_HANDOFF });
    expect(playerClosed(took.handoff, music('playing')).commands).toEqual([]);
    expect(musicTookOver(music('playing'), false).pauseVideo).toBe(false);
  });

  it('does not resume a song the listener changed or stopped while the MV played', () => {
    const { handoff } = videoStarted(NO_HANDOFF, music('playing', 7));
    expect(playerClosed(handoff, music('paused', 8)).commands).toEqual([]);
    expect(playerClosed(handoff, music('stopped', 7)).commands).toEqual([]);
    expect(playerClosed(handoff, music('idle', null)).commands).toEqual([]);
  });
});
