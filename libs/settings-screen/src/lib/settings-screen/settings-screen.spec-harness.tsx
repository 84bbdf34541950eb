import type { IdbFactory } from '@cadenza/api-client';
import { buildHealthDto } from '@cadenza/api-client/testing';
import { createI18n } from '@cadenza/i18n';
import { validateStoredSettings, type AppSettings } from '@cadenza/settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { TestAppProviders, createTestApp } from '@cadenza/app-core/testing';
import type { PlatformBridge, RemoteControlPort } from '@cadenza/platform';
import { startLanguageEffects } from '@cadenza/app-core';
import { SettingsScreen } from './settings-screen';
import { SETTINGS_SCREENS } from '../lazy-entries';

/** The screen as the /set route loads it. */
const SettingsRoute = lazy(SETTINGS_SCREENS.set);

/** Options of {@link renderSettings}. */
export interface RenderSettingsOptions {
  kind?: PlatformBridge['kind'];
  /** The location the page opens at (`/set` unless told, e.g. `/set?tab=donation`). */
  at?: string;
  /** The stored settings document (e.g. `{ language: 'en-US' }`). */
  stored?: unknown;
  /** The page storage's first contents (search history, player keys…). */
  storageContents?: Record<string, string>;
  indexedDb?: IdbFactory;
  /** What the gateway's health call answers: a DTO, or an error to throw. */
  health?: unknown;
  /** Render the screen through the chunk the /set route loads instead of directly. */
  viaRoute?: boolean;
  /** The desktop gateway's port in use (the platform's `boundApiPort`). */
  boundApiPort?: number;
  /** The installed fonts the desktop shell lists (the platform's `systemFonts`). */
  systemFonts?: string[];
  /** The desktop platform's remote control. */
  remoteControl?: RemoteControlPort;
  /** Platform members beyond the basics (the desktop's global shortcuts…). */
  platformExtras?: Partial<PlatformBridge>;
}

/**
 * The settings screen on a real store (settings persistence into a memory adapter, the search
 * history effects on a memory storage), in the stored language, as the app renders it.
 */
export async function renderSettings({
  kind = 'web',
  stored = null,
  storageContents = {},
  indexedDb,
  health = buildHealthDto(),
  viaRoute = false,
  boundApiPort,
  systemFonts,
  remoteControl,
  platformExtras = {},
  at = '/set',
}: RenderSettingsOptions = {}) {
  const app = createTestApp({
    kind,
    stored,
    storage: storageContents,
    platform: {
      ...(indexedDb ? { indexedDb } : {}),
      ...(boundApiPort === undefined ? {} : { boundApiPort: async () => boundApiPort }),
      ...(systemFonts === undefined ? {} : { systemFonts: async () => systemFonts }),
      ...(remoteControl ? { remoteControl } : {}),
      ...platformExtras,
    },
    // The screen's only call is the health check (the About tab's version); an error is the
    // network failing.
    answer: () => {
      if (health instanceof Error) throw health;
      return health;
    },
  });
  const { store, platform, player, settingsStorage } = app;
  const i18n = await createI18n({ language: validateStoredSettings(stored).settings.language });
  startLanguageEffects(app.startListening, i18n, platform);
  await act(async () => {
    render(
      <TestAppProviders app={app} i18n={i18n} at={at}>
        {viaRoute ? (
          <Suspense fallback={null}>
            <SettingsRoute />
          </Suspense>
        ) : (
          <SettingsScreen />
        )}
      </TestAppProviders>,
    );
  });
  /** The settings document last written to storage. */
  const saved = () => settingsStorage.current as AppSettings;
  return {
    store,
    storage: platform.storage,
    platform,
    player,
    i18n,
    settingsStorage,
    saved,
    t: i18n.t.bind(i18n),
  };
}

/** Selects a settings tab by its visible name (Radix selects on mouse down). */
export function openTab(name: string): void {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
}

/** Types into a field and leaves it (the field saves on blur when the value is valid). */
export async function typeAndLeave(field: HTMLElement, text: string): Promise<void> {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  });
}

/** Lets the persistence middleware's queued writes land. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
