import type { i18n as I18nInstance, TFunction } from 'i18next';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';

const I18nContext = createContext<I18nInstance | null>(null);

/** Makes an instance from `createI18n()` available to {@link useT}. */
export function I18nProvider({ i18n, children }: { i18n: I18nInstance; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** What {@link useT} gives: one per instance and language, so its functions keep their identity. */
interface Translator {
  t: TFunction;
  language: string;
  translate: (key: string, params?: Record<string, string | number>) => string;
}

/** A translator of an instance for the language it has now. */
function translatorFor(i18n: I18nInstance): Translator {
  const t = i18n.getFixedT(i18n.language);
  // The key is checked with exists() first, so the untyped call cannot show a missing key.
  const translateKey = t as unknown as (key: string, params?: object) => string;
  return {
    t,
    language: i18n.language,
    translate: (key, params) => (i18n.exists(key) ? translateKey(key, params) : key),
  };
}

/**
 * What `useSyncExternalStore` reads of an instance: its language changes, and its translator,
 * one per language (made anew when the language changed), so its functions keep their identity.
 */
interface Binding {
  subscribe: (onChange: () => void) => () => void;
  read: () => Translator;
}

const bindings = new WeakMap<I18nInstance, Binding>();

function bindingOf(i18n: I18nInstance): Binding {
  let binding = bindings.get(i18n);
  if (!binding) {
    let translator = translatorFor(i18n);
    binding = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      read: () => {
        if (translator.language !== i18n.language) translator = translatorFor(i18n);
        return translator;
      },
    };
    bindings.set(i18n, binding);
  }
  return binding;
}

/**
 * The typed translate function, the active language, and `translate` for a key known only at
 * run time (a resolver's reason): its text when the key exists, else the key itself, so a plain
 * message still reads. Re-renders on a language change; strings added for the language (the
 * app's, after the frame's) are read at the next render.
 *
 * Its own hook over i18next rather than react-i18next's `useTranslation`, which copies the
 * instance's properties, checks every namespace's resources and rebuilds its options in each
 * render of each component that translates: a song's click re-renders dozens of them, between
 * the click and the moment its sound is heard.
 */
export function useT(): Translator {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useT: no I18nProvider above this component');
  const { subscribe, read } = bindingOf(i18n);
  return useSyncExternalStore(subscribe, read, read);
}
