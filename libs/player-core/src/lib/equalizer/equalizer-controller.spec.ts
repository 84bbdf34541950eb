import { createMemoryStorage } from '@cadenza/ports';
import { createEqualizerController } from './equalizer-controller';

describe('createEqualizerController', () => {
  it('starts from storage, saves each change and tells subscribers', () => {
    const storage = createMemoryStorage({
      eqSettings: JSON.stringify({
        31: 3,
        62: 0,
        125: 0,
        250: 0,
        500: 0,
        1000: 0,
        2000: 0,
        4000: 0,
        8000: 0,
        16000: 0,
      }),
      eqBypass: 'true',
    });
    const eq = createEqualizerController({ storage });
    expect(eq.getSnapshot().gains[31]).toBe(3);
    expect(eq.getSnapshot().bypass).toBe(true);
    const seen: number[] = [];
    eq.subscribe(() => seen.push(eq.getSnapshot().gains[1000]));
    eq.setBand(1000, 20);
    expect(seen).toEqual([12]);
    expect(JSON.parse(storage.getItem('eqSettings') ?? '{}')['1000']).toBe(12);
    expect(storage.getItem('currentPreset')).toBe('custom');
    eq.setBypass(false);
    expect(storage.getItem('eqBypass')).toBe('false');
  });

  it('selects a preset and resets to flat, keeping bypass as it is', () => {
    const storage = createMemoryStorage();
    const eq = createEqualizerController({ storage });
    eq.setPreset('rock');
    expect(eq.getSnapshot().preset).toBe('rock');
    expect(storage.getItem('currentPreset')).toBe('rock');
    eq.setBypass(true);
    eq.reset();
    expect(eq.getSnapshot()).toMatchObject({ preset: 'flat', bypass: true });
    expect(Object.values(eq.getSnapshot().gains).every((gain) => gain === 0)).toBe(true);
  });

  it('moves a whole group of bands, saved as a custom curve', () => {
    const storage = createMemoryStorage();
    const eq = createEqualizerController({ storage });
    eq.setGroup('bass', 6);
    const gains = eq.getSnapshot().gains;
    expect([gains[31], gains[62], gains[125], gains[250], gains[500]]).toEqual([6, 6, 6, 6, 0]);
    expect(JSON.parse(storage.getItem('eqSettings') ?? '{}')['125']).toBe(6);
    expect(storage.getItem('currentPreset')).toBe('custom');
  });

  it('does nothing, not even a save, when a change changes nothing', () => {
    const storage = createMemoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const eq = createEqualizerController({ storage });
    const listener = jest.fn();
    eq.subscribe(listener);
    eq.setBand(62, 0);
    eq.setPreset('flat');
    expect(listener).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('reports corrupt storage at load and failed saves, and still applies the change', () => {
    const storage = createMemoryStorage({ eqSettings: '{broken', eqBypass: '"yes"' });
    const onSaveProblems = jest.fn();
    const eq = createEqualizerController({ storage, onSaveProblems });
    expect(eq.loadProblems.length).toBeGreaterThanOrEqual(2);
    jest.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    eq.setBand(125, 4);
    expect(eq.getSnapshot().gains[125]).toBe(4);
    expect(onSaveProblems).toHaveBeenCalledTimes(1);
  });
});
