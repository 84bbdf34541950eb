import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJsonFileStore } from './json-file-store';

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

  it('reads a corrupt file as null and reports it', async () => {
    writeFileSync(join(dir, 'settings.json'), '{"language": "en');
    const onCorrupt = jest.fn();
    expect(await createJsonFileStore(dir, onCorrupt).read('settings')).toBeNull();
    expect(onCorrupt).toHaveBeenCalledWith('settings', expect.any(SyntaxError));
  });

  it.each(['../escape', 'a/b', '', 'Settings'])('refuses the key %p', async (key) => {
    await expect(createJsonFileStore(dir).write(key, {})).rejects.toThrow('invalid store key');
  });
});
