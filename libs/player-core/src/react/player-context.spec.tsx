/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createInitialPlayerState } from '../lib/machine/player.state';
import type { PlayerState } from '../lib/machine/player.types';
import type { PlayerRuntime, PlayerUserCommand } from '../lib/runtime/player-runtime';
import { createExternalStore } from '../lib/store/external-store';
import {
  PlayerProvider,
  usePlaybackPosition,
  usePlayerSelector,
  usePlayerSend,
} from './player-context';

function stubRuntime() {
  const store = createExternalStore<PlayerState>(createInitialPlayerState());
  const sent: PlayerUserCommand[] = [];
  let position = 0;
  const runtime: PlayerRuntime = {
    store,
    send: (command) => sent.push(command),
    restore: () => undefined,
    prepare: () => undefined,
    position: () => position,
    subscribe: () => () => undefined,
    dispose: () => undefined,
  };
  return { runtime, store, sent, setPosition: (value: number) => (position = value) };
}

const selectVolume = (state: PlayerState) => state.volume;

describe('player React entry', () => {
  afterEach(() => jest.useRealTimers());

  it('re-renders a selector only when its slice changes', () => {
    const { runtime, store } = stubRuntime();
    let renders = 0;
    function Volume() {
      renders += 1;
      return <p>{usePlayerSelector(selectVolume)}</p>;
    }
    render(
      <PlayerProvider runtime={runtime}>
        <Volume />
      </PlayerProvider>,
    );
    expect(screen.getByText('1')).toBeTruthy();
    const before = renders;
    act(() => store.set({ ...store.getSnapshot(), positionSec: 42 }));
    expect(renders).toBe(before);
    act(() => store.set({ ...store.getSnapshot(), volume: 0.5 }));
    expect(screen.getByText('0.5')).toBeTruthy();
    expect(renders).toBe(before + 1);
  });

  it('sends commands to the runtime', () => {
    const { runtime, sent } = stubRuntime();
    function NextButton() {
      const send = usePlayerSend();
      return <button onClick={() => send({ type: 'next' })}>next</button>;
    }
    render(
      <PlayerProvider runtime={runtime}>
        <NextButton />
      </PlayerProvider>,
    );
    act(() => screen.getByText('next').click());
    expect(sent).toEqual([{ type: 'next' }]);
  });

  it('reads the position every animation frame while playing, and stops on unmount', () => {
    jest.useFakeTimers();
    const { runtime, store, setPosition } = stubRuntime();
    act(() => store.set({ ...store.getSnapshot(), status: 'playing' }));
    let renders = 0;
    function Position() {
      renders++;
      return <p data-testid="position">{usePlaybackPosition()}</p>;
    }
    const view = render(
      <PlayerProvider runtime={runtime}>
        <Position />
      </PlayerProvider>,
    );
    expect(screen.getByTestId('position').textContent).toBe('0');
    setPosition(3.5);
    act(() => {
      jest.advanceTimersByTime(16);
    });
    expect(screen.getByTestId('position').textContent).toBe('3.5');
    // Frames that read the same position do not re-render.
    const rendersAtRest = renders;
    act(() => {
      jest.advanceTimersByTime(160);
    });
    expect(renders).toBe(rendersAtRest);
    expect(jest.getTimerCount()).toBe(1);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('asks for no frames while paused, and reads again when the player reports a change', () => {
    jest.useFakeTimers();
    const { runtime, store, setPosition } = stubRuntime();
    act(() => store.set({ ...store.getSnapshot(), status: 'paused', positionSec: 12 }));
    setPosition(12);
    function Position() {
      return <p data-testid="position">{usePlaybackPosition()}</p>;
    }
    render(
      <PlayerProvider runtime={runtime}>
        <Position />
      </PlayerProvider>,
    );
    expect(screen.getByTestId('position').textContent).toBe('12');
    expect(jest.getTimerCount()).toBe(0);
    // A seek while paused: the machine reports the new position, the bar follows it.
    setPosition(40);
    act(() => store.set({ ...store.getSnapshot(), positionSec: 40 }));
    expect(screen.getByTestId('position').textContent).toBe('40');
    expect(jest.getTimerCount()).toBe(0);
    // Playing again starts the frame loop.
    act(() => store.set({ ...store.getSnapshot(), status: 'playing' }));
    expect(jest.getTimerCount()).toBe(1);
    setPosition(40.5);
    act(() => {
      jest.advanceTimersByTime(16);
    });
    expect(screen.getByTestId('position').textContent).toBe('40.5');
  });

  it('throws a clear error outside a provider', () => {
    function Orphan() {
      usePlayerSend();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('no PlayerProvider above this component');
  });
});
