import './popover.css';
import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * Gap between trigger and surface in px. Radix positions in JS, so it cannot read a CSS custom
 * property; this mirrors `--cz-space-2` and must change with it.
 */
const SIDE_OFFSET = 8;

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover; it must forward its ref (e.g. `IconButton`, `Button`). */
  trigger: ReactElement;
  /** What the popover shows. */
  children: ReactNode;
  /** Accessible name of the popover's dialog surface. */
  label: string;
  /** Controlled open state; leave out to let the popover manage it. */
  open?: boolean;
  /** Called with the new state whenever the popover wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side of the trigger; Radix flips it when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
}

/**
 * Radix gives focus back to the trigger once the closing animation has ended. A listener who has
 * moved on meanwhile (tabbed or clicked into the seek bar) keeps focus where they put it; the
 * trigger takes it only from the closed popover, which leaves it on the body.
 */
function keepFocusMovedOn(event: Event): void {
  const active = document.activeElement;
  const popover = event.currentTarget instanceof Node ? event.currentTarget : null;
  if (active && active !== document.body && !popover?.contains(active)) event.preventDefault();
}

/**
 * A non-modal floating surface anchored to a trigger (volume slider, quality picker). Focus moves
 * into it on open and back to the trigger on Escape, unless the listener has already moved it
 * elsewhere; a click outside closes it.
 */
export function Popover({
  trigger,
  children,
  label,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'center',
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="cz-popover"
          aria-label={label}
          side={side}
          align={align}
          sideOffset={SIDE_OFFSET}
          collisionPadding={SIDE_OFFSET}
          onCloseAutoFocus={keepFocusMovedOn}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
