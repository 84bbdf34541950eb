import { buildTrack } from '@cadenza/player-core/testing';
import { DEFAULT_LYRIC_SETTINGS, STORAGE_KEYS } from '@cadenza/settings';
import { act, screen, within } from '@testing-library/react';
import { overlayOpened } from '@cadenza/app-core';
import { renderScreen, settle } from '@cadenza/app-core/testing';
import { PlayerOverlay } from './player-overlay';

const TRACK = buildTrack({ id: 1, name: 'Aurora', artists: [{ id: 3, name: 'Lumen' }] });

const realWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = realWidth;
});

/** The desktop's full-screen lyrics over a restored song, with these lyric settings. */
async function openLyrics(lyric: Partial<typeof DEFAULT_LYRIC_SETTINGS> = {}) {
  window.innerWidth = 1280;
  const app = await renderScreen(<PlayerOverlay />, {
    route: '*',
    at: '/',
    stored: { language: 'en-US', lyric: { ...DEFAULT_LYRIC_SETTINGS, ...lyric } },
    saved: { [STORAGE_KEYS.playList]: [TRACK], [STORAGE_KEYS.playListIndex]: 0 },
  });
  act(() => {
    app.store.dispatch(overlayOpened('lyrics'));
  });
  await act(settle);
  return screen.findByRole('dialog');
}

const playPauses = (overlay: HTMLElement) =>
  within(overlay).queryAllByRole('button', { name: /^(Play|Pause)$/ });

describe('the full-screen lyrics on the desktop', () => {
  it('have the play bar: progress, play/pause, previous and next', async () => {
    const overlay = await openLyrics();
    expect(within(overlay).getByRole('slider', { name: 'Playback position' })).toBeTruthy();
    expect(playPauses(overlay)).toHaveLength(1);
    expect(within(overlay).getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(within(overlay).getByRole('button', { name: 'Previous' })).toBeTruthy();
  });

  it('leave the play bar out when the lyric settings hide it', async () => {
    const overlay = await openLyrics({ hidePlayBar: true });
    expect(within(overlay).queryByRole('slider', { name: 'Playback position' })).toBeNull();
    expect(playPauses(overlay)).toHaveLength(0);
  });

  it('show the mini play bar under the cover when it is not hidden', async () => {
    const overlay = await openLyrics({ hidePlayBar: true, hideMiniPlayBar: false });
    expect(playPauses(overlay)).toHaveLength(1);
    expect(within(overlay).queryByRole('slider', { name: 'Playback position' })).toBeNull();
  });
});
