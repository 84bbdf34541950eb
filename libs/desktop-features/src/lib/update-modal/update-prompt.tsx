import { lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { toastShown, usePlatform, LoadedOnceShown, useAppDispatch } from '@cadenza/app-core';
import type { UpdatesPort } from '@cadenza/platform';
import { createUpdateFlow, type UpdateFlow, type UpdateFlowDeps } from './update-flow';

// The modal and its markdown renderer load only when an update is found: never on the first paint.
const UpdateModal = lazy(() =>
  import('./update-modal').then((module) => ({ default: module.UpdateModal })),
);

/** One flow per shell port: a download running in the background outlives a remount of the frame. */
const flows = new WeakMap<UpdatesPort, UpdateFlow>();

function sharedFlow(port: UpdatesPort, deps: Omit<UpdateFlowDeps, 'port'>): UpdateFlow {
  let flow = flows.get(port);
  if (!flow) {
    flow = createUpdateFlow({ port, ...deps });
    flows.set(port, flow);
  }
  return flow;
}

/** Opens a page in a new window; the desktop shell hands https links to the system browser. */
function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The desktop's update check (spec §2, §4): checked once after start, silent unless a newer
 * release exists, then the update modal. Renders nothing on the web (no `updates` port), which
 * shows the traffic drawer instead.
 */
export function UpdatePrompt() {
  const { updates } = usePlatform();
  return updates ? <DesktopUpdatePrompt port={updates} /> : null;
}

function DesktopUpdatePrompt({ port }: { port: UpdatesPort }) {
  const dispatch = useAppDispatch();
  const [flow] = useState(() =>
    sharedFlow(port, { notify: (toast) => dispatch(toastShown(toast)), openExternal }),
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getState);
  useEffect(() => {
    void flow.check();
  }, [flow]);
  return (
    <LoadedOnceShown shown={state.update !== null}>
      <UpdateModal flow={flow} />
    </LoadedOnceShown>
  );
}
