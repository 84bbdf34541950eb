import type { PlayerTrack } from '@cadenza/player-core';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppPlayerProvider, PlatformProvider } from '@cadenza/app-core';
import { createTestApp } from '@cadenza/app-core/testing';
import { RemoteControlConnector } from './remote-control-connector';
import type {
  RemoteCommandRequest,
  RemoteCommandResult,
  RemoteControlPort,
  RemoteNowPlaying,
} from '@cadenza/platform';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const TRACK: PlayerTrack = {
  id: 5,
  name: 'Five',
  artists: [{ id: 1, name: 'Sim Artist' }],
  album: { name: 'Sim Album' },
  source: 'netease',
};

function setup() {
  const { platform, store, player } = createTestApp({ kind: 'desktop' });
  const listeners = new Set<(request: RemoteCommandRequest) => void>();
  const replies: Array<[string, RemoteCommandResult]> = [];
  const reports: RemoteNowPlaying[] = [];
  const remoteControl: RemoteControlPort = {
    onCommand: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reply: (id, result) => void replies.push([id, result]),
    reportNowPlaying: (nowPlaying) => void reports.push(nowPlaying),
    getState: jest.fn(),
    onState: () => () => undefined,
    createPairingCode: jest.fn(),
    cancelPairingCode: jest.fn(),
    revokeDevice: jest.fn(),
  };
  const view = render(
    <Provider store={store}>
      <PlatformProvider platform={{ ...platform, remoteControl }}>
        <AppPlayerProvider player={player}>
          <RemoteControlConnector />
        </AppPlayerProvider>
      </PlatformProvider>
    </Provider>,
  );
  const command = (request: RemoteCommandRequest) =>
    act(() => listeners.forEach((listener) => listener(request)));
  return { player, listeners, replies, reports, view, command };
}

describe('RemoteControlConnector', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('runs remote commands in the player and answers each by its id', () => {
    const { player, replies, command } = setup();
    command({ id: 'a', command: { type: 'next' } });
    expect(replies).toEqual([['a', { ok: false, error: 'no-track' }]]);

    act(() => player.send({ type: 'insert-next', tracks: [TRACK] }));
    const send = jest.spyOn(player, 'send');
    command({ id: 'b', command: { type: 'set-volume', volume: 0.4 } });
    expect(send).toHaveBeenCalledWith({ type: 'set-volume', volume: 0.4 });
    expect(replies[1]).toEqual(['b', { ok: true }]);
  });

  it('reports what plays when it changes, and stops listening when unmounted', () => {
    const { player, reports, view, listeners } = setup();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ track: null, status: 'idle' });
    act(() => player.send({ type: 'set-volume', volume: 0.2 }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(reports.at(-1)).toMatchObject({ volume: 0.2 });
    view.unmount();
    expect(listeners.size).toBe(0);
  });
});
