import './category-chips.css';
import { Skeleton } from '@cadenza/ui';
import { Link } from 'react-router';
import { categoryLocation } from './category-location';

/** Props of {@link CategoryChips}. */
export interface CategoryChipsProps {
  /** Names the list for screen readers. */
  label: string;
  /** The name of the "all playlists" chip first, leading to the whole square; absent: no such chip. */
  allLabel?: string;
  /** Category names, each a chip leading to the square in that category. */
  names: readonly string[];
  /** The category shown now (null: all); its chip is marked current. Absent: none is current. */
  selected?: string | null;
  /** Called when a chip is followed (e.g. to close the panel the chips are in). */
  onChoose?: () => void;
}

/** Playlist categories as a row of chips, each a link to the square in that category. */
export function CategoryChips({ label, allLabel, names, selected, onChoose }: CategoryChipsProps) {
  const chips: Array<{ name: string | null; text: string }> = [
    ...(allLabel === undefined ? [] : [{ name: null, text: allLabel }]),
    ...names.map((name) => ({ name, text: name })),
  ];
  return (
    <ul className="cz-category-chips" aria-label={label}>
      {chips.map(({ name, text }) => (
        <li key={name ?? ''}>
          <Link
            className="cz-category-chip"
            to={categoryLocation(name)}
            aria-current={selected !== undefined && selected === name ? 'page' : undefined}
            onClick={onChoose}
          >
            {text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The chips' loading state: pill-shaped placeholders, announced once. */
export function CategoryChipsSkeleton({ label, count = 7 }: { label: string; count?: number }) {
  return (
    <div className="cz-category-chips" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} width={64} height="var(--cz-size-control-sm)" radius="pill" />
      ))}
    </div>
  );
}
