import { createFakeSoundFactory } from './fake-sound-factory';

const OPTIONS = {
  src: 'https://cdn.example/a.mp3',
  format: 'mp3',
  pool: 5,
  preload: false,
} as const;

describe('FakeSoundFactory', () => {
  it('creates recording sounds in order and finds them', () => {
    const factory = createFakeSoundFactory({ durationSec: 90 });
    expect(() => factory.latest()).toThrow('no sound #-1 (0 created)');
    const first = factory.create(OPTIONS);
    const second = factory.create({ ...OPTIONS, src: 'https://cdn.example/b.mp3' });
    expect(factory.latest()).toBe(second);
    expect(factory.soundAt(0)).toBe(first);
    expect(() => factory.soundAt(2)).toThrow('no sound #2 (2 created)');
    expect(factory.soundsFor(OPTIONS.src)).toEqual([first]);
    expect(first.duration()).toBe(90);
    first.setDuration(120);
    expect(first.duration()).toBe(120);
  });

  it('answers canPlay from its configuration and counts context calls', () => {
    const factory = createFakeSoundFactory({ unsupported: ['aac'] });
    expect(factory.canPlay('mp3')).toBe(true);
    expect(factory.canPlay('aac')).toBe(false);
    factory.setCanPlay('aac', true);
    factory.setCanPlay('mp3', false);
    expect(factory.canPlay('aac')).toBe(true);
    expect(factory.canPlay('mp3')).toBe(false);
    factory.suspendContext();
    factory.resumeContext();
    factory.resumeContext();
    expect([factory.suspendCount, factory.resumeCount]).toEqual([1, 2]);
  });

  it('keeps state(), playing() and the position consistent with fired events and calls', () => {
    const sound = createFakeSoundFactory().create(OPTIONS);
    const heard: unknown[] = [];
    sound.on('loaderror', (error) => heard.push(error));
    sound.on('play', () => heard.push('play'));
    expect(sound.listenerCount('play')).toBe(1);
    expect(sound.state()).toBe('loading');
    sound.fire('loaderror', 4);
    sound.fire('load');
    expect(sound.state()).toBe('loaded');
    sound.fire('play');
    expect(sound.playing()).toBe(true);
    sound.fire('end');
    expect(sound.playing()).toBe(false);
    expect(heard).toEqual([4, 'play']);
    expect(sound.seek(12)).toBe(12);
    expect(sound.seek()).toBe(12);
    sound.stop();
    expect(sound.seek()).toBe(0);
    sound.unload();
    expect(sound.unloaded).toBe(true);
    expect(sound.state()).toBe('unloaded');
    expect(sound.calls.map((call) => call.method)).toEqual(['seek', 'stop', 'unload']);
  });
});

describe('FakeSound: chainAfter', () => {
  it('exists only on decoded sounds', () => {
    const factory = createFakeSoundFactory();
    expect(factory.create(OPTIONS).chainAfter).toBeUndefined();
    expect(factory.create({ ...OPTIONS, decoded: true }).chainAfter).toBeInstanceOf(Function);
  });

  it('accepts another decoded sound, records it and the call; refuses the rest', () => {
    const factory = createFakeSoundFactory();
    const streamed = factory.create(OPTIONS);
    const previous = factory.create({ ...OPTIONS, decoded: true });
    const next = factory.create({ ...OPTIONS, src: 'https://cdn.example/b.mp3', decoded: true });
    expect(next.chainAfter?.(streamed)).toBe(false);
    expect(next.chainAfter?.(next)).toBe(false);
    expect(next.chainedAfter).toBeNull();
    expect(next.chainAfter?.(previous)).toBe(true);
    expect(next.chainedAfter).toBe(previous);
    expect(next.callsOf('chainAfter')).toEqual([[streamed], [next], [previous]]);
    next.unload();
    expect(next.chainAfter?.(previous)).toBe(false);
  });
});
