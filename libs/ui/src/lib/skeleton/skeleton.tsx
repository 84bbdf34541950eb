import './skeleton.css';
import type { CSSProperties } from 'react';

/** A CSS length: a number is CSS px, a string is used as is (`'60%'`, `'var(--cz-size-control)'`). */
export type SkeletonLength = number | string;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Width of the block; fills its container if omitted. */
  width?: SkeletonLength;
  /** Height of the block; one line of body text if omitted. Ignored with `lines`. */
  height?: SkeletonLength;
  /** Corner shape; `circle` (avatars) uses `width` or `height` for both sides. */
  radius?: 'sm' | 'md' | 'pill' | 'circle';
  /** Draw this many text-line bars instead of one block; the last is shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

function length(value: SkeletonLength | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder shaped like content that is still loading, shimmering while motion is on.
 * Hidden from screen readers: announce loading once for the region (see {@link SkeletonList}).
 */
export function Skeleton({ width, height, radius = 'sm', lines, className }: SkeletonProps) {
  const classes = ['cz-skeleton', `cz-skeleton--${radius}`, className].filter(Boolean).join(' ');
  if (lines !== undefined) {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        aria-hidden="true"
        className={['cz-skeleton-lines', className].filter(Boolean).join(' ')}
        style={{ width: length(width) }}
      >
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={`cz-skeleton cz-skeleton--${radius} cz-skeleton--line`} />
        ))}
      </span>
    );
  }
  // A circle needs equal sides, so either one given stands for both.
  const circle = radius === 'circle';
  const style: CSSProperties = {
    width: length(width ?? (circle ? height : undefined)),
    height: length(height ?? (circle ? width : undefined)),
  };
  return <span aria-hidden="true" className={classes} style={style} />;
}

/** Props of {@link SkeletonList}. */
export interface SkeletonListProps {
  /** How many placeholder rows. */
  count: number;
  /** Height of each row; a song row's height if omitted. */
  rowHeight?: SkeletonLength;
  /** What screen readers hear for the whole list, e.g. "Loading". */
  label: string;
  className?: string;
}

/**
 * Placeholder rows for a list that is loading (songs, playlists, search results): a cover and
 * two text lines per row. Announced once as a status with `label`; the rows are hidden.
 */
export function SkeletonList({ count, rowHeight, label, className }: SkeletonListProps) {
  const rows = Math.max(0, Math.floor(count));
  const style = { '--cz-skeleton-row': length(rowHeight) } as CSSProperties;
  return (
    <div
      role="status"
      aria-label={label}
      className={['cz-skeleton-list', className].filter(Boolean).join(' ')}
      style={rowHeight === undefined ? undefined : style}
    >
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="cz-skeleton-list__row" aria-hidden="true">
          <Skeleton className="cz-skeleton-list__cover" radius="sm" />
          <Skeleton className="cz-skeleton-list__text" lines={2} />
        </div>
      ))}
    </div>
  );
}
