import {
  migrateSettings,
  migrateShortcuts,
  storedSchemaVersion,
  type SettingsMigration,
} from './migrate';
import { DEFAULT_SHORTCUTS } from './settings-defaults';

/** The reference product's electron-store `set` / web `appSettings` document, as it stored it. */
const REFERENCE_SET = {
  isProxy: false,
  proxyConfig: { enable: true, protocol: 'socks5', host: '127.0.0.1', port: '1080' },
  enableRealIP: false,
  realIP: '',
  noAnimate: false,
  animationSpeed: 1,
  author: 'Alger',
  authorUrl: 'https://github.com/algerkong',
  musicApiPort: '30489',
  closeAction: 'minimize',
  musicQuality: 'exhigh',
  enabledMusicSources: ['migu', 'qq', 'kugou', 'joox'],
  shortcuts: {
    togglePlay: 'CommandOrControl+Alt+P',
    prevPlay: 'CmdOrCtrl+Alt+Left',
    toggleWindow: 'CommandOrControl+Alt+Shift+M',
  },
  remoteControl: { enabled: true, port: '31999', allowedIps: [] },
};

describe('migrateSettings', () => {
  it('brings the reference product set document to the current version', () => {
    const { document, fromVersion, applied } = migrateSettings(REFERENCE_SET);
    expect(fromVersion).toBe(0);
    expect(applied).toEqual([
      'unversioned (reference set.json shape) → 1',
      'remote control: LAN access and allowed origins → 2',
    ]);
    expect(document).toMatchObject({
      schemaVersion: 2,
      musicApiPort: 30489,
      proxyConfig: { enable: true, protocol: 'socks5', host: '127.0.0.1', port: 1080 },
      remoteControl: {
        enabled: true,
        port: 31999,
        allowedIps: [],
        lanAccess: false,
        allowedOrigins: [],
      },
      enabledMusicSources: ['migu', 'kugou'],
      closeAction: 'minimize',
      author: 'Alger',
    });
    expect(document['shortcuts']).toEqual({
      ...DEFAULT_SHORTCUTS,
      togglePlay: { combination: 'CommandOrControl+Alt+P', enabled: true, scope: 'global' },
      prevPlay: { combination: 'CommandOrControl+Alt+Left', enabled: true, scope: 'global' },
    });
  });

  it('does not change the stored object', () => {
    const stored = structuredClone(REFERENCE_SET);
    migrateSettings(stored);
    expect(stored).toEqual(REFERENCE_SET);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['an empty document', {}, { schemaVersion: 2 }],
    ['a first Cadenza document', { language: 'en-US' }, { language: 'en-US', schemaVersion: 2 }],
    [
      'a port that is not digits (left for validation)',
      { musicApiPort: 'eighty' },
      { musicApiPort: 'eighty', schemaVersion: 2 },
    ],
    [
      'sources none of which is known (left for validation)',
      { enabledMusicSources: ['qq'] },
      { enabledMusicSources: ['qq'], schemaVersion: 2 },
    ],
    [
      'a proxy that is not an object',
      { proxyConfig: 'http://h:1', remoteControl: null },
      { proxyConfig: 'http://h:1', remoteControl: null, schemaVersion: 2 },
    ],
    ['shortcuts that are not a map', { shortcuts: 'x' }, { shortcuts: 'x', schemaVersion: 2 }],
    [
      'a malformed version',
      { schemaVersion: '1', autoPlay: true },
      { schemaVersion: 2, autoPlay: true },
    ],
    [
      'a current document',
      { schemaVersion: 2, musicApiPort: '1' },
      { schemaVersion: 2, musicApiPort: '1' },
    ],
    ['a newer document', { schemaVersion: 7, future: true }, { schemaVersion: 7, future: true }],
    [
      'a version 1 remote control (gains LAN access off and no origins)',
      { schemaVersion: 1, remoteControl: { enabled: true, port: 31999, allowedIps: ['10.0.0.2'] } },
      {
        schemaVersion: 2,
        remoteControl: {
          enabled: true,
          port: 31999,
          allowedIps: ['10.0.0.2'],
          lanAccess: false,
          allowedOrigins: [],
        },
      },
    ],
    [
      'a version 1 remote control that already says more (kept)',
      { schemaVersion: 1, remoteControl: { lanAccess: true, allowedOrigins: ['https://a.b'] } },
      {
        schemaVersion: 2,
        remoteControl: { lanAccess: true, allowedOrigins: ['https://a.b'] },
      },
    ],
  ])('%s', (_label, stored, expected) => {
    expect(migrateSettings(stored).document).toEqual(expected);
  });

  it('runs the steps in order from the stored version', () => {
    const steps: SettingsMigration[] = [
      { from: 0, to: 1, description: 'a', up: (doc) => ({ ...doc, a: true }) },
      { from: 1, to: 2, description: 'b', up: (doc) => ({ ...doc, b: true }) },
    ];
    expect(migrateSettings({}, steps)).toEqual({
      document: { a: true, b: true, schemaVersion: 2 },
      fromVersion: 0,
      applied: ['a', 'b'],
    });
    expect(migrateSettings({ schemaVersion: 1 }, steps).applied).toEqual(['b']);
  });

  it.each([
    [{ schemaVersion: 3 }, 3],
    [{ schemaVersion: 0 }, 0],
    [{ schemaVersion: -1 }, 0],
    [{ schemaVersion: 1.5 }, 0],
    [{ schemaVersion: '2' }, 0],
    [{}, 0],
  ])('reads the version of %p as %p', (document, version) => {
    expect(storedSchemaVersion(document)).toBe(version);
  });
});

describe('migrateShortcuts', () => {
  it('reads the reference object shape (key → combination)', () => {
    expect(
      migrateShortcuts({
        nextPlay: { key: 'ctrl+alt+right', enabled: false, scope: 'app' },
        volumeUp: { combination: 'Alt+Up' },
      }),
    ).toEqual({
      ...DEFAULT_SHORTCUTS,
      nextPlay: { combination: 'CommandOrControl+Alt+Right', enabled: false, scope: 'app' },
      volumeUp: { combination: 'Alt+Up', enabled: true, scope: 'global' },
    });
  });

  it('keeps what it cannot read, for validation to report', () => {
    const migrated = migrateShortcuts({ togglePlay: 'Ctrl+', prevPlay: 5, nextPlay: { key: 7 } });
    expect(migrated?.togglePlay).toEqual({ combination: 'Ctrl+', enabled: true, scope: 'global' });
    expect(migrated?.prevPlay).toBe(5);
    expect(migrated?.nextPlay).toEqual({ combination: 7, enabled: true, scope: 'global' });
  });

  it.each([[null], ['x'], [[1]]])('gives undefined for %p', (raw) => {
    expect(migrateShortcuts(raw)).toBeUndefined();
  });
});
