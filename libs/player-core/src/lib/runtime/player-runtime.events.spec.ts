import { resolveLatest, setup, startPlaying, T0, track, urlOf } from './testing/runtime-harness';
import { createRuntimeEventTap } from './runtime-events';
import { UrlResolutionError } from './url-resolution-error';

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the runtime event tap', () => {
  it('tells each change of the current track once, and none for the same track', async () => {
    const harness = setup();
    const sound = await startPlaying(harness, [track(1), track(2)]);
    harness.runtime.send({ type: 'pause' });
    sound.fire('pause');
    harness.runtime.send({ type: 'resume' });
    harness.runtime.send({ type: 'next' });
    expect(trackChanges(harness.events)).toEqual([1, 2]);
    harness.runtime.send({ type: 'remove', index: 0 });
    harness.runtime.send({ type: 'replace-queue', tracks: [], startIndex: 0 });
    expect(trackChanges(harness.events)).toEqual([1, 2, null]);
  });

  it('tells a track ended while it is still current, before the player moves on', async () => {
    const harness = setup();
    const sound = await startPlaying(harness, [track(1), track(2)]);
    const seenAtEnd: Array<{ ended: unknown; current: unknown }> = [];
    harness.runtime.subscribe((event) => {
      if (event.type !== 'track-ended') return;
      const state = harness.runtime.store.getSnapshot();
      seenAtEnd.push({ ended: event.track.id, current: state.queue[state.index]?.id });
    });
    sound.fire('end');
    expect(seenAtEnd).toEqual([{ ended: 1, current: 1 }]);
    expect(harness.state().index).toBe(1);
    const order = harness.events.map((event) => event.type);
    expect(order.lastIndexOf('track-ended')).toBeLessThan(order.lastIndexOf('track-changed'));
  });

  it("carries the resolver's reason into the notice, and none for other errors", async () => {
    const harness = setup();
    harness.runtime.send({ type: 'replace-queue', tracks: [track(1), track(2)], startIndex: 0 });
    const reason = { message: 'errors.video.noAudioUrl' };
    harness.resolver.last().reject(new UrlResolutionError(reason));
    await flushAll();
    harness.resolver.last().reject(new Error('network down'));
    await flushAll();
    const notices = harness.events.flatMap((event) => (event.type === 'notice' ? [event] : []));
    expect(notices.map((event) => event.notice)).toEqual([
      { type: 'play-failed-next', trackId: 1, reason },
      { type: 'play-failed-next', trackId: 2 },
    ]);
  });

  it('stops telling a listener once it unsubscribes, and everyone once disposed', async () => {
    const harness = setup();
    const heard: string[] = [];
    const unsubscribe = harness.runtime.subscribe((event) => heard.push(event.type));
    harness.runtime.send({ type: 'replace-queue', tracks: [track(1), track(2)], startIndex: 0 });
    unsubscribe();
    const sound = await resolveLatest(harness, urlOf(1));
    sound.fire('load');
    sound.fire('end');
    expect(heard).toEqual(['track-changed']);
    const before = harness.events.length;
    harness.runtime.dispose();
    harness.runtime.send({ type: 'next' });
    expect(harness.events).toHaveLength(before);
  });
});

describe('createRuntimeEventTap', () => {
  it('keeps telling the other listeners when one throws, and reports the error afterwards', async () => {
    const tap = createRuntimeEventTap();
    const heard: string[] = [];
    tap.subscribe(() => {
      throw new Error('listener bug');
    });
    tap.subscribe((event) => heard.push(event.type));
    const uncaught = jest.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => undefined);
    tap.emit({ type: 'track-changed', track: null });
    expect(heard).toEqual(['track-changed']);
    expect(uncaught).toHaveBeenCalledTimes(1);
  });
});

function trackChanges(events: ReturnType<typeof setup>['events']): Array<number | string | null> {
  return events.flatMap((event) =>
    event.type === 'track-changed' ? [event.track?.id ?? null] : [],
  );
}

async function flushAll(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
