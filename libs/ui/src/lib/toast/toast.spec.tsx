import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastList, ToastProvider, type ToastItem } from './toast';

const saved: ToastItem = {
  id: 't1',
  tone: 'success',
  title: 'Added to playlist',
  description: 'Road trip',
  durationMs: 4000,
};
const failed: ToastItem = { id: 't2', tone: 'error', title: 'Playback failed', durationMs: 8000 };

function renderToasts(toasts: ToastItem[]) {
  const onDismiss = jest.fn();
  const view = render(
    <ToastProvider regionLabel="Notifications ({hotkey})" toastLabel="Notification">
      <main>App</main>
      <ToastList toasts={toasts} onDismiss={onDismiss} closeLabel="Close" />
    </ToastProvider>,
  );
  // Radix announces a toast's text after the next animation frames.
  act(() => jest.advanceTimersByTime(50));
  return { onDismiss, ...view };
}

/** The live region Radix fills for screen readers with the given toast text. */
function announcerFor(text: string) {
  return Array.from(document.querySelectorAll('[role="status"]')).find((element) =>
    element.textContent?.includes(text),
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows each toast in the named region with its title and description', () => {
    renderToasts([saved, failed]);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Added to playlist');
    expect(items[0]?.textContent).toContain('Road trip');
    expect(items[0]?.className).toBe('cz-toast cz-toast--success');
    expect(items[1]?.textContent).toContain('Playback failed');
    expect(within(region).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('announces errors assertively and the rest politely, prefixed by the toast label', () => {
    renderToasts([saved, failed]);
    const error = announcerFor('Playback failed');
    const success = announcerFor('Added to playlist');
    expect(error?.getAttribute('aria-live')).toBe('assertive');
    expect(error?.textContent).toBe('Notification Playback failed');
    expect(success?.getAttribute('aria-live')).toBe('polite');
    expect(success?.textContent).toBe('Notification Added to playlist Road trip');
  });

  it('asks to dismiss when the close button is pressed, and stays until removed', () => {
    const { onDismiss, rerender } = renderToasts([saved, failed]);
    const region = screen.getByRole('region');
    fireEvent.click(within(region).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('t2');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);

    rerender(
      <ToastProvider regionLabel="Notifications ({hotkey})" toastLabel="Notification">
        <main>App</main>
        <ToastList toasts={[saved]} onDismiss={onDismiss} closeLabel="Close" />
      </ToastProvider>,
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).queryByText('Playback failed')).toBeNull();
  });

  it('asks to dismiss each toast when its own time is up', () => {
    const { onDismiss } = renderToasts([saved, failed]);
    act(() => jest.advanceTimersByTime(3900));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenLastCalledWith('t1');
    act(() => jest.advanceTimersByTime(4000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(onDismiss).toHaveBeenLastCalledWith('t2');
  });

  it('asks to dismiss on Escape', () => {
    const { onDismiss } = renderToasts([saved]);
    fireEvent.keyDown(screen.getByRole('listitem'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });
});
