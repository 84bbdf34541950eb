import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS } from './tooltip';

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

function descriptionOf(element: HTMLElement) {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('Tooltip', () => {
  afterEach(() => jest.useRealTimers());

  it('shows at once on keyboard focus and describes its trigger', () => {
    render(
      <Tooltip content="Play next">
        <button type="button">Next</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Next' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.focus(trigger);

    expect(screen.getByRole('tooltip').textContent).toBe('Play next');
    expect(descriptionOf(trigger)).toBe('Play next');
    // The hint describes the control; it must not replace its name.
    expect(screen.getByRole('button', { name: 'Next' })).toBe(trigger);

    fireEvent.blur(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  it('waits the default delay on hover and closes on Escape', () => {
    jest.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Shuffle" side="bottom">
          <button type="button">Shuffle</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Shuffle' });

    hover(trigger);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Shuffle');

    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('takes the delay from its provider', () => {
    jest.useFakeTimers();
    render(
      <TooltipProvider delayDuration={50}>
        <Tooltip content="Repeat">
          <button type="button">Repeat</button>
        </Tooltip>
      </TooltipProvider>,
    );
    hover(screen.getByRole('button', { name: 'Repeat' }));
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip').textContent).toBe('Repeat');
  });

  it('does not open from a touch', () => {
    jest.useFakeTimers();
    render(
      <Tooltip content="Like">
        <button type="button">Like</button>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Like' }), { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
