import { PageSection } from '@cadenza/ui';
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

/** A titled part of a catalogue screen (home's rows, the artist's albums): heading, optional "more". */
export function Section({ id, title, more, children }: SectionProps) {
  return (
    <PageSection
      headingId={`cz-section-${id}`}
      title={title}
      aside={
        more ? (
          <Link className="cz-section__more" to={more.to}>
            {more.label}
          </Link>
        ) : null
      }
    >
      {children}
    </PageSection>
  );
}
