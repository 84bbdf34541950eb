/// <reference types="vite-plugin-pwa/vanillajs" />
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** The window's parts {@link registerServiceWorkerLater} uses (a fake one in the spec). */
export interface ServiceWorkerHost {
  readonly document: { readonly readyState: DocumentReadyState };
  readonly navigator: object;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/** vite-plugin-pwa's registration (workbox-window), in a chunk of its own. */
export type LoadRegister = () => Promise<{
  registerSW: (options?: RegisterSWOptions) => unknown;
}>;

const loadPluginRegister: LoadRegister = () => import('virtual:pwa-register');

/**
 * Registers the web app's service worker once the page has loaded and painted its first render:
 * the registration's chunk and the worker's precache then never compete with the first paint
 * (the bench's budget counts what loads before it). Never asks to reload: a new version waits
 * in the background and takes effect on the next start (see `pwa-options.ts`). Does nothing
 * where the browser has no service workers (or the page is not a secure context). A failure is
 * logged, never thrown: the app works the same without its offline copy.
 */
export async function registerServiceWorkerLater(
  host: ServiceWorkerHost,
  firstPaint: Promise<unknown>,
  loadRegister: LoadRegister = loadPluginRegister,
): Promise<void> {
  if (!('serviceWorker' in host.navigator)) return;
  const warn = (error: unknown) => console.warn('Cadenza: the offline app is not installed', error);
  try {
    await Promise.all([pageLoaded(host), firstPaint]);
    const { registerSW } = await loadRegister();
    // The page has loaded already: no need for workbox-window to wait for the event again.
    registerSW({ immediate: true, onRegisterError: warn });
  } catch (error) {
    warn(error);
  }
}

function pageLoaded(host: ServiceWorkerHost): Promise<void> {
  if (host.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => host.addEventListener('load', () => resolve(), { once: true }));
}
