import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CorruptStoreError, createJsonFileStore } from './json-file-store';

describe('createJsonFileStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cadenza-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads null before anything is written', async () => {
    expect(await createJsonFileStore(join(dir, 'missing')).read('settings')).toBeNull();
  });

  it('round-trips a document and leaves no temporary files', async () => {
    const store = createJsonFileStore(join(dir, 'store'));
    await store.write('settings', { language: 'en-US' });
    expect(await store.read('settings')).toEqual({ language: 'en-US' });
    expect(readdirSync(join(dir, 'store'))).toEqual(['settings.json']);
    expect(JSON.parse(readFileSync(join(dir, 'store', 'settings.json'), 'utf8'))).toEqual({
      language: 'en-US',
    });
  });

  it('keeps a corrupt file aside and reports it on every read until a document is written', async () => {
    writeFileSync(join(dir, 'settings.json'), '{"language": "en');
    const onCorrupt = jest.fn();
    const store = createJsonFileStore(dir, onCorrupt);
    await expect(store.read('settings')).rejects.toThrow(CorruptStoreError);
    expect(onCorrupt).toHaveBeenCalledWith('settings', expect.any(SyntaxError));
    const kept = readdirSync(dir).filter((name) => name.startsWith('settings.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dir, kept[0] ?? ''), 'utf8')).toBe('{"language": "en');
    await expect(store.read('settings')).rejects.toThrow(CorruptStoreError);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
    await store.write('settings', { language: 'zh-CN' });
    expect(await store.read('settings')).toEqual({ language: 'zh-CN' });
  });

  it('keeps writes to one key in order, even when many are asked for at once', async () => {
    const store = createJsonFileStore(dir);
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.write('settings', { index })));
    expect(await store.read('settings')).toEqual({ index: 19 });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('a crash mid-write leaves the previous document whole: only the temporary file is cut', async () => {
    const store = createJsonFileStore(dir);
    await store.write('settings', { language: 'en-US' });
    // What a crash between writing the temporary file and the rename leaves behind.
    writeFileSync(join(dir, 'settings.json.0b1e-crash.tmp'), '{"language": "zh');
    const restarted = createJsonFileStore(dir);
    expect(await restarted.read('settings')).toEqual({ language: 'en-US' });
  });

  it('writes files only their owner can read (the gateway cookie is stored here)', async () => {
    const store = createJsonFileStore(dir);
    await store.write('gateway-cookies', { cookies: [] });
    expect(statSync(join(dir, 'gateway-cookies.json')).mode & 0o777).toBe(0o600);
  });

  it.each(['../escape', 'a/b', '', 'Settings'])('refuses the key %p', async (key) => {
    await expect(createJsonFileStore(dir).write(key, {})).rejects.toThrow('invalid store key');
  });
});
