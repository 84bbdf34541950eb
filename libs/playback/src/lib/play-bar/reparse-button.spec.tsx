import type { PlayerTrack } from '@cadenza/player-core';
import { act, fireEvent, screen } from '@testing-library/react';
import { settle, renderScreen, songUrlAnswer } from '@cadenza/app-core/testing';
import { ReparseButton } from './reparse-button';

const catalogue: PlayerTrack = {
  id: 186016,
  name: 'Sunny Day',
  artists: [],
  album: { name: 'Ye Hui Mei' },
  source: 'netease',
};
const videoPart: PlayerTrack = {
  id: 'BV1xx411c7mD--7--3003',
  name: 'Part 1',
  artists: [],
  album: { name: 'Video' },
  source: 'bilibili',
};

/** The gateway gives every catalogue song a URL. */
function gateway(url: URL): unknown {
  return url.pathname.endsWith('/song/url/v1') ? songUrlAnswer(url) : {};
}

async function playing(track: PlayerTrack) {
  const app = await renderScreen(<ReparseButton />, { route: '*', at: '/', answer: gateway });
  // The song is current at once; no answer is awaited (the video part would not resolve here).
  act(() => app.player.send({ type: 'replace-queue', tracks: [track], startIndex: 0 }));
  fireEvent.click(screen.getByRole('button', { name: 'Re-parse' }));
  return app;
}

describe('ReparseButton', () => {
  it('keeps the chosen source for the song and loads it again from where it was', async () => {
    const app = await playing(catalogue);
    const loadsBefore = app.player.store.getSnapshot().loadId;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kugou Music' }));
      await settle();
    });
    expect(app.platform.storage.getItem('song_source_186016')).toBe('["kugou"]');
    expect(app.player.store.getSnapshot().loadId).toBeGreaterThan(loadsBefore);
    expect(screen.getByText('Resolving…')).toBeTruthy();
  });

  it('refuses a video-site part with the spec’s message, and keeps nothing', async () => {
    const app = await playing(videoPart);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Migu Music' }));
      await settle();
    });
    expect(screen.getByText('Bilibili videos do not support reparsing')).toBeTruthy();
    expect(app.platform.storage.getItem('song_source_BV1xx411c7mD--7--3003')).toBeNull();
  });
});
