import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoudnessMeasurement } from './ebur128';
import { LoudnessStore } from './loudness-store';

const LOUD: LoudnessMeasurement = { integratedLufs: -9, samplePeak: 0.7 };

describe('LoudnessStore', () => {
  let dir: string;
  const calls: string[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const measure = async (path: string): Promise<LoudnessMeasurement> => {
    calls.push(path);
    await gate;
    if (path.endsWith('bad.mp3')) throw new Error('not audio');
    return { integratedLufs: -20 - calls.length, samplePeak: 0.1 };
  };
  const store = () => new LoudnessStore(() => dir, measure);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'loudness-store-'));
    for (const name of ['a.mp3', 'b.mp3', 'c.mp3', 'bad.mp3']) writeFileSync(join(dir, name), 'x');
  });

  beforeEach(() => {
    calls.length = 0;
    gate = Promise.resolve();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers recorded measurements without measuring', async () => {
    const loudness = store();
    loudness.recordAll({ 'a.mp3': LOUD });
    expect(loudness.peek('a.mp3')).toEqual(LOUD);
    await expect(loudness.get('a.mp3')).resolves.toEqual(LOUD);
    expect(calls).toEqual([]);
    expect(loudness.lazyMeasurements).toBe(0);
  });

  it('measures an unknown file once: concurrent askers share it, later ones find it', async () => {
    const loudness = store();
    gate = new Promise((resolve) => (release = resolve));
    const first = loudness.get('b.mp3');
    const second = loudness.get('b.mp3');
    expect(loudness.peek('b.mp3')).toBeUndefined();
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(await loudness.get('b.mp3')).toEqual(a);
    expect(loudness.peek('b.mp3')).toEqual(a);
    expect(calls).toEqual([join(dir, 'b.mp3')]);
    expect(loudness.lazyMeasurements).toBe(1);
  });

  it('runs at most two measurements at once', async () => {
    const loudness = store();
    gate = new Promise((resolve) => (release = resolve));
    const all = Promise.all(['a.mp3', 'b.mp3', 'c.mp3'].map((file) => loudness.get(file)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(2);
    release();
    await all;
    expect(calls).toHaveLength(3);
  });

  it('answers null for a missing file without measuring, and asks again later', async () => {
    const loudness = store();
    await expect(loudness.get('late.mp3')).resolves.toBeNull();
    expect(calls).toEqual([]);
    writeFileSync(join(dir, 'late.mp3'), 'x');
    await expect(loudness.get('late.mp3')).resolves.not.toBeNull();
    expect(calls).toEqual([join(dir, 'late.mp3')]);
  });

  it('answers null for a file it cannot measure, and does not try again', async () => {
    const loudness = store();
    await expect(loudness.get('bad.mp3')).resolves.toBeNull();
    await expect(loudness.get('bad.mp3')).resolves.toBeNull();
    expect(calls).toEqual([join(dir, 'bad.mp3')]);
  });
});
