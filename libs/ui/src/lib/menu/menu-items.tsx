import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { DropdownMenu } from 'radix-ui';

/** An action in a {@link Menu} or {@link ContextMenu}. */
export interface MenuActionItem {
  type?: 'item';
  id: string;
  label: string;
  /** Drawn before the label and hidden from screen readers (the label names the item). */
  icon?: ReactNode;
  disabled?: boolean;
  /** Why the item is disabled; shown under the label and read as the item's description. */
  disabledReason?: string;
  /** Marks a destructive action (delete, remove) in the danger colour. */
  danger?: boolean;
  onSelect: () => void;
}

/** A divider between groups of items. */
export interface MenuSeparatorItem {
  type: 'separator';
  id: string;
}

/** One entry of a {@link Menu} or {@link ContextMenu}: an action or a separator. */
export type MenuItem = MenuActionItem | MenuSeparatorItem;

/** The props this file gives an item; Radix's dropdown and context menu items take the same. */
type ItemProps = Pick<
  ComponentProps<typeof DropdownMenu.Item>,
  | 'className'
  | 'children'
  | 'onSelect'
  | 'textValue'
  | 'aria-disabled'
  | 'aria-labelledby'
  | 'aria-describedby'
> & { 'data-disabled'?: string };

/** The Radix parts a menu flavour (dropdown or context) renders its entries with. */
export interface MenuParts {
  Item: ComponentType<ItemProps>;
  Separator: ComponentType<{ className?: string }>;
}

function MenuEntry({ item, Item }: { item: MenuActionItem; Item: MenuParts['Item'] }) {
  const labelId = useId();
  const reasonId = useId();
  const disabled = item.disabled === true;
  const reason = disabled ? item.disabledReason : undefined;
  const classes = ['cz-menu__item', item.danger && 'cz-menu__item--danger']
    .filter(Boolean)
    .join(' ');
  return (
    <Item
      className={classes}
      // Radix's own `disabled` would drop the item from arrow-key navigation, and with it the
      // reason; the ARIA menu pattern keeps disabled items focusable, so mark it by hand instead.
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      aria-labelledby={labelId}
      aria-describedby={reason ? reasonId : undefined}
      textValue={item.label}
      onSelect={(event) => {
        if (disabled) {
          // Keeps the menu open: nothing happened, so the user should see it still there.
          event.preventDefault();
          return;
        }
        item.onSelect();
      }}
    >
      {item.icon !== undefined && (
        <span className="cz-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className="cz-menu__text">
        <span id={labelId} className="cz-menu__label">
          {item.label}
        </span>
        {reason && (
          <span id={reasonId} className="cz-menu__reason">
            {reason}
          </span>
        )}
      </span>
    </Item>
  );
}

/**
 * What a menu is about, above its items (a song's cover and name). Hidden from assistive
 * technology: a menu holds items only, and the control that opened it names the subject.
 */
export function MenuHeader({ children }: { children: ReactNode }) {
  return (
    <div className="cz-menu__header" aria-hidden="true">
      {children}
    </div>
  );
}

/** Renders menu entries with the given Radix parts; shared by the dropdown and context menu. */
export function MenuEntries({
  items,
  parts,
}: {
  items: ReadonlyArray<MenuItem>;
  parts: MenuParts;
}) {
  return items.map((item) =>
    item.type === 'separator' ? (
      <parts.Separator key={item.id} className="cz-menu__separator" />
    ) : (
      <MenuEntry key={item.id} item={item} Item={parts.Item} />
    ),
  );
}
