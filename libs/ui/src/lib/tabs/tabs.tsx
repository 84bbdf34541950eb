import './tabs.css';
import { useState, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

/** One tab of {@link Tabs}: its trigger text and its panel. */
export interface TabItem {
  /** Stable value of the tab; what `value` and `onValueChange` speak. */
  id: string;
  label: string;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem>;
  /** The selected tab's id when controlled. */
  value?: string;
  /** Called with the id of the tab the user selects (click, arrow keys, Home/End). */
  onValueChange?: (value: string) => void;
  /** The first selected tab when uncontrolled; the first tab if omitted. */
  defaultValue?: string;
  /**
   * Keep inactive panels mounted (and `hidden`), so their state survives a switch: scroll
   * position, loaded results, half-typed input.
   */
  keepMounted?: boolean;
  className?: string;
}

/**
 * Tabs built from data (WAI-ARIA tabs): one trigger and one panel per item; arrow keys move
 * between tabs and select them. The tab list scrolls sideways instead of wrapping on narrow
 * screens.
 */
export function Tabs({
  label,
  tabs,
  value,
  onValueChange,
  defaultValue,
  keepMounted = false,
  className,
}: TabsProps) {
  // Tracked here rather than left to Radix because forced-mounted panels need the active id to
  // be hidden: Radix only hides panels it unmounts.
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? tabs[0]?.id ?? '');
  const active = value ?? uncontrolled;

  const select = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <RadixTabs.Root
      value={active}
      onValueChange={select}
      className={['cz-tabs', className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={label} className="cz-tabs__list">
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className="cz-tabs__trigger">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.id}
          value={tab.id}
          className="cz-tabs__panel"
          forceMount={keepMounted ? true : undefined}
          hidden={tab.id !== active}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
