import './catalogue.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link Section}. */
export interface SectionProps {
  /** Unique on its screen: ties the heading to the section for screen readers. */
  id: string;
  title: string;
  /** A link to the whole list ("More"), when the section shows a preview of it. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled part of a screen (home's rows, the artist's albums): heading, optional "more". */
export function Section({ id, title, more, children }: SectionProps) {
  const headingId = `cz-section-${id}`;
  return (
    <section className="cz-section" aria-labelledby={headingId}>
      <div className="cz-section__header">
        <h2 className="cz-section__title" id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link className="cz-section__more" to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
