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

/** The full-screen lyrics over a restored song, with these lyric settings, on a desktop width. */
async function openLyrics(lyric: Partial<typeof DEFAULT_LYRIC_SETTINGS> = {}, width = 1280) {
  window.innerWidth = width;
  const app = await renderScreen(<PlayerOverlay />, {
    route: '*',
    at: '/',
    stored: { language: 'en-US', lyric: { ...DEFAULT_LYRIC_SETTINGS, ...lyric } },
    saved: { [STORAGE_KEYS.playList]: [TRACK], [STORAGE_KEYS.playListIndex]: 0 },
  });
  act(() => {
    app.store.dispatch(overlayOpened(width < 500 ? 'player' : 'lyrics'));
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

describe('the phone’s player sheet', () => {
  const look = (overlay: HTMLElement) => overlay.querySelector('.cz-lyrics')?.className ?? '';

  it('follows the mobile lyric settings: layout, cover style and lines shown', async () => {
    const overlay = await openLyrics(
      { mobileLayout: 'android', mobileCoverStyle: 'square', mobileShowLyricLines: 5 },
      390,
    );
    expect(look(overlay)).toContain('cz-lyrics--layout-android');
    expect(look(overlay)).toContain('cz-lyrics--cover-square');
    expect(overlay.querySelector('.cz-lyrics__cover')?.className).toContain('cz-cover--md');
    const root = overlay.querySelector<HTMLElement>('.cz-lyrics');
    expect(root?.style.getPropertyValue('--cz-lyrics-visible-lines')).toBe('5');
  });

  it('draws the cover as a record by default, and keeps its controls', async () => {
    const overlay = await openLyrics({}, 390);
    expect(look(overlay)).toContain('cz-lyrics--cover-record');
    expect(overlay.querySelector('.cz-lyrics__cover')?.className).toContain('cz-cover--circle');
    expect(within(overlay).getByRole('slider', { name: 'Playback position' })).toBeTruthy();
  });
});
