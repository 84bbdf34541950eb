import {
  DEFAULT_FONT_FAMILY,
  settingChanged,
  selectSettings,
  applyTheme,
  writeTheme,
  type AppSettings,
} from '@cadenza/settings';
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
 * Applies the chosen fonts (spec §3 `fontFamily`, `fontScope`): the whole window's text with
 * scope `global`, the lyrics' only with scope `lyric`; the system stack follows them for glyphs
 * they lack. The system default sets neither.
 */
export function applyFonts(
  root: AppearanceRoot,
  fontFamily: string,
  fontScope: AppSettings['fontScope'],
): void {
  const chosen = fontFamily === DEFAULT_FONT_FAMILY ? '' : `${fontFamily}, var(--cz-font-system)`;
  root.style.setProperty('--cz-font-chosen', fontScope === 'global' ? chosen : '');
  root.style.setProperty('--cz-lyrics-font', fontScope === 'lyric' ? chosen : '');
}

const APPEARANCE_KEYS = new Set(['noAnimate', 'animationSpeed', 'fontFamily', 'fontScope']);

/**
 * Keeps the document's appearance in step with the store: the theme class (and the `theme` key
 * in storage) when the theme changes, the motion variables and the fonts when their settings
 * change. Applies them once at start.
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
  applyFonts(root, settings.fontFamily, settings.fontScope);
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
      if (!APPEARANCE_KEYS.has(payload.key)) return;
      const current = selectSettings(api.getState());
      applyMotion(root, current.noAnimate, current.animationSpeed);
      applyFonts(root, current.fontFamily, current.fontScope);
    },
  });
  return () => {
    stopTheme();
    stopMotion();
  };
}
