import { createMemoryStorage } from '@cadenza/ports';
import type { PlayerTrack } from '@cadenza/player-core';
import { createFakeSoundFactory } from '@cadenza/player-core/testing';
import {
  createMemorySettingsAdapter,
  selectSettings,
  validateStoredSettings,
} from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { PlatformBridge } from '../platform/platform-bridge';
import { appStartListening } from '../store/app-listening';
import { createAppServices } from '../store/create-app-store';
import { createAppPlayer } from './create-app-player';

/** Options of {@link createTestAppPlayer}. */
export interface TestAppPlayerOptions {
  kind?: PlatformBridge['kind'];
  /** The stored settings document. */
  stored?: unknown;
  /** The gateway's JSON answer to a request (HTTP 200), or `{ status, body }` for another status. */
  answer?: (url: URL) => unknown;
  onTrial?: (track: PlayerTrack) => void;
  /** The desktop shell's parts the platform has (its download manager, notifications). */
  shell?: Pick<PlatformBridge, 'downloads' | 'notify'>;
}

/** A gateway answer with a status other than 200. */
export const withStatus = (status: number, body: unknown) => ({ status, body, withStatus: true });

/**
 * The store and the player as a renderer joins them (real store, requester and player on a fake
 * sound factory) over a gateway answered by `answer` through a mocked `fetch`. The caller puts
 * `global.fetch` back after each spec.
 */
export function createTestAppPlayer({
  kind = 'web',
  stored = null,
  answer = () => ({}),
  onTrial,
  shell = {},
}: TestAppPlayerOptions = {}) {
  const asked: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url);
    const answered = answer(url) as { status?: number; body?: unknown; withStatus?: boolean };
    const [status, body] = answered?.withStatus
      ? [answered.status ?? 200, answered.body]
      : [200, answered];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  const platform: PlatformBridge = {
    storage: createMemoryStorage(),
    kind,
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(stored),
    notifyLanguageChanged: () => undefined,
    ...shell,
  };
  const effects = createListenerMiddleware();
  const { store, requester } = createAppServices({
    platform,
    initialSettings: validateStoredSettings(stored),
    effects,
  });
  const factory = createFakeSoundFactory();
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => selectSettings(store.getState()),
    soundFactory: factory,
    ...(onTrial ? { onTrial } : {}),
  });
  return { platform, store, player, factory, asked, startListening: appStartListening(effects) };
}

/** Lets the mocked gateway's answers and the player's effects run. */
export async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
