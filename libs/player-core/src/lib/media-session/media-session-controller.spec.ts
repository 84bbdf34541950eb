import { PLAYER_LIMITS } from '../constants/timing';
import {
  MEDIA_SESSION_ACTIONS,
  bindMediaSession,
  updatePlaybackState,
  updatePositionState,
  type MediaPositionStateLike,
  type MediaSessionAction,
  type MediaSessionCommands,
  type MediaSessionHandler,
  type MediaSessionLike,
} from './media-session-controller';

/** Compile-time proof that the browser's `MediaSession` fits the structural port. */
const _acceptsBrowserSession = (session: MediaSession): MediaSessionLike => session;

function fakeSession(unsupported: readonly MediaSessionAction[] = []) {
  const handlers = new Map<MediaSessionAction, MediaSessionHandler | null>();
  const positions: Array<MediaPositionStateLike | undefined> = [];
  const session: MediaSessionLike = {
    setActionHandler(action, handler) {
      if (unsupported.includes(action)) {
        throw new TypeError(`The provided value '${action}' is not a valid enum value`);
      }
      handlers.set(action, handler);
    },
    setPositionState(state) {
      positions.push(state);
    },
  };
  const fire = (action: MediaSessionAction, details: Record<string, unknown> = {}) => {
    const handler = handlers.get(action);
    if (!handler) throw new Error(`no handler for ${action}`);
    handler({ action, ...details });
  };
  return { session, handlers, positions, fire };
}

function fakeCommands(): jest.Mocked<MediaSessionCommands> {
  return {
    play: jest.fn(),
    pause: jest.fn(),
    stop: jest.fn(),
    seekTo: jest.fn(),
    seekBy: jest.fn(),
    previous: jest.fn(),
    next: jest.fn(),
  };
}

describe('bindMediaSession', () => {
  it('registers all eight action handlers', () => {
    const { session, handlers } = fakeSession();
    bindMediaSession(session, fakeCommands());
    expect([...handlers.keys()]).toEqual([
      'play',
      'pause',
      'stop',
      'seekto',
      'seekbackward',
      'seekforward',
      'previoustrack',
      'nexttrack',
    ]);
    expect([...handlers.values()].every((handler) => typeof handler === 'function')).toBe(true);
    expect(MEDIA_SESSION_ACTIONS).toHaveLength(8);
  });

  it.each<[MediaSessionAction, keyof MediaSessionCommands]>([
    ['play', 'play'],
    ['pause', 'pause'],
    ['stop', 'stop'],
    ['previoustrack', 'previous'],
    ['nexttrack', 'next'],
  ])('%s calls %s', (action, command) => {
    const { session, fire } = fakeSession();
    const commands = fakeCommands();
    bindMediaSession(session, commands);
    fire(action);
    expect(commands[command]).toHaveBeenCalledTimes(1);
    expect(commands[command]).toHaveBeenCalledWith();
    const others = (Object.keys(commands) as Array<keyof MediaSessionCommands>).filter(
      (name) => name !== command,
    );
    for (const other of others) expect(commands[other]).not.toHaveBeenCalled();
  });

  it('seekto seeks to the given time, and ignores a missing or invalid one', () => {
    const { session, fire } = fakeSession();
    const commands = fakeCommands();
    bindMediaSession(session, commands);
    fire('seekto', { seekTime: 42.5 });
    fire('seekto', { seekTime: 0 });
    fire('seekto', {});
    fire('seekto', { seekTime: null });
    fire('seekto', { seekTime: Number.NaN });
    fire('seekto', { seekTime: -3 });
    expect(commands.seekTo.mock.calls).toEqual([[42.5], [0]]);
  });

  it('seeks 10 s back and forward by default, or by the offset the system gives', () => {
    const { session, fire } = fakeSession();
    const commands = fakeCommands();
    bindMediaSession(session, commands);
    fire('seekbackward');
    fire('seekforward');
    fire('seekbackward', { seekOffset: 5 });
    fire('seekforward', { seekOffset: 30 });
    fire('seekforward', { seekOffset: null });
    fire('seekbackward', { seekOffset: Number.NaN });
    fire('seekforward', { seekOffset: -4 });
    const step = PLAYER_LIMITS.mediaSessionSeekSeconds;
    expect(commands.seekBy.mock.calls).toEqual([
      [-step],
      [step],
      [-5],
      [30],
      [step],
      [-step],
      [step],
    ]);
  });

  it('unbind sets every handler back to null, once', () => {
    const { session, handlers } = fakeSession();
    const spy = jest.spyOn(session, 'setActionHandler');
    const unbind = bindMediaSession(session, fakeCommands());
    unbind();
    expect([...handlers.values()]).toEqual(Array(8).fill(null));
    expect(spy).toHaveBeenCalledTimes(16);
    unbind();
    expect(spy).toHaveBeenCalledTimes(16);
  });

  it('skips an action the session does not support and binds the rest', () => {
    const { session, handlers, fire } = fakeSession(['stop', 'seekto']);
    const commands = fakeCommands();
    let unbind: () => void = () => undefined;
    expect(() => {
      unbind = bindMediaSession(session, commands);
    }).not.toThrow();
    expect(handlers.has('stop')).toBe(false);
    expect(handlers.has('seekto')).toBe(false);
    fire('nexttrack');
    expect(commands.next).toHaveBeenCalledTimes(1);
    expect(() => unbind()).not.toThrow();
    expect([...handlers.values()]).toEqual(Array(6).fill(null));
  });

  it('tolerates a session that refuses to clear a handler', () => {
    let refuse = false;
    const session: MediaSessionLike = {
      setActionHandler: () => {
        if (refuse) throw new Error('gone');
      },
    };
    const unbind = bindMediaSession(session, fakeCommands());
    refuse = true;
    expect(() => unbind()).not.toThrow();
  });
});

