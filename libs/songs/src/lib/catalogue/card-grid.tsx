import './catalogue.css';
import { Skeleton } from '@cadenza/ui';
import { Children, type CSSProperties, type ReactNode } from 'react';

/** The grid's column width, a custom property its stylesheet reads. */
function columns(minWidth: number): CSSProperties {
  return { '--cz-card-min': `${minWidth}px` } as CSSProperties;
}

/** A responsive grid of {@link CoverCard}s: as many columns of `minWidth` as fit. */
export function CardGrid({
  label,
  minWidth,
  children,
}: {
  /** Names the list for screen readers, e.g. "Recommended playlists". */
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <ul className="cz-card-grid" aria-label={label} style={columns(minWidth)}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}

/** The grid's loading state: card-shaped placeholders, announced once. */
export function CardGridSkeleton({
  label,
  minWidth,
  count,
}: {
  label: string;
  minWidth: number;
  count: number;
}) {
  return (
    <div className="cz-card-grid" role="status" aria-label={label} style={columns(minWidth)}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="cz-card-grid__placeholder" aria-hidden="true">
          <Skeleton height="auto" radius="md" className="cz-card-grid__placeholder-cover" />
          <Skeleton lines={2} />
        </span>
      ))}
    </div>
  );
}
