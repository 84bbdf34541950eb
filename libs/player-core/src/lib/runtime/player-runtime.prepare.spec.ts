import { buildNoCopyrightTrack } from '../testing/player.builders';
import { flush, setup, startPlaying, T0, track, urlOf } from './testing/runtime-harness';

// A press on a row prepares its song; the click that follows plays what the press loaded.

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createPlayerRuntime: prepare', () => {
  it('resolves and loads a pressed song, and its play takes that sound at once', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    runtime.prepare(track(7));
    expect(resolver.last()).toMatchObject({ track: { id: 7 }, refetch: false });
    resolver.last().resolve(urlOf(7));
    await flush();
    const prepared = factory.latest();
    expect(prepared.options).toMatchObject({ src: urlOf(7), preload: true });
    prepared.fire('load');

    runtime.send({ type: 'replace-queue', tracks: [track(6), track(7)], startIndex: 1 });
    // Within the command itself: no second resolution, the loaded sound plays.
    expect(resolver.calls).toHaveLength(1);
    expect(prepared.callsOf('play')).toHaveLength(1);
    expect(state().url?.url).toBe(urlOf(7));
  });

  it('waits for a prepare still resolving instead of asking again', async () => {
    const harness = setup();
    const { runtime, resolver, factory, state } = harness;
    runtime.prepare(track(7));
    runtime.send({ type: 'replace-queue', tracks: [track(7)], startIndex: 0 });
    expect(state().status).toBe('loading');
    expect(resolver.calls).toHaveLength(1);

    resolver.last().resolve(urlOf(7, 3));
    await flush();
    expect(resolver.calls).toHaveLength(1);
    expect(state().url?.url).toBe(urlOf(7, 3));
    const sound = factory.latest();
    expect(sound.options).toMatchObject({ src: urlOf(7, 3) });
    sound.fire('load');
    expect(sound.callsOf('play')).toHaveLength(1);
  });

  it('lets the play resolve for itself when the prepare fails', async () => {
    const harness = setup();
    const { runtime, resolver, state } = harness;
    runtime.prepare(track(7));
    runtime.send({ type: 'replace-queue', tracks: [track(7)], startIndex: 0 });
    resolver.last().reject(new Error('no url'));
    await flush();
    expect(resolver.calls).toHaveLength(2);
    expect(resolver.last()).toMatchObject({ track: { id: 7 }, refetch: false });
    resolver.last().resolve(urlOf(7, 2));
    await flush();
    expect(state().url?.url).toBe(urlOf(7, 2));
  });

  it('asks nothing for the song playing, a song that cannot play, or a second press', async () => {
    const harness = setup();
    const { runtime, resolver } = harness;
    await startPlaying(harness, [track(1), track(2)]);
    const asked = resolver.calls.length;
    runtime.prepare(track(1));
    runtime.prepare(buildNoCopyrightTrack({ id: 9 }));
    expect(resolver.calls).toHaveLength(asked);
    runtime.prepare(track(5));
    runtime.prepare(track(5));
    expect(resolver.calls).toHaveLength(asked + 1);
  });
});