describe('updatePlaybackState', () => {
  it.each(['playing', 'paused', 'none'] as const)('sets %s', (state) => {
    const { session } = fakeSession();
    updatePlaybackState(session, state);
    expect(session.playbackState).toBe(state);
  });
});

describe('updatePositionState', () => {
  const send = (state: MediaPositionStateLike) => {
    const { session, positions } = fakeSession();
    const sent = updatePositionState(session, state);
    return { sent, position: positions[0] };
  };

  it('passes valid numbers through', () => {
    expect(send({ duration: 200, position: 12.5, playbackRate: 1.25 })).toEqual({
      sent: true,
      position: { duration: 200, position: 12.5, playbackRate: 1.25 },
    });
  });

  it.each([
    ['past the end', 250, 200],
    ['negative', -5, 0],
    ['NaN', Number.NaN, 0],
    ['+Infinity', Infinity, 200],
    ['-Infinity', -Infinity, 0],
  ])('clamps a position %s', (_name, position, expected) => {
    expect(send({ duration: 200, position, playbackRate: 1 }).position?.position).toBe(expected);
  });

  it.each([0, -1, Number.NaN, Infinity])('treats a rate of %p as 1', (playbackRate) => {
    expect(send({ duration: 200, position: 1, playbackRate }).position?.playbackRate).toBe(1);
  });

  it.each([0, -10, Number.NaN, Infinity])('skips a duration of %p', (duration) => {
    expect(send({ duration, position: 1, playbackRate: 1 })).toEqual({
      sent: false,
      position: undefined,
    });
  });

  it('skips a session without setPositionState', () => {
    const session: MediaSessionLike = { setActionHandler: () => undefined };
    expect(updatePositionState(session, { duration: 10, position: 1, playbackRate: 1 })).toBe(
      false,
    );
  });

  it('never throws when the session does', () => {
    const session: MediaSessionLike = {
      setActionHandler: () => undefined,
      setPositionState: () => {
        throw new TypeError('bad state');
      },
    };
    expect(updatePositionState(session, { duration: 10, position: 1, playbackRate: 1 })).toBe(
      false,
    );
  });
});
