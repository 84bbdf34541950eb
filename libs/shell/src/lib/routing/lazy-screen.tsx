import { useT } from '@cadenza/i18n/react';
import { Suspense, use } from 'react';
import {
  readableBySuspense,
  type ScreenId,
  type ScreenLoader,
  useScreenShown,
  WithAppParts,
} from '@cadenza/app-core';
import { ACCOUNT_SCREENS } from '@cadenza/account';
import { BROWSE_SCREENS } from '@cadenza/browse';
import { DESKTOP_SCREENS } from '@cadenza/desktop-features';
import { PLAYBACK_SCREENS } from '@cadenza/playback';
import { SETTINGS_SCREENS } from '@cadenza/settings-screen';

// Each screen is its own chunk, loaded on first visit; the lib that owns it says how to load it.
const SCREEN_LOADERS = {
  ...BROWSE_SCREENS,
  ...ACCOUNT_SCREENS,
  ...SETTINGS_SCREENS,
  ...DESKTOP_SCREENS,
  ...PLAYBACK_SCREENS,
} satisfies Record<ScreenId, ScreenLoader>;

const chunks = new Map<ScreenId, ReturnType<ScreenLoader>>();

/**
 * A screen's chunk: one import per screen, shared by the screen's component, the preload, the
 * warm-up and the outlet. A failed import is forgotten, so the next use tries again.
 */
export function screenChunk(screen: ScreenId): ReturnType<ScreenLoader> {
  let chunk = chunks.get(screen);
  if (!chunk) {
    chunk = readableBySuspense(SCREEN_LOADERS[screen]());
    chunks.set(screen, chunk);
    chunk.catch(() => chunks.delete(screen));
  }
  return chunk;
}

/**
 * A screen's component once its chunk is in. Unlike `React.lazy`, a chunk loaded ahead (the
 * warm-up, the preload on the click) renders in the same pass: a lazy component suspends on its
 * first render even when its import has settled, and a navigation waits a task for it.
 */
function ScreenComponent({ screen }: { screen: ScreenId }) {
  const Screen = use(screenChunk(screen)).default;
  useScreenShown();
  return <Screen />;
}

/** Starts loading a screen's chunk (the same import its component makes: loaded once). */
export function preloadScreen(screen: ScreenId): void {
  void screenChunk(screen).catch(() => undefined);
}

/** The line a screen shows while its chunk arrives. */
export function ScreenLoading() {
  const { t } = useT();
  return <p className="cz-screen-loading">{t('screens.loading')}</p>;
}

/**
 * The screen of a route, loaded lazily. With `boundary` (the default) it shows a loading line
 * while its chunk arrives; without, it suspends to a boundary that is already on screen (the
 * layout's outlet), so a navigation keeps the previous screen until this one is ready. A new
 * boundary would show its fallback at once, and React then holds the screen back for 300 ms
 * after that fallback (its reveal throttle): the screen, and its first query, would start late.
 */
export function LazyScreen({ screen, boundary = true }: { screen: ScreenId; boundary?: boolean }) {
  const content = (
    <WithAppParts>
      <ScreenComponent screen={screen} />
    </WithAppParts>
  );
  return boundary ? <Suspense fallback={<ScreenLoading />}>{content}</Suspense> : content;
}
