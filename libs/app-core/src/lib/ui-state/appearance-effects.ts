import { settingChanged, selectSettings, applyTheme, writeTheme } from '@cadenza/settings';
import type { KeyValueStorage } from '@cadenza/ports';
import type { AppStartListening } from '../store/app-listening';
import { themeChosen } from './ui.slice';

/** The class on the document root that switches every animation and transition off. */
export const NO_ANIMATE_CLASS = 'cz-no-animate';

/** The root element the appearance is applied to (`document.documentElement` fits). */
export interface AppearanceRoot {
  classList: { toggle(name: string, force?: boolean): boolean | void };
  style: { setProperty(name: string, value: string): void };
}

/**
 * Applies motion settings: `noAnimate` switches animation off; `animationSpeed` scales every
 * duration token (speed 2 halves them). The tokens read `--cz-motion-scale`.
 */
export function applyMotion(
  root: AppearanceRoot,
  noAnimate: boolean,
  animationSpeed: number,
): void {
  root.classList.toggle(NO_ANIMATE_CLASS, noAnimate);
  const speed = Number.isFinite(animationSpeed) && animationSpeed > 0 ? animationSpeed : 1;
  root.style.setProperty('--cz-motion-scale', String(Math.round((1 / speed) * 1000) / 1000));
}

/**
 * Keeps the document's appearance in step with the store: the theme class (and the `theme` key
 * in storage) when the theme changes, the motion variables when the motion settings change.
 * Applies both once at start.
 */
export function startAppearanceEffects(
  startListening: AppStartListening,
  getState: () => { ui: { theme: 'light' | 'dark' } } & Parameters<typeof selectSettings>[0],
  storage: KeyValueStorage,
  root: AppearanceRoot | undefined = globalThis.document?.documentElement,
): () => void {
  if (!root) return () => undefined;
  const settings = selectSettings(getState());
  applyTheme(root, getState().ui.theme);
  applyMotion(root, settings.noAnimate, settings.animationSpeed);
  const stopTheme = startListening({
    actionCreator: themeChosen,
    effect: ({ payload }) => {
      applyTheme(root, payload);
      writeTheme(storage, payload);
    },
  });
  const stopMotion = startListening({
    actionCreator: settingChanged,
    effect: ({ payload }, api) => {
      if (payload.key !== 'noAnimate' && payload.key !== 'animationSpeed') return;
      const current = selectSettings(api.getState());
      applyMotion(root, current.noAnimate, current.animationSpeed);
    },
  });
  return () => {
    stopTheme();
    stopMotion();
  };
}
