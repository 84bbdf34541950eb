// Test-only: the app's services as a renderer joins them (platform, real store and requester, real
// player on a fake sound factory) over the fake gateway. Every connected spec starts here.
import type { AccountProfile } from '@cadenza/api-client';
import { setSession, cadenzaApi } from '@cadenza/api-client/react';
import { createMemoryStorage } from '@cadenza/ports';
import type { PlayerTrack } from '@cadenza/player-core';
import { createFakeSoundFactory } from '@cadenza/player-core/testing';
import {
  createMemorySettingsAdapter,
  selectSettings,
  validateStoredSettings,
} from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { PlatformBridge } from '@cadenza/platform';
import { createAppPlayer } from '../lib/player/create-app-player';
import { appStartListening } from '../lib/store/app-listening';
import { createAppServices } from '../lib/store/create-app-store';
import {
  GATEWAY_BASE_URL,
  installFakeGateway,
  type FakeGateway,
  type GatewayAnswer,
  type GatewayRoutes,
} from './fake-gateway.spec-harness';

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Which build the app runs as (`web` by default; `desktop` for the Electron-only features). */
  kind?: PlatformBridge['kind'];
  /** The stored settings document (`null`: none yet, the defaults). */
  stored?: unknown;
  /** The page storage's first contents, as stored strings. */
  storage?: Record<string, string>;
  /** More of the platform (an IndexedDB factory...). */
  platform?: Partial<PlatformBridge>;
  /** What the gateway answers; ignored when `gateway` is given. */
  answer?: GatewayAnswer | GatewayRoutes;
  /** A fake gateway the spec installed itself (to fail or hold routes before the first render). */
  gateway?: FakeGateway;
  /** The listener logged in with this account (the session a login or the stored one gives). */
  account?: AccountProfile;
  /** Told when only NetEase's trial clip of a song could be found (the app toasts it). */
  onTrial?: (track: PlayerTrack) => void;
}

/**
 * The platform, store and player of the app over a fake gateway (`answer`, or the spec's own
 * `gateway`). Returns them with the calls the gateway received and the app's effect registration.
 */
export function createTestApp({
  kind = 'web',
  stored = null,
  storage = {},
  platform: more = {},
  answer,
  gateway = installFakeGateway(answer),
  account,
  onTrial,
}: TestAppOptions = {}) {
  const settingsStorage = createMemorySettingsAdapter(stored);
  const platform: PlatformBridge = {
    kind,
    apiBaseUrl: GATEWAY_BASE_URL,
    settingsStorage,
    storage: createMemoryStorage(storage),
    notifyLanguageChanged: jest.fn(),
    ...more,
  };
  const effects = createListenerMiddleware();
  const { store, requester, startEarlyRequest } = createAppServices({
    platform,
    api: cadenzaApi,
    initialSettings: validateStoredSettings(stored),
    effects,
  });
  if (account) store.dispatch(setSession({ profile: account }));
  const factory = createFakeSoundFactory();
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => selectSettings(store.getState()),
    soundFactory: factory,
    ...(onTrial ? { onTrial } : {}),
  });
  return {
    platform,
    /** The memory the settings persist into: its `current` is the document last written. */
    settingsStorage,
    store,
    player,
    factory,
    calls: gateway.calls,
    callsTo: gateway.callsTo,
    startListening: appStartListening(effects),
    /** The store's early requests (a deep link's first call, before the API). */
    startEarlyRequest,
  };
}

/** A test app of {@link createTestApp}. */
export type TestApp = ReturnType<typeof createTestApp>;

/** Lets the fake gateway's answers and the player's effects run. */
export async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
