import './banner.css';
import type { ReactNode } from 'react';

/** Props of {@link Banner}. */
export interface BannerProps {
  tone: 'info' | 'warning';
  children: ReactNode;
  /** Test and styling hook. */
  id?: string;
}

/** A full-width notice announced politely to screen readers (e.g. the offline-demo banner). */
export function Banner({ tone, children, id }: BannerProps) {
  return (
    <div id={id} role="status" className={`cz-banner cz-banner--${tone}`}>
      {children}
    </div>
  );
}
