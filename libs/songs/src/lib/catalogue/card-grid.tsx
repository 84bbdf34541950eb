import './catalogue.css';
import { Skeleton } from '@cadenza/ui';
import { Children, type CSSProperties, type ReactNode } from 'react';

/** The grid's column width, a custom property its stylesheet reads. */
function columns(minWidth: number): CSSProperties {
  return { '--cz-card-min': `${minWidth}px` } as CSSProperties;
}

/** How a grid of cards is laid out, beyond its column width. */
export interface CardGridLook {
  /** `row`: one row that scrolls sideways (home's recommendations); `wrap` (default): rows of columns. */
  layout?: 'wrap' | 'row';
  /** Columns in the mobile layout (3 by default; 2 for wide covers). */
  mobileColumns?: 2 | 3;
  /** The covers' shape: `square` (default) or `wide` (16:9, MVs). */
  cover?: 'square' | 'wide';
}

function gridClass({ layout = 'wrap', mobileColumns = 3 }: CardGridLook): string {
  return [
    'cz-card-grid',
    layout === 'row' ? 'cz-card-grid--row' : '',
    mobileColumns === 2 ? 'cz-card-grid--mobile-2' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A responsive grid of {@link CoverCard}s: as many columns of `minWidth` as fit. */
export function CardGrid({
  label,
  minWidth,
  children,
  ...look
}: CardGridLook & {
  /** Names the list for screen readers, e.g. "Recommended playlists". */
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <ul className={gridClass(look)} aria-label={label} style={columns(minWidth)}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}

/** The grid's loading state: card-shaped placeholders, announced once. */
export function CardGridSkeleton({
  label,
  minWidth,
  count,
  ...look
}: CardGridLook & {
  label: string;
  minWidth: number;
  count: number;
}) {
  const coverClass =
    look.cover === 'wide'
      ? 'cz-card-grid__placeholder-cover cz-card-grid__placeholder-cover--wide'
      : 'cz-card-grid__placeholder-cover';
  return (
    <div className={gridClass(look)} role="status" aria-label={label} style={columns(minWidth)}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="cz-card-grid__placeholder" aria-hidden="true">
          <Skeleton height="auto" radius="md" className={coverClass} />
          <Skeleton lines={2} />
        </span>
      ))}
    </div>
  );
}
