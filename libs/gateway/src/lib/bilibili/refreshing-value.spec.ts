import { RefreshingValue } from './refreshing-value';

describe('RefreshingValue', () => {
  it('loads once for concurrent callers and serves the cache until the TTL', async () => {
    let now = 0;
    let loads = 0;
    const value = new RefreshingValue(
      async () => `v${++loads}`,
      1000,
      () => now,
    );
    const [a, b] = await Promise.all([value.get(), value.get()]);
    expect([a, b]).toEqual([
      { value: 'v1', fresh: true },
      { value: 'v1', fresh: true },
    ]);
    now = 999;
    expect(await value.get()).toEqual({ value: 'v1', fresh: false });
    now = 1000;
    expect(await value.get()).toEqual({ value: 'v2', fresh: true });
    value.invalidate();
    expect(await value.get()).toEqual({ value: 'v3', fresh: true });
  });

  it('does not remember a failed load', async () => {
    let fail = true;
    const value = new RefreshingValue(
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      1000,
      () => 0,
    );
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toEqual({ value: 'up', fresh: true });
  });
});
