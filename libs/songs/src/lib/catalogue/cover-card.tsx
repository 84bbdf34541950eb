import './catalogue.css';
import { CoverImage, type CoverImageRadius } from '@cadenza/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link CoverCard}. */
export interface CoverCardProps {
  /** Where the card leads (a route of the app). */
  to: string;
  cover: string | null | undefined;
  title: string;
  /** A second line: the creator, the artist, a date. */
  subtitle?: string;
  /** A short text over the cover's corner, e.g. the play count. */
  badge?: ReactNode;
  /** Drawn size of the cover in CSS px (the image is requested at this size × DPR). */
  coverSize: number;
  /** The cover's corners; a round (artist) card also centres its text under the cover. */
  radius?: CoverImageRadius;
}

/**
 * A playlist, album, artist or MV as a card of a grid: cover, title (two lines at most) and a
 * subtitle, all one link. Truncated text keeps its whole value in `title` for the pointer and
 * in the link's name for screen readers.
 */
export function CoverCard({
  to,
  cover,
  title,
  subtitle,
  badge,
  coverSize,
  radius = 'md',
}: CoverCardProps) {
  return (
    <Link
      to={to}
      className={radius === 'circle' ? 'cz-cover-card cz-cover-card--round' : 'cz-cover-card'}
      title={subtitle ? `${title} — ${subtitle}` : title}
    >
      <span className="cz-cover-card__cover">
        <CoverImage size={coverSize} src={cover} alt="" radius={radius} fill />
        {badge ? <span className="cz-cover-card__badge">{badge}</span> : null}
      </span>
      <span className="cz-cover-card__title">{title}</span>
      {subtitle ? <span className="cz-cover-card__subtitle">{subtitle}</span> : null}
    </Link>
  );
}
