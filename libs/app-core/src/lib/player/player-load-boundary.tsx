import { Component, type ReactNode } from 'react';

/** Props of {@link PlayerLoadBoundary}. */
interface PlayerLoadBoundaryProps {
  /** What shows when the player or its bar could not load (its chunk failed to arrive). */
  failed: ReactNode;
  children: ReactNode;
}

/**
 * Catches a player that never arrives (a chunk that failed to load) where the play bar goes, so
 * the rest of the frame stays usable and the listener is told, instead of a blank page.
 */
export class PlayerLoadBoundary extends Component<PlayerLoadBoundaryProps, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError(): { error: boolean } {
    return { error: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Cadenza: the player could not load', error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
