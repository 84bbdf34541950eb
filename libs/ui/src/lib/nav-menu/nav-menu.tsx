/** One entry of a {@link NavMenu}. */
export interface NavMenuItem {
  id: string;
  label: string;
  href: string;
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
}

/** The main menu: a navigation landmark with one link per route. */
export function NavMenu({ label, items, activeId, onNavigate }: NavMenuProps) {
  return (
    <nav aria-label={label} className="cz-nav">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
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
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
