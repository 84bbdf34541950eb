// Vite bundles the worklet module with what it imports and gives its URL; only the app's
// build reads this file (specs inject their own loader).
import processorUrl from './loudness-tap.processor?worker&url';

/** The URL of the bundled loudness-tap worklet module. */
export const LOUDNESS_TAP_URL: string = processorUrl;
