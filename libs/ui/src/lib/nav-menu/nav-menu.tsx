import './nav-menu.css';
import type { ReactNode } from 'react';

/** One entry of a {@link NavMenu}. */
export interface NavMenuItem {
  id: string;
  label: string;
  href: string;
  /** Drawn above the label (rail, bottom bar); hidden from screen readers, the label names it. */
  icon?: ReactNode;
}

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: ReadonlyArray<NavMenuItem>;
  /** The id of the current page's entry, marked with `aria-current="page"`. */
  activeId?: string;
  /** When given, clicks are handed to the router instead of loading a new page. */
  onNavigate?: (item: NavMenuItem) => void;
  /** `rail`: the desktop's narrow left column; `bar`: the mobile bottom bar; `list`: plain. */
  variant?: 'rail' | 'bar' | 'list';
}

/** The main menu: a navigation landmark with one link per route. */
export function NavMenu({ label, items, activeId, onNavigate, variant = 'list' }: NavMenuProps) {
  return (
    <nav aria-label={label} className={`cz-nav cz-nav--${variant}`}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              title={item.label}
              aria-current={item.id === activeId ? 'page' : undefined}
              onClick={
                onNavigate
                  ? (event) => {
                      // A modified or middle click opens a tab or window: the browser's job.
                      const modified =
                        event.button !== 0 ||
                        event.ctrlKey ||
                        event.metaKey ||
                        event.shiftKey ||
                        event.altKey;
                      if (modified) return;
                      event.preventDefault();
                      onNavigate(item);
                    }
                  : undefined
              }
            >
              {item.icon && (
                <span className="cz-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className="cz-nav__label">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
