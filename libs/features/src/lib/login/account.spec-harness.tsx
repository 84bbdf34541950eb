import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { buildHealthDto } from '@cadenza/api-client/testing';
import { createI18n } from '@cadenza/i18n';
import { createMemoryStorage } from '@cadenza/ports';
import { createFakeSoundFactory } from '@cadenza/player-core/testing';
import { createMemorySettingsAdapter, validateStoredSettings } from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { PlatformBridge } from '../platform/platform-bridge';
import { createAppPlayer } from '../player/create-app-player';
import { MemoryAppRouter } from '../routing/app-router';
import { AppShell } from '../shell/app-shell';
import { CadenzaApp } from '../shell/cadenza-app';
import { appStartListening } from '../store/app-listening';
import { createAppServices } from '../store/create-app-store';
import { startSessionPersistence } from './session-storage';

/** A call the fake gateway received. */
export interface GatewayCall {
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** What the fake gateway answers a call: a body (HTTP 200) or `[status, body]`. */
export type GatewayAnswer = unknown | [number, unknown];

/** The demo account of these specs. */
export const DEMO_PROFILE: AccountProfile = {
  userId: 1001,
  nickname: 'Demo User',
  avatarUrl: 'http://img.test/avatar.jpg',
  backgroundUrl: 'http://img.test/bg.jpg',
  vipType: 11,
};

/** Options of {@link renderAccountApp}. */
export interface RenderAccountOptions {
  path?: string;
  /** The logged-in user at start (as the stored session would give). */
  profile?: AccountProfile | null;
  language?: 'zh-CN' | 'en-US';
  /** Answers a call by its path under `/api` (health is answered already); undefined: 404. */
  gateway?: (call: GatewayCall) => GatewayAnswer | Promise<GatewayAnswer>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The whole app (frame, routes, store, player on a fake sound factory) on a fake gateway, with
 * the session persisted into a memory storage. Returns the store, the calls the gateway saw and
 * a way to read the current location.
 */
export async function renderAccountApp({
  path = '/',
  profile = null,
  language = 'en-US',
  gateway = () => undefined,
}: RenderAccountOptions = {}) {
  const calls: GatewayCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const callPath = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { path: callPath, params: url.searchParams, body };
    calls.push(call);
    if (callPath === '/health') return json(200, buildHealthDto());
    const answer = await gateway(call);
    if (answer === undefined) return json(404, { code: 404, msg: 'Not Found' });
    return Array.isArray(answer) && typeof answer[0] === 'number'
      ? json(answer[0], answer[1])
      : json(200, answer);
  }) as unknown as typeof fetch;

  // A returning listener who has answered the web build's prompts (no dialog over the page).
  const storage = createMemoryStorage({
    installPromptDismissed: 'true',
    trafficDonated4Never: 'true',
  });
  const stored = { language };
  const platform: PlatformBridge = {
    kind: 'web',
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(stored),
    storage,
    notifyLanguageChanged: () => undefined,
  };
  const initialSettings = validateStoredSettings(stored);
  const i18n = await createI18n({ language });
  const effects = createListenerMiddleware();
  const { store, requester } = createAppServices({ platform, initialSettings, effects });
  store.dispatch(setSession({ profile }));
  const stopPersistence = startSessionPersistence(appStartListening(effects), storage, 'web');
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => store.getState().settings.values,
    soundFactory: createFakeSoundFactory(),
  });
  const location = { current: path };
  function LocationProbe() {
    location.current = useLocation().pathname;
    return null;
  }
  await act(async () => {
    render(
      <CadenzaApp
        store={store}
        i18n={i18n}
        router={
          <MemoryAppRouter platform={platform} layout={<AppShell />} initialPath={path}>
            <LocationProbe />
          </MemoryAppRouter>
        }
        player={player}
        platform={platform}
      />,
    );
  });
  return {
    store,
    storage,
    calls,
    location,
    callsTo: (callPath: string) => calls.filter((call) => call.path === callPath),
    stop: stopPersistence,
  };
}
