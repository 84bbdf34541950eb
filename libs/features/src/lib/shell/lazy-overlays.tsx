import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAppSelector } from '../store/app-hooks';
import { selectOverlay, type FrameOverlay } from '../ui-state/ui-slice';
import { WithAppStrings } from './app-strings';

// The overlays are not part of the first paint: each loads the first time it is opened, then
// stays mounted so it animates and gives focus back like any other.
const QueueDrawer = lazy(() =>
  import('../queue/queue-drawer').then((module) => ({ default: module.QueueDrawer })),
);
const PlayerOverlay = lazy(() =>
  import('../lyrics/player-overlay').then((module) => ({ default: module.PlayerOverlay })),
);

function OnceOpened({
  when,
  Overlay,
}: {
  when: readonly FrameOverlay[];
  Overlay: LazyExoticComponent<ComponentType>;
}) {
  const overlay = useAppSelector(selectOverlay);
  const [opened, setOpened] = useState(false);
  if (!opened && when.includes(overlay)) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <WithAppStrings>
        <Overlay />
      </WithAppStrings>
    </Suspense>
  );
}

/** The queue drawer and the full-screen player, each loaded on first use. */
export function LazyOverlays() {
  return (
    <>
      <OnceOpened when={['queue']} Overlay={QueueDrawer} />
      <OnceOpened when={['lyrics', 'player']} Overlay={PlayerOverlay} />
    </>
  );
}
