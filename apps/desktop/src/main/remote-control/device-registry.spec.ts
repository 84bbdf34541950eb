import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonFileStore } from '../store/json-file-store';
import { cleanDeviceName, createDeviceRegistry } from './device-registry';

describe('device registry', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cadenza-devices-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no change when pairings and a revocation overlap', async () => {
    const registry = createDeviceRegistry({ store: createJsonFileStore(dir), now: () => 1 });
    const first = await registry.pair('first', 'read');
    const [, second, third] = await Promise.all([
      registry.revoke(first.device.id),
      registry.pair('second', 'control'),
      registry.pair('third', 'read'),
    ]);
    expect(registry.list().map((device) => device.name)).toEqual(['second', 'third']);
    const reloaded = createDeviceRegistry({ store: createJsonFileStore(dir), now: () => 1 });
    await reloaded.load();
    expect(reloaded.authenticate(second.token)?.name).toBe('second');
    expect(reloaded.authenticate(third.token)?.name).toBe('third');
    expect(reloaded.authenticate(first.token)).toBeNull();
    expect(await registry.revoke('nobody')).toBe(false);
  });

  it('trusts no device from a file of another shape, and says so', async () => {
    writeFileSync(join(dir, 'remote-devices.json'), JSON.stringify({ devices: [{ id: 'x' }] }));
    const onLoadError = jest.fn();
    const registry = createDeviceRegistry({
      store: createJsonFileStore(dir),
      now: () => 1,
      onLoadError,
    });
    await registry.load();
    expect(registry.list()).toEqual([]);
    expect(onLoadError).toHaveBeenCalledTimes(1);
  });

  it('keeps a corrupt file aside and starts with no device', async () => {
    writeFileSync(join(dir, 'remote-devices.json'), '{"devices": [');
    const onLoadError = jest.fn();
    const registry = createDeviceRegistry({
      store: createJsonFileStore(dir),
      now: () => 1,
      onLoadError,
    });
    await registry.load();
    expect(registry.list()).toEqual([]);
    expect(onLoadError).toHaveBeenCalledTimes(1);
    const { token } = await registry.pair('new', 'read');
    expect(readFileSync(join(dir, 'remote-devices.json'), 'utf8')).not.toContain(token);
  });

  it.each([
    ['  Kitchen\ttablet\n', 'Kitchen tablet'],
    ['', 'Remote'],
    [42, 'Remote'],
    ['x'.repeat(100), 'x'.repeat(64)],
  ])('names %p %p', (name, shown) => {
    expect(cleanDeviceName(name)).toBe(shown);
  });
});
