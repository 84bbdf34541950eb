import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMenusWhenSettled } from './use-menus-when-settled';

/** A row whose "more" control is a menu button once its menus are there. */
function Row({ scrolling }: { scrolling: boolean }) {
  const { menus, rowRef, rowHandlers } = useMenusWhenSettled(scrolling);
  const more = <button type="button">More</button>;
  return menus ? (
    <section aria-label="with menus">
      <div ref={rowRef}>
        <div role="group" tabIndex={0} data-row-focus aria-label="Song" />
        {more}
      </div>
    </section>
  ) : (
    <div ref={rowRef} {...rowHandlers}>
      <div role="group" tabIndex={0} data-row-focus aria-label="Song" />
      {more}
    </div>
  );
}

describe('useMenusWhenSettled', () => {
  it('gives a row its menus right after it mounts in a list that is still', () => {
    render(<Row scrolling={false} />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
  });

  it('puts them off while the list scrolls, and keeps them once there', () => {
    const { rerender } = render(<Row scrolling />);
    expect(screen.queryByRole('region', { name: 'with menus' })).toBeNull();
    rerender(<Row scrolling />);
    expect(screen.queryByRole('region', { name: 'with menus' })).toBeNull();

    rerender(<Row scrolling={false} />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    rerender(<Row scrolling />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
  });

  it('gives the focus back to the control that had it when the rebuild brings them', () => {
    render(<Row scrolling />);
    act(() => screen.getByRole('button', { name: 'More' }).focus());
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    // The element was rebuilt; the focus moved to its new "More".
    expect(document.activeElement?.textContent).toBe('More');
    expect(document.activeElement?.closest('section')).toBeTruthy();
  });

  it('brings them at once when a pointer moves over the row (or a touch), or the focus comes in, even while scrolling', () => {
    const first = render(<Row scrolling />);
    fireEvent.pointerMove(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    first.unmount();

    // A list appearing under a still mouse sends "over" alone: no rebuild for it; a touch does.
    const second = render(<Row scrolling />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'More' }), { pointerType: 'mouse' });
    expect(screen.queryByRole('region', { name: 'with menus' })).toBeNull();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'More' }), { pointerType: 'touch' });
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    second.unmount();

    render(<Row scrolling />);
    act(() => screen.getByRole('group', { name: 'Song' }).focus());
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Song');
  });
});
