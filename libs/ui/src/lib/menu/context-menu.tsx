import './menu.css';
import { ContextMenu as RadixContextMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { MenuEntries, MenuHeader, type MenuItem, type MenuParts } from './menu-items';

/** Distance kept from the viewport edges in px; Radix positions in JS, so this mirrors `--cz-space-2`. */
const COLLISION_PADDING = 8;

const PARTS: MenuParts = { Item: RadixContextMenu.Item, Separator: RadixContextMenu.Separator };

/** Props of {@link ContextMenu}. */
export interface ContextMenuProps {
  /**
   * The area that opens the menu on right click or long press. One element that forwards its ref
   * and spreads the props it is given (Radix adds its event handlers to it).
   */
  children: ReactElement;
  items: ReadonlyArray<MenuItem>;
  /** Accessible name of the menu. */
  label?: string;
  /** Shown above the items, e.g. the song the menu is about; decoration, skipped by readers. */
  header?: ReactNode;
}

/**
 * The menu of an area (a song row) opened at the pointer by right click or, on touch, a long
 * press. Keyboard users need another way to the same actions, e.g. a {@link Menu} button.
 */
export function ContextMenu({ children, items, label, header }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root>
      <RadixContextMenu.Trigger asChild>{children}</RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content
          className="cz-menu"
          aria-label={label}
          collisionPadding={COLLISION_PADDING}
          loop
        >
          {header ? <MenuHeader>{header}</MenuHeader> : null}
          <MenuEntries items={items} parts={PARTS} />
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}
