import { selectSession } from '@cadenza/api-client/react';
import type { AppStartListening } from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';
import type { KeyValueStorage } from '@cadenza/ports';
import { writeStoredSession } from './session-storage';

type Kind = PlatformBridge['kind'];

/**
 * Keeps the stored session in step with the store's: every login, account answer, logout and
 * 301 is written as it happens (synchronously, so a reload right after a logout starts
 * anonymous). Returns the stop function.
 */
export function startSessionPersistence(
  startListening: AppStartListening,
  storage: KeyValueStorage,
  kind: Kind,
): () => void {
  return startListening({
    predicate: (_action, current, previous) => selectSession(current) !== selectSession(previous),
    effect: (_action, api) => writeStoredSession(storage, kind, selectSession(api.getState())),
  });
}
