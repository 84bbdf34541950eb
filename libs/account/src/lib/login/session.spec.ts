import {
  healthApi,
  selectSession,
  setSession,
  userApi,
  cadenzaApi,
} from '@cadenza/api-client/react';
import { createMemoryStorage } from '@cadenza/ports';
import { createMemorySettingsAdapter, validateStoredSettings } from '@cadenza/settings';
import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { toastShown, appStartListening, createAppServices } from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';
import { DEMO_PROFILE } from '@cadenza/app-core/testing';
import { confirmSession } from './session-start';
import { readStoredSession, SESSION_KEYS, writeStoredSession } from './session-storage';
import { startSessionPersistence } from './session-effects';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A store on a fake gateway; every action dispatched is recorded, and the session persisted. */
function appWith(answer: (path: string) => Response, kind: PlatformBridge['kind'] = 'web') {
  const paths: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '');
    paths.push(path);
    return answer(path);
  }) as unknown as typeof fetch;
  const storage = createMemoryStorage();
  const platform: PlatformBridge = {
    kind,
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(null),
    storage,
    notifyLanguageChanged: () => undefined,
  };
  const effects = createListenerMiddleware();
  const actions: UnknownAction[] = [];
  effects.startListening({ predicate: () => true, effect: (action) => void actions.push(action) });
  const { store } = createAppServices({
    platform,
    api: cadenzaApi,
    initialSettings: validateStoredSettings(null),
    effects,
  });
  startSessionPersistence(appStartListening(effects), storage, kind);
  const toasts = () => actions.filter(toastShown.match).map((action) => action.payload.titleKey);
  return { store, storage, paths, toasts };
}

describe('the stored session', () => {
  it('reads back what was written; the token only on desktop', () => {
    const storage = createMemoryStorage();
    const session = { profile: DEMO_PROFILE, token: 'MUSIC_U=abc' };
    writeStoredSession(storage, 'desktop', session);
    expect(readStoredSession(storage, 'desktop')).toEqual(session);
    expect(readStoredSession(storage, 'web')).toEqual({ profile: DEMO_PROFILE, token: null });

    const web = createMemoryStorage();
    writeStoredSession(web, 'web', session);
    expect(web.getItem(SESSION_KEYS.token)).toBeNull();
    writeStoredSession(web, 'web', { profile: null, token: null });
    expect(web.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('counts a stored value that is not a profile as nobody', () => {
    for (const value of ['not json', '{"userId":"1"}', 'null', '{"nickname":"x"}']) {
      const storage = createMemoryStorage({ user: value, token: 'MUSIC_U=1' });
      expect(readStoredSession(storage, 'desktop')).toEqual({ profile: null, token: null });
    }
  });

  it('follows the store: a login is written at once, a logout removes it', () => {
    const app = appWith(() => json({ code: 200 }), 'desktop');
    app.store.dispatch(setSession({ profile: DEMO_PROFILE, token: 'MUSIC_U=abc' }));
    expect(app.storage.getItem(SESSION_KEYS.user)).toBe(JSON.stringify(DEMO_PROFILE));
    expect(app.storage.getItem(SESSION_KEYS.token)).toBe('MUSIC_U=abc');
    app.store.dispatch(setSession({ profile: null, token: null }));
    expect(app.storage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(app.storage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('a 301 answer', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const loginRequired = (path: string) =>
    path === '/logout' ? json({ code: 200 }) : json({ code: 301, msg: '需要登录' }, 301);

  it('logs out and says so once, however many calls it answered', async () => {
    const app = appWith(loginRequired);
    app.store.dispatch(setSession({ profile: DEMO_PROFILE }));
    await Promise.all([
      app.store.dispatch(userApi.endpoints.getUserDetail.initiate(1001)),
      app.store.dispatch(userApi.endpoints.getUserPlaylists.initiate({ uid: 1001 })),
      app.store.dispatch(userApi.endpoints.getUserFollows.initiate({ uid: 1001 })),
      app.store.dispatch(healthApi.endpoints.getHealth.initiate()),
    ]);
    expect(selectSession(app.store.getState()).profile).toBeNull();
    expect(app.storage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(app.toasts()).toEqual(['shell.sessionExpired']);
    expect(app.paths).toContain('/logout');

    // A late 301 finds nobody logged in: no second notice.
    await app.store.dispatch(userApi.endpoints.getUserFolloweds.initiate({ uid: 1001 }));
    expect(app.toasts()).toEqual(['shell.sessionExpired']);
  });

  it('says nothing to an anonymous listener', async () => {
    const app = appWith(loginRequired);
    await app.store.dispatch(userApi.endpoints.getUserDetail.initiate(1001));
    expect(app.toasts()).toEqual([]);
  });
});

describe('confirmSession', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('keeps a user the server knows, with the server’s profile', async () => {
    const fresh = { ...DEMO_PROFILE, nickname: 'Renamed' };
    const app = appWith(() => json({ code: 200, profile: fresh }));
    app.store.dispatch(setSession({ profile: DEMO_PROFILE }));
    await confirmSession(app.store);
    expect(selectSession(app.store.getState()).profile).toEqual(fresh);
    expect(app.toasts()).toEqual([]);
  });

  it('ends a stored session the server no longer knows, and says so', async () => {
    const app = appWith(() => json({ code: 200, profile: null }));
    app.store.dispatch(setSession({ profile: DEMO_PROFILE }));
    await confirmSession(app.store);
    expect(selectSession(app.store.getState()).profile).toBeNull();
    expect(app.toasts()).toEqual(['shell.sessionExpired']);
  });

  it('finds a login the gateway holds (another tab logged in) without a notice', async () => {
    const app = appWith(() => json({ code: 200, profile: DEMO_PROFILE }));
    await confirmSession(app.store);
    expect(selectSession(app.store.getState()).profile).toEqual(DEMO_PROFILE);
    expect(app.toasts()).toEqual([]);
  });

  it('leaves the session alone when the call fails', async () => {
    const app = appWith(() => json({ code: 500 }, 500));
    app.store.dispatch(setSession({ profile: DEMO_PROFILE }));
    await confirmSession(app.store);
    expect(selectSession(app.store.getState()).profile).toEqual(DEMO_PROFILE);
    expect(app.toasts()).toEqual([]);
  });
});
