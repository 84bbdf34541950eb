import { openMusicDb } from '@cadenza/api-client';
import { IDBFactory } from 'fake-indexeddb';
import { createMeasuredLoudnessCache, MIN_MEASURED_SECONDS } from './measured-loudness';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMeasuredLoudnessCache', () => {
  it('keeps a measure in musicDB, where the next session finds it', async () => {
    const factory = new IDBFactory();
    const first = createMeasuredLoudnessCache(openMusicDb(factory), () => 42);
    expect(first.save('bv:7', { integratedLufs: -19.5, samplePeak: 0.4, durationSec: 90 })).toBe(
      true,
    );
    expect(first.get('bv:7')).toEqual({ integratedLufs: -19.5, samplePeak: 0.4 });
    await flush();
    const next = createMeasuredLoudnessCache(openMusicDb(factory));
    const arrived = jest.fn();
    next.subscribe(arrived);
    expect(next.get('bv:7')).toBeUndefined();
    await next.load('bv:7');
    expect(next.get('bv:7')).toEqual({ integratedLufs: -19.5, samplePeak: 0.4 });
    expect(arrived).toHaveBeenCalledWith('bv:7');
  });

  it(`keeps no measure shorter than ${MIN_MEASURED_SECONDS} s, of silence, or not finite`, () => {
    const cache = createMeasuredLoudnessCache(Promise.resolve(null));
    const short = { integratedLufs: -10, samplePeak: 1, durationSec: MIN_MEASURED_SECONDS - 1 };
    expect(cache.save(1, short)).toBe(false);
    expect(cache.save(1, { integratedLufs: null, samplePeak: 0, durationSec: 60 })).toBe(false);
    expect(cache.save(1, { integratedLufs: Number.NaN, samplePeak: 1, durationSec: 60 })).toBe(
      false,
    );
    expect(cache.get(1)).toBeUndefined();
    expect(cache.save(1, { ...short, durationSec: MIN_MEASURED_SECONDS })).toBe(true);
  });

  it('reads a damaged record as no measure', async () => {
    const factory = new IDBFactory();
    const db = openMusicDb(factory);
    await (
      await db
    )?.put('music_loudness', { id: 3, data: { integratedLufs: 'loud' }, createTime: 1 });
    const cache = createMeasuredLoudnessCache(db);
    await cache.load(3);
    expect(cache.get(3)).toBeUndefined();
  });

  it('works without a database, for the session', async () => {
    const cache = createMeasuredLoudnessCache(Promise.resolve(null));
    await cache.load(5);
    expect(cache.save(5, { integratedLufs: -12, samplePeak: 0.7, durationSec: 30 })).toBe(true);
    expect(cache.get(5)).toEqual({ integratedLufs: -12, samplePeak: 0.7 });
  });
});
