import './page.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';

const withClass = (base: string, className: string | undefined) =>
  className ? `${base} ${className}` : base;

/** A screen's page: the padding and the gap between its sections (tighter on mobile). */
export function Page({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={withClass('cz-page', className)} {...props} />;
}

/** Props of {@link PageTitle}. */
export interface PageTitleProps extends ComponentPropsWithRef<'h1'> {
  /** The heading's level in the document outline: 1 for a page that stands alone, else 2. */
  level?: 1 | 2;
}

/** The title of a page. */
export function PageTitle({ level = 2, className, ...props }: PageTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return <Heading className={withClass('cz-page__title', className)} {...props} />;
}

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  /** Unique on the page: ties the heading to the section for screen readers. */
  headingId: string;
  title: ReactNode;
  /** The heading's level: 2 under the page's title, 3 under a page header of its own. */
  level?: 2 | 3;
  /** What the header shows after the title (a "more" link, a count, actions). */
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A titled part of a page: its heading (with what goes beside it), then its content. */
export function PageSection({
  headingId,
  title,
  level = 2,
  aside,
  className,
  children,
}: PageSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className={withClass('cz-section', className)} aria-labelledby={headingId}>
      <div className="cz-section__header">
        <Heading className="cz-section__title" id={headingId}>
          {title}
        </Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}
