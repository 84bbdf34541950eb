// Test-only: the whole app (frame, routes, session persistence), not one screen, for the account
// journeys: logging in and out moves the listener between screens and writes the stored session.
import type { AccountProfile } from '@cadenza/api-client';
import { buildHealthDto } from '@cadenza/api-client/testing';
import { createI18n, type Language } from '@cadenza/i18n';
import { act, render } from '@testing-library/react';
import {
  type GatewayAnswer,
  LocationProbe,
  type RouterLocation,
  createTestApp,
} from '@cadenza/app-core/testing';
import { MemoryAppRouter } from '../routing/app-router';
import { AppShell } from '../shell/app-shell';
import { CadenzaApp } from '../shell/cadenza-app';
import { startSessionPersistence } from '@cadenza/account';

/** Options of {@link renderAccountApp}. */
export interface RenderAccountOptions {
  path?: string;
  /** The logged-in user at start (as the stored session would give). */
  profile?: AccountProfile | null;
  language?: Language;
  /** Answers a call (the health check is answered already); `undefined`: 404. */
  gateway?: GatewayAnswer;
}

/**
 * The whole app (frame, routes, store, player on a fake sound factory) on a fake gateway, with
 * the session persisted into the page storage. Returns the store, that storage, the calls the
 * gateway saw and where the router is.
 */
export async function renderAccountApp({
  path = '/',
  profile = null,
  language = 'en-US',
  gateway = () => undefined,
}: RenderAccountOptions = {}) {
  const app = createTestApp({
    stored: { language },
    // A returning listener who has answered the web build's prompts (no dialog over the page).
    storage: { installPromptDismissed: 'true', trafficDonated4Never: 'true' },
    // The frame checks the gateway's health on start; the journeys are about the account.
    answer: (call) => (call.path === '/health' ? buildHealthDto() : gateway(call)),
    ...(profile ? { account: profile } : {}),
  });
  const storage = app.platform.storage;
  const stop = startSessionPersistence(app.startListening, storage, 'web');
  const i18n = await createI18n({ language });
  const location: RouterLocation = { pathname: path, search: '', path };
  await act(async () => {
    render(
      <CadenzaApp
        store={app.store}
        i18n={i18n}
        router={
          <MemoryAppRouter platform={app.platform} layout={<AppShell />} initialPath={path}>
            <LocationProbe into={location} />
          </MemoryAppRouter>
        }
        player={app.player}
        platform={app.platform}
      />,
    );
  });
  return { store: app.store, storage, calls: app.calls, callsTo: app.callsTo, location, stop };
}
