import { useEffect, useState } from 'react';
import { usePlatform } from '@cadenza/app-core';
import type { RemoteControlState } from '@cadenza/platform';

/** Remote control's state as main says it: loading, failed to load, or the state. */
export type RemoteControlView =
  | { phase: 'absent' }
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; state: RemoteControlState };

/**
 * The server, the paired devices and the pairing code, followed as main changes them. `absent`
 * where the platform has no remote control (the web).
 */
export function useRemoteControlState(): RemoteControlView {
  const { remoteControl } = usePlatform();
  const [view, setView] = useState<RemoteControlView>(
    remoteControl ? { phase: 'loading' } : { phase: 'absent' },
  );
  useEffect(() => {
    if (!remoteControl) return undefined;
    let live = true;
    const unsubscribe = remoteControl.onState((state) => setView({ phase: 'ready', state }));
    remoteControl.getState().then(
      (state) => {
        // An event may have brought a newer state meanwhile: the first answer never overwrites it.
        if (live)
          setView((current) => (current.phase === 'ready' ? current : { phase: 'ready', state }));
      },
      (error: unknown) => {
        console.error('Cadenza: remote control state could not be read', error);
        if (live) setView({ phase: 'failed' });
      },
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [remoteControl]);
  return view;
}
