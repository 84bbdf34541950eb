import './tooltip.css';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** How long the pointer rests on a trigger before its tooltip shows, in ms. */
export const TOOLTIP_DELAY_MS = 400;

/** Gap between trigger and tooltip in px; Radix positions in JS, so this mirrors `--cz-space-1`. */
const SIDE_OFFSET = 4;

/** Whether a {@link TooltipProvider} is above; without one each tooltip brings its own. */
const InsideProvider = createContext(false);

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  children: ReactNode;
  /** Rest time before a tooltip opens, in ms. */
  delayDuration?: number;
  /** After one tooltip closed, others open at once if the pointer arrives within this many ms. */
  skipDelayDuration?: number;
}

/**
 * Shares one open delay among all tooltips below it, so moving along a toolbar shows the next
 * tooltip at once instead of waiting again. Put one near the app's root.
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration,
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </RadixTooltip.Provider>
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says; it becomes the trigger's accessible description while shown. */
  content: ReactNode;
  /** The trigger; it must forward its ref and spread the props it is given (e.g. `IconButton`). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A short hint shown on hover (after the delay) and at once on keyboard focus. It describes the
 * trigger, never names it: an icon-only control still needs its own label.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const insideProvider = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          className="cz-tooltip"
          side={side}
          sideOffset={SIDE_OFFSET}
          collisionPadding={SIDE_OFFSET}
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  // Radix throws without a provider; a lone tooltip (a story, a test) still works, just unshared.
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
