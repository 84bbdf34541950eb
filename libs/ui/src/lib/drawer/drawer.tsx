import './drawer.css';
import { RiCloseLine } from '@remixicon/react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { useReturnFocus } from '../dialog/return-focus';
import { IconButton } from '../icon-button/icon-button';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  /** Called with `false` when the user dismisses the drawer (×, Escape, a click on the overlay). */
  onOpenChange: (open: boolean) => void;
  /** The heading, also the drawer's accessible name. */
  title: ReactNode;
  /** Shows the title to screen readers only, for sheets that draw their own header. */
  hideTitle?: boolean;
  /** The edge the drawer slides in from. */
  side: 'right' | 'left' | 'bottom';
  /** Accessible name of the × button. */
  closeLabel: string;
  children: ReactNode;
  /** A CSS length: the width of a side drawer, the height of a bottom one. Capped by the viewport. */
  size?: string;
  /** Covers the whole viewport (the mobile player sheet, with `side="bottom"`); ignores `size`. */
  fullScreen?: boolean;
  /**
   * The content draws its own header and its own way to close (the player sheet's collapse
   * button): no padding and no × button. Escape still closes.
   */
  bare?: boolean;
}

/**
 * A modal sheet that slides in from an edge of the screen (the play queue, the mobile player).
 * Focus moves into it, stays inside, and goes back to the element that had it on close.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  side,
  closeLabel,
  children,
  size,
  fullScreen = false,
  bare = false,
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  const classes = [
    'cz-drawer',
    `cz-drawer--${side}`,
    fullScreen && 'cz-drawer--full-screen',
    bare && 'cz-drawer--bare',
  ]
    .filter(Boolean)
    .join(' ');
  const style = size && !fullScreen ? ({ '--cz-drawer-size': size } as CSSProperties) : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="cz-drawer-overlay" />
        <RadixDialog.Content className={classes} style={style} {...returnFocus}>
          <RadixDialog.Title className={hideTitle ? 'cz-visually-hidden' : 'cz-drawer__title'}>
            {title}
          </RadixDialog.Title>
          <div className="cz-drawer__body">{children}</div>
          {/* Last in the DOM so that opening focuses the content, not the × button. */}
          {bare ? null : (
            <RadixDialog.Close asChild>
              <IconButton
                className="cz-drawer__close"
                label={closeLabel}
                icon={<RiCloseLine />}
                size="sm"
              />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
