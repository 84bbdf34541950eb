import './menu.css';
import { DropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { MenuEntries, MenuHeader, type MenuItem, type MenuParts } from './menu-items';

/** Gap between trigger and menu in px; Radix positions in JS, so this mirrors `--cz-space-1`. */
const SIDE_OFFSET = 4;
/** Distance kept from the viewport edges in px; mirrors `--cz-space-2`. */
const COLLISION_PADDING = 8;

const PARTS: MenuParts = { Item: DropdownMenu.Item, Separator: DropdownMenu.Separator };

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button that opens the menu; it must forward its ref (e.g. `IconButton`). */
  trigger: ReactElement;
  items: ReadonlyArray<MenuItem>;
  /** Accessible name of the menu. */
  label: string;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Shown above the items, e.g. the song the menu is about; decoration, skipped by readers. */
  header?: ReactNode;
}

/**
 * A dropdown menu of actions (the "more" button of a song row). Opens on click, Enter, Space or
 * ArrowDown; arrow keys move, typing jumps to an item, Escape closes and refocuses the trigger.
 */
export function Menu({
  trigger,
  items,
  label,
  align = 'start',
  side = 'bottom',
  header,
}: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="cz-menu"
          // Radix names the menu after its trigger; the label given here says it better.
          aria-labelledby={undefined}
          aria-label={label}
          align={align}
          side={side}
          sideOffset={SIDE_OFFSET}
          collisionPadding={COLLISION_PADDING}
          loop
        >
          {header ? <MenuHeader>{header}</MenuHeader> : null}
          <MenuEntries items={items} parts={PARTS} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
